import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../../domain/format';
import { mondayOf, wallClock } from '../../../../domain/visits/time-zone';
import type { AdminVisit } from '../../../../server/visits/views';
import { useApiData } from '../use-api-data';
import { VisitCard } from './VisitCard';

/** The site visits of one lead, on the lead's page: each as in the week view, and a way to that week. */
export function LeadVisits({ type, id }: { type: string; id: number }) {
  const { t } = useTranslation();
  const { data, reload } = useApiData<{ visits: AdminVisit[] }>(`/api/admin/visits?lead_type=${type}&lead_id=${id}`);
  if (!data) return null;
  return (
    <section aria-labelledby="lead-visits" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="lead-visits" className="text-lg font-semibold text-green-900">
        {t('adminVisits.lead.heading')}
      </h2>
      {data.visits.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('adminVisits.lead.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.visits.map((visit) => (
            <li key={visit.id} className="space-y-1">
              <VisitCard visit={visit} onChanged={() => reload()} />
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
    </section>
  );
}

/** A visit's step in the lead's history: "Site visit booked for Tue, Mar 10, 2026, 9:00 AM". */
export function VisitEventTitle({ visit }: { visit: { action: string; start: string } }) {
  const { t, i18n } = useTranslation();
  return <>{t(`adminVisits.history.${visit.action}`, { when: formatDateTime(visit.start, i18n.language) })}</>;
}
