import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { mondayOf, wallClock } from '../../../../domain/visits/time-zone';
import type { AdminVisit } from '../../../../server/visits/views';
import { buttons } from '../../admin-ui/fields';
import { useApiData } from '../use-api-data';
import { type BookingPrefill, BookVisitDialog } from './BookVisitDialog';
import { VisitCard } from './VisitCard';
import { useCompanyTime } from '../use-company-time';

/**
 * The site visits of one lead, on the lead's page: each with its date, as in the calendar, and a
 * way to that week; 'Book a visit' for a customer who phoned, prefilled with the lead's details.
 */
export function LeadVisits({ type, id, prefill }: { type: 'quote' | 'contact'; id: number; prefill: BookingPrefill }) {
  const { t } = useTranslation();
  const { data, reload } = useApiData<{ visits: AdminVisit[]; time_zone: string }>(
    `/api/admin/visits?lead_type=${type}&lead_id=${id}`,
  );
  const [booking, setBooking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!data) return null;
  return (
    <section aria-labelledby="lead-visits" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lead-visits" className="text-lg font-semibold text-green-900">
          {t('adminVisits.lead.heading')}
        </h2>
        <button type="button" onClick={() => setBooking(true)} className={buttons.secondary}>
          {t('adminVisits.book.open')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {notice && (
          <p className="mt-3 rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">{notice}</p>
        )}
      </div>
      {data.visits.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('adminVisits.lead.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.visits.map((visit) => (
            <li key={visit.id} className="space-y-1">
              <VisitCard visit={visit} withDate onChanged={() => reload()} />
              <Link
                to={`/admin/visits?week=${mondayOf(wallClock(Date.parse(visit.start), visit.time_zone).date)}`}
                className="text-sm font-semibold text-green-800 underline"
              >
                {t('adminVisits.lead.calendar')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {booking && (
        <BookVisitDialog
          timeZone={data.time_zone}
          prefill={{ ...prefill, lead: { type, id } }}
          onClose={() => setBooking(false)}
          onBooked={(_visit, message) => {
            setBooking(false);
            setNotice(message);
            reload();
          }}
        />
      )}
    </section>
  );
}

/** A visit's step in the lead's history: "Site visit booked for Tue, Mar 10, 2026, 9:00 AM". */
export function VisitEventTitle({ visit }: { visit: { action: string; start: string } }) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  return <>{t(`adminVisits.history.${visit.action}`, { when: dateTime(visit.start) })}</>;
}

/** The flag of a lead whose newest visit the visitor cancelled (docs/visits.md). */
export function VisitCancelledFlag() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-red-900">
      {t('adminVisits.cancelledByVisitor')}
    </span>
  );
}
