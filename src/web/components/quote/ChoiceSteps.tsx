import { useTranslation } from '../../i18n';
import {
  BUDGET_RANGES,
  BUDGETS,
  MATERIALS,
  PLANT_PREFERENCES,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  QUOTE_SERVICES,
  SERVICE_BASE_PRICES,
  SERVICE_SQFT_RATES,
  STYLE_PREFERENCES,
  TIMELINES,
  URGENCIES,
} from '../../../domain/quote/options';
import { budgetRangeValues, formatMoney } from '../../../domain/quote/money';
import type { QuoteDraft } from '../../../domain/quote/draft';
import { useSite } from '../../root';
import { type Choice, ChoiceGroup } from './ChoiceGroup';

/** Steps 1 to 5: choices among the option lists of SPEC.md section 3. */
export interface StepProps {
  draft: QuoteDraft;
  update: (patch: Partial<QuoteDraft>) => void;
  errors: Record<string, string>;
}

function useChoices() {
  const { t } = useTranslation();
  /** Options with a label and a hint (quote.options.<group>.<value>.label/hint). */
  return (group: string, values: readonly string[]): Choice[] =>
    values.map((value) => ({
      value,
      label: t(`quote.options.${group}.${value}.label`),
      hint: t(`quote.options.${group}.${value}.hint`),
    }));
}

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export function PropertyTypeStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const choices = useChoices();
  return (
    <ChoiceGroup
      legend={t('quote.fields.propertyType')}
      hideLegend
      type="radio"
      name="propertyType"
      choices={choices('propertyType', PROPERTY_TYPES)}
      selected={draft.propertyType ? [draft.propertyType] : []}
      onToggle={(value) => update({ propertyType: value as QuoteDraft['propertyType'] })}
      error={errors.propertyType}
    />
  );
}

export function PropertySizeStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const choices = useChoices();
  return (
    <ChoiceGroup
      legend={t('quote.fields.propertySize')}
      hideLegend
      type="radio"
      name="propertySize"
      choices={choices('propertySize', PROPERTY_SIZES)}
      selected={draft.propertySize ? [draft.propertySize] : []}
      onToggle={(value) => update({ propertySize: value as QuoteDraft['propertySize'] })}
      error={errors.propertySize}
    />
  );
}

export function ServicesStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const choices = useChoices()('services', QUOTE_SERVICES).map((choice) => {
    const service = choice.value as (typeof QUOTE_SERVICES)[number];
    return {
      ...choice,
      detail: (
        <span className="text-sm font-semibold text-green-900">
          {t('quote.serviceCard.basePrice', { price: formatMoney(SERVICE_BASE_PRICES[service], lang, 0) })}
          {' · '}
          {t('quote.serviceCard.sqftRate', { rate: formatMoney(SERVICE_SQFT_RATES[service], lang) })}
        </span>
      ),
    };
  });
  return (
    <ChoiceGroup
      legend={t('quote.fields.services')}
      hideLegend
      type="checkbox"
      name="services"
      columns="two"
      choices={choices}
      selected={draft.services}
      onToggle={(value) => update({ services: toggle(draft.services, value) as QuoteDraft['services'] })}
      error={errors.services}
    />
  );
}

export function TimelineStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const choices = useChoices();
  const budgets: Choice[] = [
    ...BUDGETS.map((value) => ({
      value,
      label: t(`quote.options.budget.${value}`, budgetRangeValues(BUDGET_RANGES[value], lang)),
    })),
    { value: 'none', label: t('quote.options.budget.none') },
  ];
  return (
    <div className="flex flex-col gap-8">
      <ChoiceGroup
        legend={t('quote.fields.timeline')}
        type="radio"
        name="timeline"
        choices={choices('timeline', TIMELINES)}
        selected={draft.timeline ? [draft.timeline] : []}
        onToggle={(value) => update({ timeline: value as QuoteDraft['timeline'] })}
        error={errors.timeline}
      />
      <ChoiceGroup
        legend={t('quote.fields.budget')}
        type="radio"
        name="budget"
        columns="four"
        choices={budgets}
        selected={[draft.budget ?? 'none']}
        onToggle={(value) => update({ budget: value === 'none' ? undefined : (value as QuoteDraft['budget']) })}
        error={errors.budget}
      />
      <ChoiceGroup
        legend={t('quote.fields.urgency')}
        type="radio"
        name="urgency"
        columns="two"
        choices={choices('urgency', URGENCIES)}
        selected={[draft.urgency]}
        onToggle={(value) => update({ urgency: value as QuoteDraft['urgency'] })}
        error={errors.urgency}
      />
    </div>
  );
}

export function PreferencesStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const groups = [
    ['plantPreferences', PLANT_PREFERENCES],
    ['stylePreferences', STYLE_PREFERENCES],
    ['materialSelection', MATERIALS],
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      {groups.map(([field, values]) => (
        <ChoiceGroup
          key={field}
          legend={t(`quote.fields.${field}`)}
          type="checkbox"
          name={field}
          columns="four"
          choices={values.map((value) => ({ value, label: t(`quote.options.${field}.${value}`) }))}
          selected={draft[field]}
          onToggle={(value) => update({ [field]: toggle(draft[field], value) })}
          error={errors[field]}
        />
      ))}
    </div>
  );
}
