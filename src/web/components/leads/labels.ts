import type { TFunction } from '../../../i18n/instance';

type OptionGroup = 'propertyTypes' | 'sizes' | 'services' | 'timelines' | 'budgets' | 'urgency' | 'plants' | 'styles' | 'materials';

/** The translated name of a quote option; a value the dictionary does not know shows as stored. */
export const optionLabel = (t: TFunction, group: OptionGroup, value: string) =>
  t(`leads.options.${group}.${value}`, { defaultValue: value });

export const optionList = (t: TFunction, group: OptionGroup, values: string[]) =>
  values.length ? values.map((v) => optionLabel(t, group, v)).join(', ') : t('leads.fields.none');
