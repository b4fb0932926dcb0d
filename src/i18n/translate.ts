import type { TFunction, TOptions } from './instance.js';
import type { Lang } from '../domain/languages.js';
import { createI18n, dictionaries } from './index.js';

const translators = new Map<Lang, TFunction>();

/** A t() for server-side texts (API messages, e-mails), built once per language. */
export function translator(lang: Lang): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = createI18n(lang, dictionaries[lang]).t;
    translators.set(lang, t);
  }
  return t;
}

const KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/;

/** Translates a message that is a dictionary key; any other text passes through unchanged. */
export function translateKey(lang: Lang, message: string, values?: TOptions): string {
  if (!KEY.test(message)) return message;
  const text = translator(lang)(message, values);
  return text === message ? message : text;
}
