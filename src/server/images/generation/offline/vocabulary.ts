/**
 * Reads a prompt against the landscaping vocabulary (lexicon.ts): which
 * subjects to draw, most important first, which season or time of day, and
 * whether an icon is wanted. Words outside the vocabulary change nothing.
 */
import { DAYLIGHT_WORDS, LEXICON, PHRASES, type Mood, type Subject, type Tag } from './lexicon.js';

export type { Mood, Subject } from './lexicon.js';

export interface PromptAnalysis {
  /** The words the vocabulary understood, in order: the seed of the picture's small variations. */
  understood: string;
  /** Subjects ranked from most to least important. */
  subjects: Subject[];
  mood: Mood;
  iconWords: boolean;
}

export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function lookup(word: string): readonly Tag[] | undefined {
  if (LEXICON[word]) return LEXICON[word];
  // Light stemming for forms not listed: plurals and verb endings.
  for (const suffix of ['es', 's', 'ing', 'ed']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      if (LEXICON[stem]) return LEXICON[stem];
    }
  }
  return undefined;
}

/** The tags of the words, phrases first; each entry keeps the text it was read from. */
function readTags(words: readonly string[]): { text: string; tags: readonly Tag[] }[] {
  const found: { text: string; tags: readonly Tag[] }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const pair = `${word} ${words[i + 1] ?? ''}`;
    if (PHRASES[pair]) {
      found.push({ text: pair, tags: PHRASES[pair] });
      i += 1;
      continue;
    }
    // "evening light" is daylight, not a lamp.
    if (word === 'light' && DAYLIGHT_WORDS.has(words[i - 1] ?? '')) continue;
    const tags = lookup(word);
    if (tags) found.push({ text: word, tags });
  }
  return found;
}

const MOOD_PRIORITY: readonly Mood[] = ['night', 'winter', 'autumn', 'dusk', 'rain', 'spring'];

export function analyzePrompt(prompt: string): PromptAnalysis {
  const normalized = normalizePrompt(prompt);
  const found = readTags(normalized ? normalized.split(' ') : []);
  const scores = new Map<Subject, number>();
  const moods = new Set<Mood>();
  let iconWords = false;
  found.forEach(({ tags }, rank) => {
    // What is named first is what the prompt is about: earlier words weigh more.
    const early = 1 + 0.5 / (1 + rank);
    for (const tag of tags) {
      if (tag === 'icon') iconWords = true;
      else if (typeof tag === 'string') moods.add(tag.slice(5) as Mood);
      else scores.set(tag[0], (scores.get(tag[0]) ?? 0) + tag[1] * early);
    }
  });
  const subjects = [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s);
  // Lights and fire are shown lit, at dusk, unless the prompt names the time of day.
  const litScene = subjects[0] === 'lamp' || subjects[0] === 'firepit';
  const mood = MOOD_PRIORITY.find((m) => moods.has(m)) ?? (litScene ? 'dusk' : 'day');
  return { understood: found.map((f) => f.text).join(' '), subjects, mood, iconWords };
}

/** True when the prompt names something the illustrator can draw (not only a mood or an icon wish). */
export function namesASubject(prompt: string): boolean {
  return analyzePrompt(prompt).subjects.some((s) => s !== 'sun' && s !== 'rain');
}
