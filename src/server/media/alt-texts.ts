import type { Lang } from '../../domain/languages.js';
import type { AltTexts } from '../../domain/media.js';

/**
 * Alt texts per language as stored: English in the row's own alt text column (the field the APIs
 * name, docs/decisions/0006-api-shapes.md), Spanish and Portuguese as JSON text in alt_translations.
 */
export function altTextsOf(english: string, translations: string | null | undefined): AltTexts {
  let other: Partial<Record<Lang, unknown>> = {};
  try {
    other = JSON.parse(translations || '{}') as Partial<Record<Lang, unknown>>;
  } catch {
    // Unreadable translations read as missing: the English text stands in.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { en: english, es: text(other.es), pt: text(other.pt) };
}

/** The JSON of an alt_translations column: the texts other than English. */
export function altTranslationsJson(alt: Partial<AltTexts>): string {
  return JSON.stringify({ es: alt.es ?? '', pt: alt.pt ?? '' });
}
