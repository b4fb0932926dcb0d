import { useTranslation } from '../i18n';
import { privatePageHeaders } from '../server/auth.server';
import { crewDayAction, crewDayPage } from '../server/crew.server';
import type { PageHandle } from '../root';
import { CrewVisit } from '../components/crew/CrewVisit';
import type { Route } from './+types/crew';

/**
 * Complete HTML with plain forms, no React in the browser: the crew's phone may have a poor
 * connection, and every action works as one post (sent twice, recorded once).
 */
export const handle: PageHandle = { hydrate: false };

export const headers = privatePageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  return crewDayPage(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return crewDayAction(context, request);
}

const button = 'rounded-md border border-green-800 px-4 py-3 font-semibold text-green-900 hover:bg-green-50';

/**
 * The crew member's private calendar link: made (and shown once) or replaced, and stopped. The
 * `webcal:` address opens the phone's calendar app at its 'subscribe' screen.
 */
function CalendarFeed({ since, url }: { since: string | null; url?: string }) {
  const { t } = useTranslation();
  const active = since !== null || url !== undefined;
  return (
    <section
      id="calendar-feed"
      aria-labelledby="calendar-feed-heading"
      className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="calendar-feed-heading" className="text-xl font-bold text-green-900">
        {t('jobs.feed.heading')}
      </h2>
      <p className="mt-2 text-stone-800">{t('jobs.feed.intro')}</p>
      {url ? (
        <div className="mt-4 space-y-3 rounded-md border border-green-700 bg-green-50 p-4">
          <p className="font-semibold text-green-900">{t('jobs.feed.created')}</p>
          <label className="block">
            <span className="font-semibold text-stone-900">{t('jobs.feed.url')}</span>
            <input
              readOnly
              value={url}
              className="mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900"
            />
          </label>
          <a href={url.replace(/^https?:/, 'webcal:')} className={`inline-block ${button}`}>
            {t('jobs.feed.subscribe')}
          </a>
        </div>
      ) : (
        <p className="mt-3 text-stone-800">{since ? t('jobs.feed.active', { date: since }) : t('jobs.feed.none')}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <form method="post">
          <button type="submit" name="intent" value="feed-new" className={button}>
            {active ? t('jobs.feed.replace') : t('jobs.feed.create')}
          </button>
        </form>
        {active && (
          <form method="post">
            <button type="submit" name="intent" value="feed-stop" className={button}>
              {t('jobs.feed.stop')}
            </button>
          </form>
        )}
      </div>
      {active && <p className="mt-2 text-sm text-stone-700">{t('jobs.feed.replaceHint')}</p>}
    </section>
  );
}

const dayLink = 'rounded-md border border-green-800 px-3 py-2 font-semibold text-green-900 hover:bg-green-50';

/** /crew, My day (docs/jobs.md): the signed-in crew member's visits of a day, in order. */
export default function CrewDay({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { date, dateLabel, isToday, previous, next, visits, done, feedSince } = loaderData;
  return (
    <>
      <title>{t('jobs.crewDay.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div>
          <h1 className="text-3xl font-bold text-green-900">{isToday ? t('jobs.crewDay.title') : dateLabel}</h1>
          {isToday && <p className="mt-1 text-lg text-stone-800">{dateLabel}</p>}
        </div>
        <nav aria-label={t('jobs.crewDay.days')} className="flex flex-wrap gap-2">
          <a href={`/crew?date=${previous}`} className={dayLink}>
            {t('jobs.crewDay.previous')}
          </a>
          {!isToday && (
            <a href="/crew" className={dayLink}>
              {t('jobs.crewDay.today')}
            </a>
          )}
          <a href={`/crew?date=${next}`} className={dayLink}>
            {t('jobs.crewDay.next')}
          </a>
        </nav>
        <div role="status">
          {done && (
            <p className="rounded-md border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
              {t(`jobs.crewDay.done.${done}`)}
            </p>
          )}
        </div>
        <div role="alert">
          {actionData?.message && !visits.some((visit) => visit.id === actionData.visit) && (
            <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">{actionData.message}</p>
          )}
        </div>
        {visits.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-800">{t('jobs.crewDay.none')}</p>
        ) : (
          <ol className="space-y-6">
            {visits.map((visit) => (
              <li key={visit.id}>
                <CrewVisit visit={visit} date={date} refused={actionData?.visit === visit.id ? actionData : undefined} />
              </li>
            ))}
          </ol>
        )}
        <CalendarFeed since={feedSince} url={actionData?.feedUrl} />
      </div>
    </>
  );
}
