import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import type { QuoteView } from '../../../server/leads/schemas';
import { formatBytes, formatDate, formatMoney } from '../../../domain/format';
import { formatJobRange } from '../../../domain/quote/job-text';
import { catalogueName, optionList } from '../leads/labels';
import { StatusBadge } from '../leads/StatusBadge';

/** The user's own quote requests: date, reference, services, estimate, status and files. */
export function QuoteRequests({ quotes }: { quotes: QuoteView[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section aria-labelledby="quotes-heading" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-heading" className="text-xl font-semibold text-green-900">
          {t('account.quotes.heading')}
        </h2>
        {quotes.length > 0 && (
          <Link
            to="/quote-builder"
            className="rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50"
          >
            {t('account.quotes.another')}
          </Link>
        )}
      </div>
      {quotes.length === 0 ? (
        <div className="mt-4 space-y-4">
          <p className="text-stone-700">{t('account.quotes.empty')}</p>
          <Link
            to="/quote-builder"
            className="inline-block rounded-md bg-amber-400 px-5 py-2.5 font-semibold text-green-950 hover:bg-amber-300"
          >
            {t('account.quotes.getQuote')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('account.quotes.caption')} className="mt-4 space-y-4">
          {quotes.map((quote) => (
            <li key={quote.id} className="rounded-md border border-stone-200 p-4">
              <article aria-labelledby={`quote-${quote.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`quote-${quote.id}`} className="font-semibold text-stone-900">
                    {t('leads.fields.reference')}: {quote.reference}
                  </h3>
                  <StatusBadge status={quote.status} />
                </div>
                <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium text-stone-700">{t('leads.fields.date')}</dt>
                  <dd className="text-stone-900">
                    <time dateTime={quote.created_at}>{formatDate(quote.created_at, lang)}</time>
                  </dd>
                  <dt className="font-medium text-stone-700">{t('leads.fields.services')}</dt>
                  <dd className="text-stone-900">
                    {quote.catalogue_service && `${catalogueName(quote.catalogue_service, lang)} · `}
                    {optionList(t, 'services', quote.services)}
                  </dd>
                  {quote.job ? (
                    <>
                      <dt className="font-medium text-stone-700">{t('quoteJob.range.label')}</dt>
                      <dd className="font-semibold text-stone-900">{formatJobRange(lang, quote.job)}</dd>
                    </>
                  ) : (
                    <>
                      <dt className="font-medium text-stone-700">{t('leads.fields.estimate')}</dt>
                      <dd className="font-semibold text-stone-900">{formatMoney(quote.total_price, lang)}</dd>
                    </>
                  )}
                  <dt className="font-medium text-stone-700">{t('leads.fields.files')}</dt>
                  <dd className="text-stone-900">
                    {quote.files.length === 0 ? (
                      t('account.quotes.noFiles')
                    ) : (
                      <ul className="space-y-0.5">
                        {quote.files.map((file) => (
                          <li key={file.id} className="break-all">
                            {file.name} <span className="text-stone-700">({formatBytes(file.size, lang)})</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
