import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { telHref } from '../../domain/company-format';
import { PageMeta } from '../components/seo/PageMeta';
import { PageHero } from '../components/ui/PageHero';
import { BookingForm } from '../components/visits/BookingForm';
import { landingSource } from '../server/lead-source.server';
import { DayList, hrefWith } from '../components/visits/DayList';
import { TimeChoices } from '../components/visits/TimeChoices';
import { PREFILL_FIELDS } from '../../domain/visits/prefill';
import { bookingAction, loadBooking } from '../server/visits.server';
import type { PageHandle } from '../root';
import type { Route } from './+types/book-visit';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

/** Free times change with every booking and minute: never kept by the page cache or a browser. */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadBooking(context, request)), landingSource: landingSource(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return bookingAction(context, request);
}

const section = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
/** A step's heading: where the step before it lands (a fragment, clear of the sticky header), and what takes the focus there (enhance/focus.ts). */
const stepHeading = 'mb-4 scroll-mt-24 text-xl font-bold text-green-900 outline-none';

/**
 * /book-visit (docs/visits.md): a day (links), a time (radio buttons in a GET form), then the
 * details (a POST form). Every step works without JavaScript; times are the company's. Each step
 * opens the page again at the next one (#visit-time, #visit-details), not at its top.
 */
export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const d = loaderData;
  const href = (changes: Record<string, string | null>) => hrefWith(pathname, search, changes);
  const carried = PREFILL_FIELDS.filter((f) => d.prefill[f]);
  // After a post the form stays, even when its time was taken meanwhile (it then offers the next ones).
  const start = d.chosen?.start ?? actionData?.values.start;
  return (
    <>
      <PageMeta title={t('visits.meta.title')} description={t('visits.meta.description')} path="/book-visit" />
      <PageHero title={t('visits.book.heading')} subtitle={t('visits.book.intro')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
        <p className="rounded-md bg-green-50 p-4 font-medium text-green-950">
          {t('visits.book.zone', { zone: d.zone })}{' '}
          <a href={telHref(d.phone)} className="underline">
            {t('visits.book.call', { phone: d.phone })}
          </a>
        </p>
        {d.prefill.lead && <p className="text-stone-800">{t('visits.book.forQuote', { reference: d.prefill.lead })}</p>}

        <section aria-labelledby="visit-day" className={section}>
          <h2 id="visit-day" tabIndex={-1} className={stepHeading}>
            {t('visits.book.dayHeading')}
          </h2>
          <DayList
            days={d.days}
            selected={d.date}
            earlier={d.earlier}
            later={d.later}
            href={href}
            timesAnchor="visit-time"
            listAnchor="visit-day"
          />
        </section>

        <section aria-labelledby="visit-time" className={section}>
          <h2 id="visit-time" tabIndex={-1} className={stepHeading}>
            {t('visits.book.timeHeading')}
          </h2>
          {d.date ? (
            <form method="get" action="/book-visit#visit-details" className="space-y-4">
              <input type="hidden" name="date" value={d.date} />
              {carried.map((f) => (
                <input key={f} type="hidden" name={f} value={d.prefill[f]} />
              ))}
              <TimeChoices
                legend={t('visits.book.timesLegend', { date: d.dateLabel })}
                times={d.times}
                checked={d.chosen?.start}
              />
              {d.times.length > 0 && (
                <button type="submit" className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900">
                  {t('visits.book.continue')}
                </button>
              )}
            </form>
          ) : (
            <p className="text-stone-800">{t('visits.book.chooseDay')}</p>
          )}
        </section>

        <section aria-labelledby="visit-details" className={section}>
          <h2 id="visit-details" tabIndex={-1} className={stepHeading}>
            {t('visits.book.detailsHeading')}
          </h2>
          {start ? (
            <div className="space-y-5">
              {d.chosen && (
                <p className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold text-green-950">
                  {t('visits.book.chosen', { when: `${d.chosen.when.date}, ${d.chosen.when.time} (${d.chosen.when.zone})` })}
                  <Link to={`${href({ start: null })}#visit-time`} className="text-base font-medium text-green-800 underline">
                    {t('visits.book.change')}
                  </Link>
                </p>
              )}
              <BookingForm
                action={`${pathname}${search}#visit-details`}
                start={start}
                prefill={d.prefill}
                result={actionData}
                phone={d.phone}
                landingSource={d.landingSource}
              />
            </div>
          ) : (
            <p className="text-stone-800">{t('visits.book.chooseTime')}</p>
          )}
        </section>
      </div>
    </>
  );
}
