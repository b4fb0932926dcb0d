import { DEFAULT_LANG, type Lang, LANGUAGES } from './languages.js';
import type { Picture } from './media.js';

/**
 * The zod-free half of site-blocks.ts: kinds, text fields and the helpers pages use, so a public
 * page can use them without shipping zod.
 */

export const SITE_BLOCK_KINDS = ['testimonials', 'team', 'faq', 'values'] as const;
export type SiteBlockKind = (typeof SITE_BLOCK_KINDS)[number];
export const MAX_BLOCK_ITEMS = 50;
export const TRANSLATION_LANGS = LANGUAGES.filter((l) => l !== DEFAULT_LANG) as Exclude<Lang, 'en'>[];

/** The icons a value card can show (drawn by the about page). */
export const VALUE_ICONS = ['leaf', 'palette', 'shield', 'trophy', 'heart', 'water', 'sun', 'clock'] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];

/** Each kind's texts per language, with their maximum length and whether English needs one. */
export const BLOCK_TEXT_FIELDS = {
  testimonials: { quote: { max: 600, required: true } },
  team: { role: { max: 80, required: true }, bio: { max: 600, required: false } },
  faq: { question: { max: 200, required: true }, answer: { max: 1000, required: true } },
  values: { title: { max: 60, required: true }, text: { max: 300, required: false } },
} as const satisfies Record<SiteBlockKind, Record<string, { max: number; required: boolean }>>;

export function isBlockKind(value: string): value is SiteBlockKind {
  return (SITE_BLOCK_KINDS as readonly string[]).includes(value);
}

/** An item's texts in a language: each empty field takes the English one. */
export function localizedTexts<T extends Record<string, string>>(texts: Record<Lang, T>, lang: Lang): T {
  const english = texts[DEFAULT_LANG];
  const own = texts[lang] ?? english;
  return Object.fromEntries(Object.keys(english).map((field) => [field, own[field]?.trim() || english[field]])) as T;
}

/** The languages in which some field with an English text is still empty (visitors read English there). */
export function missingTranslations(texts: Record<Lang, Record<string, string>>): Exclude<Lang, 'en'>[] {
  const english = texts[DEFAULT_LANG];
  return TRANSLATION_LANGS.filter((lang) =>
    Object.keys(english).some((field) => english[field]?.trim() && !texts[lang]?.[field]?.trim()),
  );
}

/**
 * An item's translation state across a save (docs/admin-content.md#translations): editing one
 * language marks every other written language 'needs update' until that language is edited too or
 * confirmed ('Still correct'). Bringing a language marked so up to date, or writing a missing one,
 * marks nothing else. A language left empty is 'missing' instead (it shows English).
 */
export interface TranslationState {
  texts: Record<Lang, Record<string, string>>;
  /** Stored with the item: the languages whose text may be out of date. */
  needs_update?: readonly Lang[];
  /** Sent with a save only: the languages the owner confirmed as still correct. */
  confirmed?: readonly Lang[];
}

const written = (texts: Record<string, string> | undefined) => Object.values(texts ?? {}).some((v) => v?.trim());
const differs = (a: Record<string, string> | undefined, b: Record<string, string> | undefined) =>
  [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].some(
    (field) => (a?.[field] ?? '').trim() !== (b?.[field] ?? '').trim(),
  );

/** The languages of an item that need an update after `next` replaces `previous` (undefined: a new item). */
export function languagesToUpdate(previous: TranslationState | undefined, next: TranslationState): Lang[] {
  if (!previous) return [];
  const carried = previous.needs_update ?? [];
  const changed = LANGUAGES.filter((lang) => differs(previous.texts[lang], next.texts[lang]));
  // A changed text in a language that was written and up to date makes the others out of date;
  // writing a missing translation or catching one up does not.
  const source = changed.some((lang) => written(previous.texts[lang]) && !carried.includes(lang));
  return LANGUAGES.filter(
    (lang) =>
      written(next.texts[lang]) &&
      !changed.includes(lang) &&
      !next.confirmed?.includes(lang) &&
      (source || carried.includes(lang)),
  );
}

/** Initials for an avatar: "Michael Reyes" → "MR", "Cher" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...w][0]?.toLocaleUpperCase() ?? '').join('');
}

/** A team member as pages show them, in the visitor's language. */
export interface TeamCardData {
  id: string;
  name: string;
  role: string;
  bio: string;
  initials: string;
  /** Without a photo the avatar shows the initials. */
  photo: { picture: Picture; alt: string } | null;
}
