import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { localInstant } from '../../../../domain/jobs/recurrence';
import { addDays, isoWithOffset, wallClock } from '../../../../domain/visits/time-zone';
import { apiFetch } from '../../../lib/api';
import { buttons, compactControl } from '../../admin-ui/fields';
import type { ScheduleData, ScheduleVisit } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Moves one job visit to another day, time or crew member. Two taps for the usual moves: 'Move',
 * then another person (saved as chosen) or 'Day before'/'Day after' (saved at once); any other day
 * or time is chosen in the fields and saved.
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

  /** Saves the visit at a day and with a crew member (the form's, unless a quick move names others). */
  async function save(to: { date: string; crewId: string } = { date, crewId }) {
    const [hours, minutes] = time.split(':').map(Number);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(to.date) || Number.isNaN(hours) || Number.isNaN(minutes)) {
      setError(t('adminVisits.schedule.failed'));
      return;
    }
    setBusy(true);
    setError(null);
    const start = isoWithOffset(localInstant(to.date, hours * 60 + minutes, timeZone), timeZone);
    const result = await apiFetch(`/api/admin/job-visits/${visit.id}`, {
      method: 'PATCH',
      body: { start, crew_ids: to.crewId ? [Number(to.crewId)] : [], apply_to: 'this' },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.network ? t('auth.networkError') : (result.body?.message ?? t('adminVisits.schedule.failed')));
      return;
    }
    onDone(t('adminVisits.schedule.moved'));
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="mt-3 space-y-3 rounded-md border border-stone-300 bg-stone-50 p-3"
    >
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
            onChange={(e) => {
              // Another person is one choice: saved at once.
              setCrewId(e.target.value);
              void save({ date, crewId: e.target.value });
            }}
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
        <button
          type="button"
          disabled={busy}
          onClick={() => void save({ date: addDays(date, -1), crewId })}
          className={buttons.secondary}
        >
          {t('adminVisits.schedule.dayBefore')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void save({ date: addDays(date, 1), crewId })}
          className={buttons.secondary}
        >
          {t('adminVisits.schedule.dayAfter')}
        </button>
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
