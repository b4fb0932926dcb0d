import { useTranslation } from '../../../i18n';
import { formatLongDate } from '../../../../domain/format';
import { addDays, middayOf, wallClock } from '../../../../domain/visits/time-zone';
import type { AdminVisit } from '../../../../server/visits/views';
import { useApiData } from '../use-api-data';
import { VisitCard } from './VisitCard';

/** How far the agenda looks ahead. */
const AGENDA_DAYS = 14;

/**
 * The next 14 days' booked visits, day by day, from today on (the company's calendar): what the
 * crew has ahead, whichever week it falls in. Days without a visit are left out.
 */
export function VisitAgenda({ timeZone, onChanged }: { timeZone: string; onChanged: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const today = wallClock(Date.now(), timeZone).date;
  const { data, reload } = useApiData<{ visits: AdminVisit[] }>(
    `/api/admin/visits?from=${today}&to=${addDays(today, AGENDA_DAYS - 1)}`,
  );
  const now = Date.now();
  const upcoming = (data?.visits ?? []).filter((v) => v.status === 'booked' && Date.parse(v.end) > now);
  const days = [...new Set(upcoming.map((v) => wallClock(Date.parse(v.start), timeZone).date))];
  return (
    <section aria-labelledby="visit-agenda" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="visit-agenda" className="text-xl font-semibold text-green-900">
        {t('adminVisits.agenda.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('adminVisits.agenda.intro')}</p>
      {data && days.length === 0 && <p className="mt-3 text-stone-800">{t('adminVisits.agenda.none')}</p>}
      {days.length > 0 && (
        <ol className="mt-3 space-y-4">
          {days.map((day) => {
            const label = formatLongDate(middayOf(day, timeZone), i18n.language, timeZone);
            return (
              <li key={day}>
                <h3 className="font-semibold text-green-900">{label}</h3>
                <ul
                  aria-label={t('adminVisits.agenda.dayLabel', { date: label })}
                  className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
                >
                  {upcoming
                    .filter((v) => wallClock(Date.parse(v.start), timeZone).date === day)
                    .map((visit) => (
                      <li key={visit.id}>
                        <VisitCard
                          visit={visit}
                          onChanged={(_v, message) => {
                            reload();
                            onChanged(message);
                          }}
                        />
                      </li>
                    ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
