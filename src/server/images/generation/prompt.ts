/**
 * Builds the prompt sent to the image engine from an admin's words and a service's details.
 * The admin's words decide what is drawn: the service only fills in when they name nothing.
 */
import { namesASubject } from './offline/vocabulary.js';
import type { ImageEngine } from './types.js';

export interface PromptContext {
  name?: string;
  category?: string;
  description?: string;
}

export const MAX_PROMPT_LENGTH = 1000;
/** Only an image model can honour a photographic style; the offline illustrator draws illustrations. */
const PHOTO_STYLE = 'Professional photo style, Pacific Northwest setting.';

function clean(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Ends a fragment with exactly one full stop (or keeps its own ! / ?). */
function sentence(text: string): string {
  const t = text.replace(/[\s.]+$/, '');
  if (!t) return '';
  return /[!?]$/.test(t) ? t : `${t}.`;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '');
}

/**
 * The admin's words come first and are kept. When they name something to draw (a pond, a
 * patio, a hedge...), nothing is added: a service's description must not outvote them. When
 * they are vague ("a nice picture"), `Landscaping service: ${name} (${category}).` fills in,
 * plus the description and a photographic style for the AI engine. At most 1000 characters;
 * the description is shortened first.
 */
export function enhancePrompt(prompt: string, context: PromptContext = {}, engine: ImageEngine['name'] = 'offline'): string {
  const base = sentence(clean(prompt));
  const ai = engine === 'openai';
  const style = ai ? PHOTO_STYLE : '';
  const join = (parts: string[]) => parts.filter(Boolean).join(' ');
  if (namesASubject(base)) {
    const room = MAX_PROMPT_LENGTH - (style ? style.length + 1 : 0);
    return join([base.length > room ? truncate(base, room) : base, style]);
  }

  const name = clean(context.name);
  const category = clean(context.category);
  let service = '';
  if (name && category) service = `Landscaping service: ${name} (${category}).`;
  else if (name || category) service = `Landscaping service: ${name || category}.`;
  const description = ai ? sentence(clean(context.description)) : '';

  const full = join([base, service, description, style]);
  if (full.length <= MAX_PROMPT_LENGTH) return full;

  // Too long: shorten the description, then drop it, then shorten the prompt itself.
  const room = MAX_PROMPT_LENGTH - join([base, service, style]).length - 1;
  if (room > 40 && description) return join([base, service, sentence(truncate(description, room - 1)), style]);
  const withoutDescription = join([base, service, style]);
  if (withoutDescription.length <= MAX_PROMPT_LENGTH) return withoutDescription;
  const suffix = join([service, style]);
  const promptRoom = MAX_PROMPT_LENGTH - suffix.length - 1;
  if (promptRoom > 200) return join([sentence(truncate(base, promptRoom - 1)), suffix]);
  return truncate(base, MAX_PROMPT_LENGTH);
}
