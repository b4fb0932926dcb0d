import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { formatLongDate } from '../../../domain/format';
import { addDays, isCalendarDate, middayOf, mondayOf, wallClock } from '../../../domain/visits/time-zone';
import { useApiData } from '../../components/admin/use-api-data';
import { ScheduleConsultationItem, ScheduleVisitItem } from '../../components/admin/schedule/ScheduleItem';
import type { ScheduleData } from '../../components/admin/schedule/types';
import { useSite } from '../../use-site';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/schedule';

const VIEWS = ['agenda', 'week', 'day'] as const;
type View = (typeof VIEWS)[number];
/** How far the agenda looks ahead. */
const AGENDA_DAYS = 14;

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'agenda';
  const date = params.get('date');
  return { view, date: date && isCalendarDate(date) ? date : null };
}

/** The first and last date a view shows, and the dates its previous and next links go to. */
function rangeOf(view: View, date: string) {
  if (view === 'day') return { from: date, to: date, previous: addDays(date, -1), next: addDays(date, 1) };
  if (view === 'week') {
    const monday = mondayOf(date);
    return { from: monday, to: addDays(monday, 6), previous: addDays(monday, -7), next: addDays(monday, 7) };
  }
  return {
    from: date,
    to: addDays(date, AGENDA_DAYS - 1),
    previous: addDays(date, -AGENDA_DAYS),
    next: addDays(date, AGENDA_DAYS),
  };
}

const tab = 'rounded-md border px-3 py-2 font-semibold';

/**
 * /admin/schedule (docs/jobs.md): the crew's job visits and the site-visit consultations together,
 * as an agenda of the next 14 days, a week or a day; each visit in its crew member's colour; the
 * double bookings, the visits without a crew and the jobs not scheduled yet beside them.
 */
export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { company } = useSite();
  const tz = company.timeZone;
  const today = wallClock(Date.now(), tz).date;
  const { view } = loaderData;
  const date = loaderData.date ?? today;
  const range = rangeOf(view, date);
  const { data, status, reload } = useApiData<ScheduleData>(`/api/admin/schedule?from=${range.from}&to=${range.to}`);
  const [notice, setNotice] = useState<string | null>(null);

  const doubled = new Set((data?.warnings ?? []).flatMap((w) => w.visit_ids));
  const crewName = (id: number) => data?.crew.find((c) => c.id === id)?.name ?? '';
  const visitName = (id: number) => {
    const v = data?.visits.find((x) => x.id === id);
    return v ? `${v.job_reference} · ${v.job_title}` : '';
  };
  const dayOf = (iso: string) => wallClock(Date.parse(iso), tz).date;
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  const shownDays =
    view === 'agenda'
      ? days.filter(
          (d) => data?.visits.some((v) => dayOf(v.start) === d) || data?.consultations.some((c) => dayOf(c.start) === d),
        )
      : days;
  const unassigned = (data?.visits ?? []).filter((v) => v.crew.length === 0 && v.status === 'scheduled');
  const href = (v: View, d: string) => `/admin/schedule?view=${v}&date=${d}`;
  const moved = (message: string) => {
    setNotice(message);
    reload();
  };

  return (
    <>
      <title>{t('adminVisits.schedule.title')}</title>
      <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{t('adminVisits.schedule.heading')}</h1>
      <nav aria-label={t('adminVisits.schedule.views')} className="mt-4 flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <Link
            key={v}
            to={href(v, date)}
            aria-current={v === view ? 'page' : undefined}
            className={`${tab} ${v === view ? 'border-green-800 bg-green-800 text-white' : 'border-green-800 text-green-900 hover:bg-green-50'}`}
          >
            {t(`adminVisits.schedule.view.${v}`)}
          </Link>
        ))}
        <span className="mx-2 hidden sm:inline" aria-hidden="true" />
        <Link to={href(view, range.previous)} className={`${tab} border-stone-400 text-stone-900 hover:bg-stone-50`}>
          {t('adminVisits.schedule.previous')}
        </Link>
        <Link to={href(view, today)} className={`${tab} border-stone-400 text-stone-900 hover:bg-stone-50`}>
          {t('adminVisits.schedule.today')}
        </Link>
        <Link to={href(view, range.next)} className={`${tab} border-stone-400 text-stone-900 hover:bg-stone-50`}>
          {t('adminVisits.schedule.next')}
        </Link>
      </nav>
      <p className="mt-3 text-stone-800">
        {range.from === range.to
          ? formatLongDate(middayOf(range.from, tz), i18n.language, tz)
          : t('adminVisits.schedule.range', {
              from: formatLongDate(middayOf(range.from, tz), i18n.language, tz),
              to: formatLongDate(middayOf(range.to, tz), i18n.language, tz),
            })}
      </p>
      <div role="status" aria-live="polite" className="mt-3">
        {notice && (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">{notice}</p>
        )}
      </div>
      {status === 'error' && <p className="mt-3 font-semibold text-red-800">{t('adminVisits.schedule.loadFailed')}</p>}
      {data && data.warnings.length > 0 && (
        <section aria-labelledby="schedule-warnings" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4">
          <h2 id="schedule-warnings" className="font-bold text-red-900">
            {t('adminVisits.schedule.warningsHeading')}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-red-900">
            {data.warnings.map((w) => (
              <li key={`${w.crew_id}-${w.visit_ids.join('-')}`}>
                {t('adminVisits.schedule.warning', {
                  crew: crewName(w.crew_id),
                  first: visitName(w.visit_ids[0]),
                  second: visitName(w.visit_ids[1]),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-label={t('adminVisits.schedule.heading')}>
          {data && shownDays.length === 0 && <p className="text-stone-800">{t('adminVisits.schedule.none')}</p>}
          <ol className="space-y-5">
            {data &&
              shownDays.map((day) => {
                const visits = data.visits.filter((v) => dayOf(v.start) === day && v.status !== 'cancelled');
                const consultations = data.consultations.filter((c) => dayOf(c.start) === day);
                const items = [
                  ...visits.map((v) => ({
                    start: v.start,
                    key: `v${v.id}`,
                    node: (
                      <ScheduleVisitItem
                        visit={v}
                        crew={data.crew}
                        timeZone={tz}
                        doubleBooked={doubled.has(v.id)}
                        onMoved={moved}
                      />
                    ),
                  })),
                  ...consultations.map((c) => ({
                    start: c.start,
                    key: `c${c.id}`,
                    node: <ScheduleConsultationItem visit={c} timeZone={tz} />,
                  })),
                ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
                const label = formatLongDate(middayOf(day, tz), i18n.language, tz);
                return (
                  <li key={day}>
                    <h2 className={`font-semibold ${day === today ? 'text-green-800' : 'text-green-900'}`}>
                      {label}
                      {day === today && <span className="ml-2 text-sm">({t('adminVisits.schedule.today')})</span>}
                    </h2>
                    {items.length === 0 ? (
                      <p className="mt-1 text-sm text-stone-700">{t('adminVisits.schedule.free')}</p>
                    ) : (
                      <ul aria-label={label} className="mt-2 grid gap-2 md:grid-cols-2">
                        {items.map((item) => (
                          <li key={item.key}>{item.node}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
          </ol>
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="schedule-unassigned" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="schedule-unassigned" className="font-bold text-green-900">
              {t('adminVisits.schedule.unassignedHeading')}
            </h2>
            {unassigned.length === 0 ? (
              <p className="mt-1 text-sm text-stone-700">{t('adminVisits.schedule.unassignedNone')}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-stone-800">
                {unassigned.map((v) => (
                  <li key={v.id}>
                    {formatLongDate(v.start, i18n.language, tz)}: {v.job_reference} · {v.job_title}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="schedule-unscheduled" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="schedule-unscheduled" className="font-bold text-green-900">
              {t('adminVisits.schedule.unscheduledHeading')}
            </h2>
            {data && data.unscheduled_jobs.length === 0 ? (
              <p className="mt-1 text-sm text-stone-700">{t('adminVisits.schedule.unscheduledNone')}</p>
            ) : (
              <ul className="mt-2 space-y-2 text-stone-800">
                {data?.unscheduled_jobs.map((job) => (
                  <li key={job.id}>
                    <Link to={`/admin/clients/${job.client_id}`} className="font-semibold text-green-900 underline">
                      {job.reference} · {job.title}
                    </Link>
                    <span className="block text-sm">{job.client_name}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </>
  );
}
