import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { buttons } from '../../components/admin-ui/fields';
import { CalendarFeedPanel } from '../../components/admin/visits/CalendarFeedPanel';
import { BookVisitDialog } from '../../components/admin/visits/BookVisitDialog';
import { VisitAgenda } from '../../components/admin/visits/VisitAgenda';
import { WeekView } from '../../components/admin/visits/WeekView';
import { isCalendarDate, mondayOf } from '../../../domain/visits/time-zone';
import { useSite } from '../../use-site';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/visits';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const week = new URL(request.url).searchParams.get('week');
  return { week: week && isCalendarDate(week) ? mondayOf(week) : null };
}

/**
 * /admin/visits: the next 14 days' visits, the week's visits and the periods blocked for visits
 * (docs/visits.md), and a way to book a visit for a customer who phoned.
 */
export default function AdminVisits({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = useSite();
  const [booking, setBooking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A booking or a change in one list shows in the other: both are drawn again.
  const [version, setVersion] = useState(0);
  const changed = (message: string) => {
    setNotice(message);
    setVersion((v) => v + 1);
  };
  return (
    <>
      <title>{t('adminVisits.title')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{t('adminVisits.heading')}</h1>
        <button type="button" onClick={() => setBooking(true)} className={buttons.primary}>
          {t('adminVisits.book.open')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="mt-3">
        {notice && (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">{notice}</p>
        )}
      </div>
      <div className="mt-4">
        <VisitAgenda key={`agenda-${version}`} timeZone={company.timeZone} onChanged={changed} />
      </div>
      <WeekView key={`week-${version}`} week={loaderData.week} />
      <CalendarFeedPanel />
      {booking && (
        <BookVisitDialog
          timeZone={company.timeZone}
          onClose={() => setBooking(false)}
          onBooked={(_visit, message) => {
            setBooking(false);
            changed(message);
          }}
        />
      )}
    </>
  );
}
