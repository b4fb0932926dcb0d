import { useTranslation } from '../../i18n';
import { draftJobChoices, type QuoteDraft } from '../../../domain/quote/draft';
import { estimateJob, type JobEstimate, type StoredJobLine } from '../../../domain/quote/job';
import { formatJobRange, jobLineAmount, jobLineDetail, jobLineName } from '../../../domain/quote/job-text';
import type { PriceBook } from '../../../domain/quote/price-book';
import { canEstimate } from '../../../domain/quote/pricing';
import type { Lang } from '../../../domain/languages';
import { useSite } from '../../use-site';
import type { CatalogueChoice } from '../../server/quote-builder.server';

/**
 * The visitor's job priced from the catalogue as it was loaded (the same module the server stores
 * it with), once type, size and at least one service are chosen; the server prices it again.
 */
export function useJob(draft: QuoteDraft, catalogue: CatalogueChoice[], book: PriceBook): JobEstimate | null {
  if (!canEstimate(draft)) return null;
  return estimateJob(
    { services: draft.services, items: draftJobChoices(draft), timeline: draft.timeline, urgency: draft.urgency },
    catalogue,
    book,
  );
}

/** The job's lines with the catalogue services' names and units in the page's language, as a request stores them. */
export function linesWithTexts(job: JobEstimate, catalogue: CatalogueChoice[], lang: Lang): StoredJobLine[] {
  return job.lines.map((line) => {
    if (line.kind === 'from') return line;
    const offer = catalogue.find((c) => c.slug === line.service);
    return { ...line, names: { [lang]: offer?.name ?? line.service }, units: { [lang]: offer?.unit ?? '' } };
  });
}

/** The job's lines: service, how it is counted, amount. */
export function JobLines({ lines }: { lines: StoredJobLine[] }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <ul className="mt-3 space-y-1 text-sm text-stone-800">
      {lines.map((line) => (
        <li key={line.kind === 'service' ? line.service : line.quote_service} className="flex justify-between gap-3">
          <span className="min-w-0 break-words">
            <span className="font-semibold text-stone-900">{jobLineName(t, lang, line)}</span>
            {' · '}
            {jobLineDetail(t, lang, line)}
          </span>
          <span className="whitespace-nowrap">{jobLineAmount(lang, line)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The likely range of the visitor's job, recomputed on every change of services, quantities,
 * timeline or urgency, labelled as a range confirmed after a free site visit, with the lines it
 * comes from. Announced politely when it changes.
 */
export function EstimatePanel({ draft, catalogue, book }: { draft: QuoteDraft; catalogue: CatalogueChoice[]; book: PriceBook }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const job = useJob(draft, catalogue, book);
  return (
    <section aria-labelledby="quote-estimate-title" className="rounded-lg border border-green-800 bg-green-50 p-5">
      <h2 id="quote-estimate-title" className="text-base font-semibold text-green-900">
        {t('quoteJob.range.title')}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {job ? (
          <p className="mt-1 text-2xl font-bold break-words text-green-900 sm:text-3xl" data-testid="job-range">
            {formatJobRange(lang, job)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-800">{t('quoteJob.range.waiting')}</p>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-700">{t('quoteJob.range.note')}</p>
      {job && <JobLines lines={linesWithTexts(job, catalogue, lang)} />}
    </section>
  );
}
