import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { telHref } from '../../../domain/company-format';
import { formatMoney, formatMultiplier } from '../../../domain/format';
import { lineDescription } from '../../../domain/quote/describe';
import { formatJobRange, jobLineAmount, jobLineDetail, jobLineName } from '../../../domain/quote/job-text';
import type { PriceBook } from '../../../domain/quote/price-book';
import { estimateQuote } from '../../../domain/quote/pricing';
import type { QuoteDraft } from '../../../domain/quote/draft';
import { useSite } from '../../use-site';
import type { CatalogueChoice } from '../../server/quote-builder.server';
import { SummaryDetails } from './SummaryDetails';
import { linesWithTexts, useJob } from './EstimatePanel';
import type { UploadView } from './useQuoteBuilder';

interface Props {
  draft: QuoteDraft;
  uploads: UploadView[];
  catalogue: CatalogueChoice[];
  book: PriceBook;
  /** Upload progress from 0 to 1 while sending; null when not sending. */
  sending: number | null;
  /** Why the last submission failed; shown beside the Submit button, which it takes the focus from. */
  failure: { message: string } | null;
  onBack: () => void;
  /** Opens a step from its 'Change' button. */
  onChange: (step: number) => void;
  onSubmit: () => void;
}

/**
 * The summary view: the job's likely range first, its lines, then SPEC.md's per-service breakdown
 * as the starting estimate, the request at a glance, then send or go back.
 */
export function Summary({ draft, uploads, catalogue, book, sending, failure, onBack, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const { lang, company } = useSite();
  const failureRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  // Focus on the message, with the message and the buttons on screen together (the message pushed them down).
  useEffect(() => {
    if (!failure) return;
    failureRef.current?.focus({ preventScroll: true });
    actionsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);
  const job = useJob(draft, catalogue, book);
  const { propertyType, propertySize, timeline } = draft;
  if (!propertyType || !propertySize || !timeline || !job) return null;
  const estimate = estimateQuote({ ...draft, propertyType, propertySize }, book);
  const option = (group: string, value: string) => t(`quote.options.${group}.${value}.label`);
  const busy = sending !== null;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-800">{t('quote.summary.intro')}</p>
      <section aria-labelledby="quote-summary-range" className="rounded-lg border border-green-800 bg-green-50 p-5">
        <h3 id="quote-summary-range" className="text-base font-semibold text-green-900">
          {t('quoteJob.range.title')}
        </h3>
        <p className="mt-1 text-2xl font-bold break-words text-green-900 sm:text-3xl" data-testid="summary-range">
          {formatJobRange(lang, job)}
        </p>
        <p className="mt-2 text-sm text-stone-700">{t('quoteJob.range.note')}</p>
      </section>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="mb-2 text-left text-lg font-semibold text-stone-900">{t('quoteJob.summary.heading')}</caption>
        <thead>
          <tr className="border-b-2 border-green-800 text-sm text-stone-800">
            <th scope="col" className="py-2 pr-3">
              {t('quoteJob.summary.service')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('quoteJob.summary.amount')}
            </th>
            <th scope="col" className="hidden py-2 sm:table-cell">
              {t('quoteJob.summary.detail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {linesWithTexts(job, catalogue, lang).map((line) => (
            <BreakdownRow
              key={line.kind === 'service' ? line.service : line.quote_service}
              label={jobLineName(t, lang, line)}
              cost={jobLineAmount(lang, line)}
              description={jobLineDetail(t, lang, line)}
            />
          ))}
        </tbody>
      </table>
      <div>
        <h3 className="text-lg font-semibold text-stone-900">{t('quoteJob.summary.startingHeading')}</h3>
        <p className="mt-1 text-sm text-stone-700">{t('quoteJob.summary.startingNote')}</p>
      </div>
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
              description={lineDescription(t, lang, line.service, propertySize, book)}
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
            <th scope="row" className="py-3 pr-3 text-base font-bold text-green-900 sm:text-lg">
              {t('quote.summary.total')}
            </th>
            <td
              className="py-3 pr-3 text-right text-base font-bold whitespace-nowrap text-green-900 sm:text-lg"
              data-testid="summary-total"
            >
              {formatMoney(estimate.totalPrice, lang)}
            </td>
            <td className="hidden py-3 text-sm text-stone-700 sm:table-cell">{t('quote.estimate.note')}</td>
          </tr>
        </tfoot>
      </table>
      <p className="-mt-4 text-sm text-stone-700 sm:hidden">{t('quote.estimate.note')}</p>

      <SummaryDetails draft={draft} uploads={uploads} catalogue={catalogue} onChange={onChange} />

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

      <div ref={actionsRef} className="flex scroll-mt-24 flex-col gap-4">
        {failure && (
          <div
            ref={failureRef}
            role="alert"
            tabIndex={-1}
            className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900 outline-none focus-visible:outline-3 focus-visible:outline-yellow-600"
          >
            <p className="font-semibold">{failure.message}</p>
            <p className="mt-1">
              {t('quote.failure.kept')}{' '}
              <a href={telHref(company.phone)} className="font-semibold whitespace-nowrap underline">
                {t('quote.failure.call', { phone: company.phone })}
              </a>
            </p>
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
