import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../../domain/format';
import type { Lang } from '../../../../domain/languages';
import { formatJobRange, jobLineAmount, jobLineDetail, jobLineName } from '../../../../domain/quote/job-text';
import type { QuoteView } from '../../../../server/leads/schemas';
import { optionLabel } from '../../leads/labels';

/** What a quote request says about money: its starting estimate and its job as quoted. */
export type QuotedRequest = Pick<QuoteView, 'estimate' | 'job'>;

/**
 * The request beside the editor, for reference while pricing the lines: the range the visitor
 * read and the job's lines first, then the starting estimate.
 */
export function EstimateReference({ quoted }: { quoted: QuotedRequest | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  if (!quoted || (!quoted.estimate && !quoted.job)) return null;
  const { estimate, job } = quoted;
  const money = (n: number) => formatMoney(n, lang);
  return (
    <section aria-label={t('quoteJob.reference.heading')} className="h-fit rounded-md border border-stone-200 bg-stone-50 p-4">
      <h3 className="font-semibold text-stone-900">{t('quoteJob.reference.heading')}</h3>
      <p className="mt-1 text-sm text-stone-700">{t('quoteJob.reference.hint')}</p>
      {job && (
        <>
          <p className="mt-3 text-sm text-stone-800">
            {t('quoteJob.range.label')}:{' '}
            <span className="font-semibold text-green-900" data-testid="reference-range">
              {formatJobRange(lang, job)}
            </span>
          </p>
          <ul className="mt-2 space-y-1 text-sm text-stone-800">
            {job.lines.map((line) => (
              <li key={line.kind === 'service' ? line.service : line.quote_service}>
                <span className="font-medium">{jobLineName(t, lang, line)}</span>: {jobLineDetail(t, lang, line)} ={' '}
                {jobLineAmount(lang, line)}
              </li>
            ))}
          </ul>
        </>
      )}
      {estimate && (
        <dl className="mt-3 space-y-1 border-t border-stone-300 pt-2 text-sm text-stone-800">
          {estimate.breakdown.map((line) => (
            <div key={line.service} className="flex justify-between gap-3">
              <dt>{optionLabel(t, 'services', line.service)}</dt>
              <dd>{money(line.cost)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-stone-300 pt-1 font-semibold">
            <dt>{t('quoteJob.summary.startingHeading')}</dt>
            <dd>{money(estimate.totalPrice)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
