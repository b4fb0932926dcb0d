import { useTranslation } from '../../i18n';
import { BUDGET_RANGES, SERVICE_BASE_PRICES, SIZE_MULTIPLIERS } from '../../../domain/quote/options';
import { budgetRangeValues, formatMoney, formatMultiplier } from '../../../domain/quote/money';
import { estimateQuote } from '../../../domain/quote/pricing';
import type { QuoteDraft } from '../../../domain/quote/draft';
import { useSite } from '../../root';
import type { UploadView } from './useQuoteBuilder';

interface Props {
  draft: QuoteDraft;
  uploads: UploadView[];
  /** Upload progress from 0 to 1 while sending; null when not sending. */
  sending: number | null;
  onBack: () => void;
  onSubmit: () => void;
}

/** The summary view: per-service breakdown and total, the request at a glance, then send or go back. */
export function Summary({ draft, uploads, sending, onBack, onSubmit }: Props) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const { propertyType, propertySize, timeline } = draft;
  if (!propertyType || !propertySize || !timeline) return null;
  const estimate = estimateQuote({ ...draft, propertyType, propertySize });
  const option = (group: string, value: string) => t(`quote.options.${group}.${value}.label`);
  const size = option('propertySize', propertySize).toLocaleLowerCase(lang);
  const preferences = [
    ...draft.plantPreferences.map((v) => t(`quote.options.plantPreferences.${v}`)),
    ...draft.stylePreferences.map((v) => t(`quote.options.stylePreferences.${v}`)),
    ...draft.materialSelection.map((v) => t(`quote.options.materialSelection.${v}`)),
  ];
  const { contactInfo: c } = draft;
  const details: [string, string][] = [
    [t('quote.fields.propertyType'), option('propertyType', propertyType)],
    [t('quote.fields.propertySize'), option('propertySize', propertySize)],
    [t('quote.fields.timeline'), option('timeline', timeline)],
    [
      t('quote.fields.budget'),
      draft.budget
        ? t(`quote.options.budget.${draft.budget}`, budgetRangeValues(BUDGET_RANGES[draft.budget], lang))
        : t('quote.options.budget.none'),
    ],
    [t('quote.fields.urgency'), option('urgency', draft.urgency)],
    [t('quote.steps.preferences.title'), preferences.join(', ') || t('quote.summary.none')],
    [t('quote.fields.name'), c.name],
    [t('quote.fields.email'), c.email],
    [t('quote.fields.phone'), c.phone || '-'],
    [t('quote.fields.address'), c.address || '-'],
    [t('quote.fields.message'), c.message || '-'],
    [t('quote.summary.files'), uploads.map((u) => u.name).join(', ') || t('quote.summary.noFiles')],
  ];
  const busy = sending !== null;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-800">{t('quote.summary.intro')}</p>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{t('quote.summary.heading')}</caption>
        <thead>
          <tr className="border-b-2 border-green-800 text-sm text-stone-800">
            <th scope="col" className="py-2 pr-3">
              {t('quote.summary.service')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('quote.summary.cost')}
            </th>
            <th scope="col" className="hidden py-2 sm:table-cell">
              {t('quote.summary.description')}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.breakdown.map((line) => (
            <BreakdownRow
              key={line.service}
              label={option('services', line.service)}
              cost={formatMoney(line.cost, lang)}
              description={t('quote.summary.lineDescription', {
                base: formatMoney(SERVICE_BASE_PRICES[line.service], lang, 0),
                multiplier: formatMultiplier(SIZE_MULTIPLIERS[propertySize], lang),
                size,
              })}
            />
          ))}
          <BreakdownRow
            label={t('quote.summary.adjustments')}
            cost={formatMultiplier(estimate.propertyMultiplier * estimate.timelineMultiplier * estimate.urgencyMultiplier, lang)}
            description={t('quote.summary.adjustmentsText', {
              property: formatMultiplier(estimate.propertyMultiplier, lang),
              timeline: formatMultiplier(estimate.timelineMultiplier, lang),
              urgency: formatMultiplier(estimate.urgencyMultiplier, lang),
            })}
          />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 pr-3 text-lg font-bold text-green-900">
              {t('quote.summary.total')}
            </th>
            <td className="py-3 pr-3 text-right text-lg font-bold whitespace-nowrap text-green-900" data-testid="summary-total">
              {formatMoney(estimate.totalPrice, lang)}
            </td>
            <td className="hidden py-3 text-sm text-stone-700 sm:table-cell">{t('quote.estimate.note')}</td>
          </tr>
        </tfoot>
      </table>
      <p className="-mt-4 text-sm text-stone-700 sm:hidden">{t('quote.estimate.note')}</p>

      <section aria-labelledby="quote-summary-details">
        <h3 id="quote-summary-details" className="mb-2 text-lg font-semibold text-stone-900">
          {t('quote.summary.details')}
        </h3>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-stone-900">{label}</dt>
              <dd className="mb-2 break-words text-stone-800 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {busy && (
        <div>
          <p id="quote-upload-label" className="mb-1 text-sm font-semibold text-stone-800">
            {t('quote.summary.uploading')}
          </p>
          <div
            role="progressbar"
            aria-labelledby="quote-upload-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(sending * 100)}
            className="h-3 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-green-800 transition-all" style={{ width: `${Math.round(sending * 100)}%` }} />
          </div>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className="rounded-md border-2 border-green-800 px-6 py-3 font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60"
        >
          {t('quote.summary.backToForm')}
        </button>
        <button
          type="button"
          onClick={onSubmit}
          disabled={busy}
          className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900 disabled:opacity-60"
        >
          {busy ? t('quote.summary.submitting') : t('quote.summary.submit')}
        </button>
      </div>
    </div>
  );
}

/**
 * One line of the breakdown: service, cost, description. On a phone the description moves under
 * the service's name, so three columns never squeeze into a narrow screen.
 */
function BreakdownRow({ label, cost, description }: { label: string; cost: string; description: string }) {
  return (
    <tr className="border-b border-stone-200 align-top">
      <th scope="row" className="py-3 pr-3 font-semibold text-stone-900">
        {label}
        <span className="mt-1 block text-sm font-normal text-stone-700 sm:hidden">{description}</span>
      </th>
      <td className="py-3 pr-3 text-right whitespace-nowrap">{cost}</td>
      <td className="hidden py-3 text-sm text-stone-700 sm:table-cell">{description}</td>
    </tr>
  );
}
