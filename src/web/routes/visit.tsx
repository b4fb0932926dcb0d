import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { telHref } from '../../domain/company-format';
import { DayList, hrefWith } from '../components/visits/DayList';
import { TimeChoices } from '../components/visits/TimeChoices';
import { privatePageHeaders } from '../server/auth.server';
import { loadManage, manageAction } from '../server/visits.server';
import type { PageHandle } from '../root';
import { HubButton } from '../components/hub/HubButton';
import { openHubFromItem } from '../server/hub.server';
import type { Route } from './+types/visit';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

/** The link is the visitor's key: the page is never cached, never indexed. */
export const headers = privatePageHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadManage(context, request, params.token);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return (await openHubFromItem(context, request, 'visit', params.token)) ?? manageAction(context, request, params.token);
}

const section = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const statusTone = {
  booked: 'bg-green-100 text-green-900',
  done: 'bg-stone-200 text-stone-900',
  no_show: 'bg-amber-100 text-amber-950',
  cancelled: 'bg-red-100 text-red-900',
};

/** /visits/{token}: the visit, and while the minimum notice allows, another time or a cancellation. */
export default function ManageVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { visit, when, deadline, phone, done, calendar } = loaderData;
  const href = (changes: Record<string, string | null>) => hrefWith(pathname, search, { done: null, cancel: null, ...changes });
  // ?cancel=confirm: the cancellation asks first (a step of its own, so it works without JavaScript).
  const confirming = new URLSearchParams(search).get('cancel') === 'confirm';
  const at = `${when.date}, ${when.time} (${when.zone})`;
  const doneText =
    done === 'booked' ? 'bookedNow' : done === 'rescheduled' ? 'rescheduledNow' : done === 'cancelled' ? 'cancelledNow' : null;
  return (
    <>
      <title>{t('visits.manage.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-green-900 sm:text-4xl">{t('visits.manage.heading')}</h1>
        <HubButton label="visits.hubLink" />
        <div role="status">
          {doneText && (
            <p className="rounded-md border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
              {t(`visits.manage.${doneText}`, { email: visit.email, when: at })}
            </p>
          )}
        </div>
        <div role="alert">
          {actionData?.status === 'taken' && (
            <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">{t('visits.book.taken')}</p>
          )}
          {actionData?.status === 'invalid' && (
            <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">{t(actionData.message)}</p>
          )}
          {actionData?.status === 'locked' && (
            <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
              {t('visits.manage.locked', { phone })}
            </p>
          )}
          {actionData?.status === 'rate-limited' && (
            <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
              {t('visits.book.rateLimited', { phone })}
            </p>
          )}
        </div>

        <section aria-labelledby="visit-summary" className={section}>
          <h2 id="visit-summary" className="sr-only">
            {t('visits.manage.heading')}
          </h2>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-stone-700">{t('visits.manage.statusLabel')}</dt>
            <dd>
              <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${statusTone[visit.status]}`}>
                {t(`visits.manage.status.${visit.status}`)}
              </span>
            </dd>
            <dt className="font-medium text-stone-700">{t('visits.manage.when')}</dt>
            <dd className="font-semibold text-stone-900">{at}</dd>
            <dt className="font-medium text-stone-700">{t('visits.manage.address')}</dt>
            <dd className="break-words text-stone-900">{visit.address}</dd>
            {visit.service && (
              <>
                <dt className="font-medium text-stone-700">{t('visits.manage.service')}</dt>
                <dd className="text-stone-900">{t(`contact.form.services.${visit.service}`)}</dd>
              </>
            )}
            <dt className="font-medium text-stone-700">{t('visits.manage.reference')}</dt>
            <dd className="text-stone-900">{visit.reference}</dd>
          </dl>
          {visit.status === 'cancelled' && visit.cancelled_by === 'company' && (
            <p className="mt-4 font-medium text-stone-900">{t('visits.manage.cancelledByCompany')}</p>
          )}
          <p className="mt-4 text-stone-800">
            {visit.can_change ? (
              t('visits.manage.changeUntil', { deadline })
            ) : visit.status === 'booked' ? (
              <>
                {t('visits.manage.locked', { phone })}{' '}
                <a href={telHref(phone)} className="font-semibold text-green-800 underline">
                  {phone}
                </a>
              </>
            ) : null}
          </p>
          {visit.status === 'cancelled' && (
            <Link
              to="/book-visit"
              className="mt-4 inline-block rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900"
            >
              {t('visits.manage.bookAgain')}
            </Link>
          )}
        </section>

        {calendar && (
          <section aria-labelledby="visit-reschedule" className={section}>
            <h2 id="visit-reschedule" tabIndex={-1} className="mb-2 scroll-mt-24 text-xl font-bold text-green-900 outline-none">
              {t('visits.manage.rescheduleHeading')}
            </h2>
            <p className="mb-4 text-stone-800">{t('visits.book.zone', { zone: calendar.zone })}</p>
            <DayList
              days={calendar.days}
              selected={calendar.date}
              earlier={calendar.earlier}
              later={calendar.later}
              href={href}
              timesAnchor="visit-new-times"
              listAnchor="visit-reschedule"
            />
            {actionData?.status === 'taken' ? (
              <form method="post" action={`${href({})}#visit-reschedule`} className="mt-6 space-y-4">
                <input type="hidden" name="intent" value="reschedule" />
                <TimeChoices
                  id="visit-new-times"
                  legend={t('visits.book.nextTimes')}
                  times={actionData.next}
                  checked={actionData.next[0]?.start}
                />
                <button type="submit" className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900">
                  {t('visits.manage.rescheduleSubmit')}
                </button>
              </form>
            ) : (
              calendar.date && (
                <form method="post" action={`${href({})}#visit-reschedule`} className="mt-6 space-y-4">
                  <input type="hidden" name="intent" value="reschedule" />
                  <TimeChoices
                    id="visit-new-times"
                    legend={t('visits.book.timesLegend', { date: calendar.dateLabel })}
                    times={calendar.times}
                  />
                  {calendar.times.length > 0 && (
                    <button
                      type="submit"
                      className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900"
                    >
                      {t('visits.manage.rescheduleSubmit')}
                    </button>
                  )}
                </form>
              )
            )}
          </section>
        )}

        {calendar && (
          <section
            aria-labelledby="visit-cancel"
            className={confirming ? 'rounded-lg border-2 border-red-800 bg-red-50 p-4 shadow-sm sm:p-6' : section}
          >
            <h2 id="visit-cancel" tabIndex={-1} className="mb-2 scroll-mt-24 text-xl font-bold text-green-900 outline-none">
              {t('visits.manage.cancelHeading')}
            </h2>
            {confirming ? (
              <>
                <p className="mb-4 font-semibold text-stone-900">{t('visits.manage.confirmCancel', { when: at })}</p>
                <p className="mb-4 text-stone-800">{t('visits.manage.cancelText')}</p>
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                  <form method="post" action={pathname}>
                    <input type="hidden" name="intent" value="cancel" />
                    <button
                      type="submit"
                      className="w-full rounded-md bg-red-800 px-6 py-3 font-semibold text-white hover:bg-red-900 sm:w-auto"
                    >
                      {t('visits.manage.confirmSubmit')}
                    </button>
                  </form>
                  <Link
                    to={`${href({})}#visit-reschedule`}
                    className="rounded-md border-2 border-green-800 bg-white px-6 py-3 text-center font-semibold text-green-900 hover:bg-green-50"
                  >
                    {t('visits.manage.rescheduleInstead')}
                  </Link>
                  <Link to={href({})} className="px-2 py-3 text-center font-semibold text-green-800 underline">
                    {t('visits.manage.keepVisit')}
                  </Link>
                </div>
              </>
            ) : (
              <>
                <p className="mb-4 text-stone-800">{t('visits.manage.cancelText')}</p>
                {/* Cancelling asks first: this link opens the question, which the visitor answers or leaves. */}
                <Link
                  to={`${href({ cancel: 'confirm' })}#visit-cancel`}
                  className="inline-block rounded-md border-2 border-red-800 px-6 py-3 font-semibold text-red-800 hover:bg-red-50"
                >
                  {t('visits.manage.cancelSubmit')}
                </Link>
              </>
            )}
          </section>
        )}
      </div>
    </>
  );
}
