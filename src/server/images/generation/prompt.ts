/** Builds the prompt sent to an image model from an admin's words and a service's details. */

export interface PromptContext {
  name?: string;
  category?: string;
  description?: string;
}

export const MAX_PROMPT_LENGTH = 1000;
const STYLE = 'Professional photo style, Pacific Northwest setting.';

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
 * `${prompt}. Landscaping service: ${name} (${category}). ${description}.
 * Professional photo style, Pacific Northwest setting.` — with absent parts
 * left out, whitespace collapsed, at most 1000 characters. The admin's own
 * words come first and are kept; the description is shortened first when the
 * whole would be too long.
 */
export function enhancePrompt(prompt: string, context: PromptContext = {}): string {
  const base = sentence(clean(prompt));
  const name = clean(context.name);
  const category = clean(context.category);
  let service = '';
  if (name && category) service = `Landscaping service: ${name} (${category}).`;
  else if (name || category) service = `Landscaping service: ${name || category}.`;
  const description = sentence(clean(context.description));

  const join = (parts: string[]) => parts.filter(Boolean).join(' ');
  const full = join([base, service, description, STYLE]);
  if (full.length <= MAX_PROMPT_LENGTH) return full;

  // Too long: shorten the description, then drop it, then shorten the prompt itself.
  const room = MAX_PROMPT_LENGTH - join([base, service, STYLE]).length - 1;
  if (room > 40 && description) return join([base, service, sentence(truncate(description, room - 1)), STYLE]);
  const withoutDescription = join([base, service, STYLE]);
  if (withoutDescription.length <= MAX_PROMPT_LENGTH) return withoutDescription;
  const suffix = join([service, STYLE]);
  const promptRoom = MAX_PROMPT_LENGTH - suffix.length - 1;
  if (promptRoom > 200) return join([sentence(truncate(base, promptRoom - 1)), suffix]);
  return truncate(base, MAX_PROMPT_LENGTH);
}
