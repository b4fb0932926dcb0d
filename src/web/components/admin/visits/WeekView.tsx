import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatLongDate, formatShortDate, timeZoneName } from '../../../../domain/format';
import { addDays, middayOf, wallClock } from '../../../../domain/visits/time-zone';
import type { AdminVisit } from '../../../../server/visits/views';
import { buttons } from '../../admin-ui/fields';
import { useApiData } from '../use-api-data';
import { type Block, BlockPeriods } from './BlockPeriods';
import { VisitCard } from './VisitCard';

interface Week {
  from: string;
  to: string;
  time_zone: string;
  visits: AdminVisit[];
  blocks: Block[];
}

/**
 * The company's week of visits: seven columns on a wide screen, a list of days on a phone. Each
 * visit can be opened as a lead, marked done or no-show, or cancelled with a message.
 */
export function WeekView({ week }: { week: string | null }) {
  const { t, i18n } = useTranslation();
  const { data, status, reload } = useApiData<Week>(`/api/admin/visits${week ? `?from=${week}&to=${addDays(week, 6)}` : ''}`);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    reload();
  };

  if (!data) {
    return (
      <div role="status" aria-live="polite" className="mt-6">
        {status === 'loading' && <p className="text-stone-700">{t('adminVisits.loading')}</p>}
        {status === 'error' && <p className="font-medium text-red-800">{t('adminVisits.loadFailed')}</p>}
      </div>
    );
  }
  const tz = data.time_zone;
  const days = Array.from({ length: 7 }, (_, i) => addDays(data.from, i));
  const dayOf = (iso: string) => wallClock(Date.parse(iso), tz).date;
  const blockedOn = (day: string) =>
    data.blocks.filter((b) => dayOf(b.start) <= day && dayOf(new Date(Date.parse(b.end) - 1).toISOString()) >= day);
  const pager = `${buttons.secondary} inline-flex min-h-11 items-center`;

  return (
    <>
      <p className="mt-2 text-stone-700">{t('adminVisits.intro', { zone: timeZoneName(tz, i18n.language) })}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-green-900">
          {t('adminVisits.week', { date: formatLongDate(middayOf(data.from, tz), i18n.language, tz) })}
        </h2>
        <nav aria-label={t('adminVisits.weekLabel')} className="flex flex-wrap gap-2">
          <Link to={`/admin/visits?week=${addDays(data.from, -7)}`} className={pager}>
            ← {t('adminVisits.previous')}
          </Link>
          <Link to="/admin/visits" className={pager}>
            {t('adminVisits.thisWeek')}
          </Link>
          <Link to={`/admin/visits?week=${addDays(data.from, 7)}`} className={pager}>
            {t('adminVisits.next')} →
          </Link>
        </nav>
      </div>
      <div role="status" aria-live="polite" className="mt-3">
        {notice && (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">{notice}</p>
        )}
      </div>
      <ol aria-label={t('adminVisits.weekLabel')} className="mt-4 grid gap-3 lg:grid-cols-7">
        {days.map((day) => {
          const visits = data.visits.filter((v) => dayOf(v.start) === day);
          const blocks = blockedOn(day);
          return (
            <li key={day} className="min-w-0 rounded-lg border border-stone-200 bg-stone-50 p-2">
              <h3 className="mb-2 font-semibold text-green-900">{formatShortDate(middayOf(day, tz), i18n.language, tz)}</h3>
              {blocks.map((b) => (
                <p key={b.id} className="mb-2 rounded-md bg-stone-200 px-2 py-1 text-sm font-medium text-stone-900">
                  {t('adminVisits.blocks.blocked', { reason: b.reason })}
                </p>
              ))}
              {visits.length === 0 ? (
                <p className="text-sm text-stone-700">{t('adminVisits.noVisits')}</p>
              ) : (
                <ul className="space-y-2">
                  {visits.map((visit) => (
                    <li key={visit.id}>
                      <VisitCard visit={visit} onChanged={(_v, message) => changed(message)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-8">
        <BlockPeriods blocks={data.blocks} timeZone={tz} onChanged={changed} />
      </div>
    </>
  );
}
