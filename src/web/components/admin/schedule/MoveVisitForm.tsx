import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { localInstant } from '../../../../domain/jobs/recurrence';
import { isoWithOffset, wallClock } from '../../../../domain/visits/time-zone';
import { apiFetch } from '../../../lib/api';
import { buttons, compactControl } from '../../admin-ui/fields';
import type { ScheduleData, ScheduleVisit } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Moves one job visit to another day, time or crew member: the fields open on the visit's own
 * values, so a new day and a new person are two choices and a save.
 */
export function MoveVisitForm({
  visit,
  crew,
  timeZone,
  onDone,
  onCancel,
}: {
  visit: ScheduleVisit;
  crew: ScheduleData['crew'];
  timeZone: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ids = { date: useId(), time: useId(), crew: useId() };
  const clock = wallClock(Date.parse(visit.start), timeZone);
  const [date, setDate] = useState(clock.date);
  const [time, setTime] = useState(`${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`);
  const [crewId, setCrewId] = useState(visit.crew[0] ? String(visit.crew[0].id) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const [hours, minutes] = time.split(':').map(Number);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(hours) || Number.isNaN(minutes)) {
      setError(t('adminVisits.schedule.failed'));
      return;
    }
    setBusy(true);
    setError(null);
    const start = isoWithOffset(localInstant(date, hours * 60 + minutes, timeZone), timeZone);
    const result = await apiFetch(`/api/admin/job-visits/${visit.id}`, {
      method: 'PATCH',
      body: { start, crew_ids: crewId ? [Number(crewId)] : [], apply_to: 'this' },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.network ? t('auth.networkError') : (result.body?.message ?? t('adminVisits.schedule.failed')));
      return;
    }
    onDone(t('adminVisits.schedule.moved'));
  }

  return (
    <form onSubmit={(e) => void save(e)} className="mt-3 space-y-3 rounded-md border border-stone-300 bg-stone-50 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.date} className="block text-sm font-semibold text-stone-900">
            {t('adminVisits.schedule.date')}
          </label>
          <input
            id={ids.date}
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={`mt-1 w-full ${compactControl}`}
          />
        </div>
        <div>
          <label htmlFor={ids.time} className="block text-sm font-semibold text-stone-900">
            {t('adminVisits.schedule.time')}
          </label>
          <input
            id={ids.time}
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className={`mt-1 w-full ${compactControl}`}
          />
        </div>
        <div>
          <label htmlFor={ids.crew} className="block text-sm font-semibold text-stone-900">
            {t('adminVisits.schedule.crewMember')}
          </label>
          <select
            id={ids.crew}
            value={crewId}
            onChange={(e) => setCrewId(e.target.value)}
            className={`mt-1 w-full ${compactControl}`}
          >
            <option value="">{t('adminVisits.schedule.nobody')}</option>
            {crew.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="alert">{error && <p className="font-semibold text-red-800">{error}</p>}</div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttons.primary}>
          {t('adminVisits.schedule.save')}
        </button>
        <button type="button" onClick={onCancel} className={buttons.secondary}>
          {t('adminVisits.schedule.cancel')}
        </button>
      </div>
    </form>
  );
}
