import type { Lang } from '../domain/languages.js';
import type { Messages } from './types.js';

export interface TOptions {
  /** Shown when the key has no text (e.g. a section added in the database after the build). */
  defaultValue?: string;
  [variable: string]: unknown;
}

/** Looks up a dotted key and fills its {{placeholders}}; an unknown key answers itself. */
export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  language: Lang;
  t: TFunction;
}

/**
 * The site's translator for one language: the server (pages, API messages, e-mails) and the
 * browser use the same one. A few lines instead of a localisation framework keeps every public
 * page's JavaScript small; the site needs only lookups, {{placeholders}} and one/other plurals.
 */
export function createI18n(lang: Lang, messages: Messages): Translator {
  const plural = new Intl.PluralRules(lang);
  const t: TFunction = (key, options) => {
    // A number `count` picks the plural form key_one / key_other by the language's rules.
    const count = options?.count;
    const pluralText = typeof count === 'number' ? lookup(messages, `${key}_${plural.select(count)}`) : undefined;
    const text =
      pluralText ?? lookup(messages, key) ?? (typeof count === 'number' ? lookup(messages, `${key}_other`) : undefined);
    if (text === undefined) return options?.defaultValue ?? key;
    if (!options) return text;
    return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in options ? String(options[name]) : match));
  };
  return { language: lang, t };
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key of a dictionary, for completeness checks. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  );
}
