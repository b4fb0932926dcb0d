import type { FastifyRequest } from 'fastify';
import type { TFunction } from '../../i18n/instance.js';
import { type Lang, LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';
import { createI18n, dictionaries } from '../../i18n/index.js';

/** The language of an API request: the visitor's stored choice (cookie), else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Lang {
  return pickLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
}

const translators = new Map<Lang, TFunction>();

/** A translator for server-made texts (API messages, e-mails); one cached instance per language. */
export function translator(lang: Lang): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = createI18n(lang, dictionaries[lang]).t;
    translators.set(lang, t);
  }
  return t;
}

/** Translates a message that is an i18n key; any other text passes through unchanged. */
export function translateKey(lang: Lang, message: string): string {
  const t = translator(lang);
  return /^[a-z]+(\.[A-Za-z0-9]+)+$/.test(message) && t(message) !== message ? t(message) : message;
}
