import type { TFunction } from './instance.js';
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
