import type { TFunction } from '../../../i18n/instance';
import { isLang } from '../../../domain/languages';

type OptionGroup = 'propertyTypes' | 'sizes' | 'services' | 'timelines' | 'urgency' | 'plants' | 'styles' | 'materials';

/** The translated name of a quote option; a value the dictionary does not know shows as stored. */
export const optionLabel = (t: TFunction, group: OptionGroup, value: string) =>
  t(`leads.options.${group}.${value}`, { defaultValue: value });

export const optionList = (t: TFunction, group: OptionGroup, values: string[]) =>
  values.length ? values.map((v) => optionLabel(t, group, v)).join(', ') : t('leads.fields.none');

/** A catalogue service's name in the reader's language, else English, else its slug. */
export function catalogueName(service: { slug: string; names: Partial<Record<string, string>> }, lang: string): string {
  return (isLang(lang) && service.names[lang]) || service.names.en || service.slug;
}

/** A language's name in the reader's language ('es' → 'Spanish', 'español', 'espanhol'); the code when unknown. */
export function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
