import type { Lang } from '../domain/languages.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';
import { pt } from './locales/pt/index.js';
import type { Messages } from './types.js';

export { createI18n, flattenKeys } from './instance.js';

export const dictionaries: Record<Lang, Messages> = { en, es, pt };

export interface TextOverride {
  /** Dotted i18n key, e.g. home.hero.title. */
  key: string;
  content: string;
}

/** The language's dictionary with published overrides from the database laid over it. */
export function messagesFor(lang: Lang, overrides: TextOverride[] = []): Messages {
  if (overrides.length === 0) return dictionaries[lang];
  const merged = structuredClone(dictionaries[lang]) as Messages;
  for (const { key, content } of overrides) setByPath(merged, key, content);
  return merged;
}

function setByPath(target: Messages, dotted: string, value: string): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    // Only replace existing texts: an override never reshapes the dictionary.
    if (typeof next !== 'object') return;
    node = next;
  }
  const last = parts[parts.length - 1];
  if (typeof node[last] === 'string') node[last] = value;
}
