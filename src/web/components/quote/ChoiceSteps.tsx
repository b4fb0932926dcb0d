import { useId } from 'react';
import { useTranslation } from '../../i18n';
import {
  BUDGET_RANGES,
  BUDGETS,
  MATERIALS,
  PLANT_PREFERENCES,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  QUOTE_SERVICES,
  STYLE_PREFERENCES,
  TIMELINES,
  type QuoteService,
  URGENCIES,
} from '../../../domain/quote/options';
import { budgetRangeValues, formatSurcharge } from '../../../domain/format';
import { formatFromPrice } from '../../../domain/price-line';
import type { QuoteDraft } from '../../../domain/quote/draft';
import { type PriceBook, quotePrice } from '../../../domain/quote/price-book';
import { useSite } from '../../use-site';
import type { CatalogueChoice } from '../../server/quote-builder.server';
import { type Choice, ChoiceGroup } from './ChoiceGroup';
import { TextField } from './ContactStep';
import { FieldError } from './FieldError';
import { JobChoices } from './JobChoices';

/** Steps 1 to 5: choices among the quote option lists. */
export interface StepProps {
  draft: QuoteDraft;
  update: (patch: Partial<QuoteDraft>) => void;
  errors: Record<string, string>;
  /** The active catalogue services and the quote service each maps to. */
  catalogue: CatalogueChoice[];
  /** The owner's price book (from prices, surcharges). */
  book: PriceBook;
}

/** What an option adds to the estimate, shown on the option itself ('+20%'). */
function Surcharge({ multiplier }: { multiplier: number }) {
  const { lang } = useSite();
  const text = formatSurcharge(multiplier, lang);
  if (!text) return null;
  return <span className="w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950">{text}</span>;
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

/** Step 2: the size cards (each says the lot size it means) and an optional approximate area. */
export function PropertySizeStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const choices = useChoices();
  const areaId = useId();
  return (
    <div className="flex flex-col gap-8">
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
      <div className="max-w-sm">
        <TextField
          id={areaId}
          label={t('quote.fields.area')}
          hint={t('quote.fields.areaHint')}
          requiredText={t('quote.fields.required')}
          error={errors.areaSqft}
          name="areaSqft"
          inputMode="numeric"
          autoComplete="off"
          value={draft.area}
          onChange={(event) => update({ area: event.target.value })}
        />
      </div>
    </div>
  );
}

/** The catalogue categories a quote service covers, in catalogue order ("Landscaping, Specialty Services"). */
function categoriesOf(catalogue: CatalogueChoice[], service: QuoteService): string {
  return [...new Set(catalogue.filter((c) => c.quoteService === service).map((c) => c.category))].join(', ');
}

/**
 * Step 3: the six quote services, each naming the catalogue categories it covers and its from
 * price; under each chosen one, its catalogue services to narrow the job down, with quantities.
 * The catalogue service the visitor came from is named and kept (and chosen) while the quote
 * service it belongs to is chosen.
 */
export function ServicesStep({ draft, update, errors, catalogue, book }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const cameFrom = catalogue.find((c) => c.slug === draft.catalogueService);
  const choices = useChoices()('services', QUOTE_SERVICES).map((choice) => {
    const service = choice.value as QuoteService;
    const categories = categoriesOf(catalogue, service);
    return {
      ...choice,
      detail: (
        <>
          {categories && <span className="text-sm text-stone-700">{t('quote.serviceCard.categories', { categories })}</span>}
          <span className="text-sm font-semibold text-green-900">{formatFromPrice(t, lang, quotePrice(book, service))}</span>
        </>
      ),
    };
  });
  const onToggle = (value: string) => {
    const services = toggle(draft.services, value) as QuoteDraft['services'];
    // The service the visitor came from, and the catalogue services chosen, go with their quote service.
    const keep = cameFrom && services.includes(cameFrom.quoteService);
    const items = draft.items.filter((item) =>
      catalogue.some((c) => c.slug === item.service && services.includes(c.quoteService)),
    );
    update({ services, items, catalogueService: keep ? draft.catalogueService : undefined });
  };
  return (
    <div className="flex flex-col gap-4">
      {cameFrom && (
        <p className="rounded-lg border border-green-800 bg-green-50 p-4 text-stone-900">
          {t('quote.cameFrom.text', {
            service: cameFrom.name,
            quoteService: t(`quote.options.services.${cameFrom.quoteService}.label`),
          })}
        </p>
      )}
      <FieldError id="quote-came-from-error" message={errors.catalogueService} />
      <ChoiceGroup
        legend={t('quote.fields.services')}
        hideLegend
        type="checkbox"
        name="services"
        columns="two"
        choices={choices}
        selected={draft.services}
        onToggle={onToggle}
        error={errors.services}
      />
      {QUOTE_SERVICES.filter((service) => draft.services.includes(service)).map((service) => (
        <JobChoices
          key={service}
          quoteService={service}
          draft={draft}
          update={update}
          errors={errors}
          catalogue={catalogue}
          book={book}
        />
      ))}
    </div>
  );
}

export function TimelineStep({ draft, update, errors, book }: StepProps) {
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
        choices={choices('timeline', TIMELINES).map((c) => ({
          ...c,
          detail: <Surcharge multiplier={book.multipliers.timeline[c.value as keyof PriceBook['multipliers']['timeline']]} />,
        }))}
        selected={draft.timeline ? [draft.timeline] : []}
        onToggle={(value) => update({ timeline: value as QuoteDraft['timeline'] })}
        error={errors.timeline}
      />
      <ChoiceGroup
        legend={t('quote.fields.budget')}
        type="radio"
        name="budget"
        columns="two"
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
        choices={choices('urgency', URGENCIES).map((c) => ({
          ...c,
          detail: <Surcharge multiplier={book.multipliers.urgency[c.value as keyof PriceBook['multipliers']['urgency']]} />,
        }))}
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
          columns="two"
          choices={values.map((value) => ({
            value,
            label: t(`quote.options.${field}.${value}.label`),
            hint: t(`quote.options.${field}.${value}.hint`),
          }))}
          selected={draft[field]}
          onToggle={(value) => update({ [field]: toggle(draft[field], value) })}
          error={errors[field]}
        />
      ))}
    </div>
  );
}
