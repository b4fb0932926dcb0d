import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { BUDGET_RANGES } from '../../../domain/quote/options';
import { budgetRangeValues, formatInteger } from '../../../domain/format';
import { areaFromText, type QuoteDraft } from '../../../domain/quote/draft';
import { isQuoteFileType, QUOTE_FILE_LABELS } from '../../../domain/quote/files';
import { useSite } from '../../use-site';
import type { CatalogueChoice } from '../../server/quote-builder.server';
import type { UploadView } from './useQuoteBuilder';

/** A step's key (its texts are quote.steps.<key>) and number. */
const STEPS = {
  propertyType: 1,
  propertySize: 2,
  services: 3,
  timeline: 4,
  preferences: 5,
  files: 6,
  contact: 7,
} as const;
type StepKey = keyof typeof STEPS;

interface Props {
  draft: QuoteDraft;
  uploads: UploadView[];
  catalogue: CatalogueChoice[];
  /** Opens a step to change its answers. */
  onChange: (step: number) => void;
}

/**
 * "Your request" in the summary: the answers step by step, each with a 'Change' button that opens
 * its step, and the chosen photos as thumbnails (a PDF as a chip with its name).
 */
export function SummaryDetails({ draft, uploads, catalogue, onChange }: Props) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const option = (group: string, value: string) => t(`quote.options.${group}.${value}.label`);
  const typed = areaFromText(draft.area);
  const area = typed !== undefined && Number.isInteger(typed) && typed > 0 ? typed : undefined;
  const cameFrom = catalogue.find((c) => c.slug === draft.catalogueService);
  const preferences = [
    ...draft.plantPreferences.map((v) => option('plantPreferences', v)),
    ...draft.stylePreferences.map((v) => option('stylePreferences', v)),
    ...draft.materialSelection.map((v) => option('materialSelection', v)),
  ];
  const { contactInfo: c } = draft;
  const rows: Record<Exclude<StepKey, 'files'>, [string, string][]> = {
    propertyType: [[t('quote.fields.propertyType'), draft.propertyType ? option('propertyType', draft.propertyType) : '-']],
    propertySize: [
      [t('quote.fields.propertySize'), draft.propertySize ? option('propertySize', draft.propertySize) : '-'],
      ...(area ? [[t('quote.area.label'), t('quote.area.value', { area: formatInteger(area, lang) })] as [string, string]] : []),
    ],
    services: [
      [t('quote.fields.services'), draft.services.map((s) => option('services', s)).join(', ')],
      ...(cameFrom ? [[t('quote.cameFrom.label'), cameFrom.name] as [string, string]] : []),
    ],
    timeline: [
      [t('quote.fields.timeline'), draft.timeline ? option('timeline', draft.timeline) : '-'],
      [
        t('quote.fields.budget'),
        draft.budget
          ? t(`quote.options.budget.${draft.budget}`, budgetRangeValues(BUDGET_RANGES[draft.budget], lang))
          : t('quote.options.budget.none'),
      ],
      [t('quote.fields.urgency'), option('urgency', draft.urgency)],
    ],
    preferences: [[t('quote.steps.preferences.title'), preferences.join(', ') || t('quote.summary.none')]],
    contact: [
      [t('quote.fields.name'), c.name],
      [t('quote.fields.email'), c.email],
      [t('quote.fields.phone'), c.phone || '-'],
      [t('quote.fields.address'), c.address || '-'],
      [t('quote.fields.message'), c.message || '-'],
    ],
  };

  const group = (key: StepKey, body: ReactNode) => {
    const title = t(`quote.steps.${key}.title`);
    return (
      <section key={key} aria-labelledby={`quote-review-${key}`} className="border-t border-stone-200 py-3 first:border-t-0">
        <div className="flex items-center justify-between gap-2">
          <h4 id={`quote-review-${key}`} className="min-w-0 font-semibold break-words text-green-900">
            {title}
          </h4>
          <button
            type="button"
            onClick={() => onChange(STEPS[key])}
            aria-label={t('quote.summary.changeStep', { step: title })}
            className="min-h-11 shrink-0 rounded-md px-2 text-sm font-semibold text-green-800 underline underline-offset-2 hover:bg-green-50 hover:text-green-900"
          >
            {t('quote.summary.change')}
          </button>
        </div>
        {body}
      </section>
    );
  };
  // A row named like its step (Services under Services) shows only its value; screen readers still get the name.
  const list = (key: StepKey, items: [string, string][]) => (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => {
        const named = label === t(`quote.steps.${key}.title`);
        return (
          <div key={label} className="contents">
            <dt className={named ? 'sr-only' : 'font-semibold text-stone-900'}>{label}</dt>
            <dd className={`mb-2 break-words text-stone-800 sm:mb-0 ${named ? 'sm:col-span-2' : ''}`}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );

  return (
    <section aria-labelledby="quote-summary-details">
      <h3 id="quote-summary-details" className="mb-2 text-lg font-semibold text-stone-900">
        {t('quote.summary.details')}
      </h3>
      <div className="rounded-lg border border-stone-200 px-4">
        {(Object.keys(STEPS) as StepKey[]).map((key) =>
          key === 'files' ? group(key, <Files uploads={uploads} />) : group(key, list(key, rows[key])),
        )}
      </div>
    </section>
  );
}

/** The chosen files: photos as thumbnails, a PDF as a chip with its name. */
function Files({ uploads }: { uploads: UploadView[] }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return <p className="text-sm text-stone-800">{t('quote.summary.noFiles')}</p>;
  return (
    <ul aria-label={t('quote.summary.files')} className="flex flex-wrap gap-3">
      {uploads.map((upload) =>
        upload.preview ? (
          <li key={upload.id} className="w-24">
            <img
              src={upload.preview}
              alt={t('quote.files.preview', { name: upload.name })}
              className="size-24 rounded-md border border-stone-200 object-cover"
            />
            <span className="mt-1 block truncate text-xs text-stone-700">{upload.name}</span>
          </li>
        ) : (
          <li
            key={upload.id}
            className="flex max-w-full items-center gap-2 self-start rounded-full border border-stone-300 bg-stone-50 py-1 pr-3 pl-1 text-sm text-stone-900"
          >
            <span aria-hidden="true" className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-900">
              {isQuoteFileType(upload.type) ? QUOTE_FILE_LABELS[upload.type] : ''}
            </span>
            <span className="truncate">{upload.name}</span>
          </li>
        ),
      )}
    </ul>
  );
}
