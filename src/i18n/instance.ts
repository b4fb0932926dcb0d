import i18next, { type i18n } from 'i18next';
import type { Lang } from '../domain/languages.js';
import type { Messages } from './types.js';

/** A ready, synchronous i18next instance for one language (server renders, e-mails, the browser). */
export function createI18n(lang: Lang, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Every dotted key of a dictionary, for completeness checks. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  );
}
