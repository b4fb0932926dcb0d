import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../../domain/format';
import { isoWithOffset, minutesOf, zonedInstant } from '../../../../domain/visits/time-zone';
import { apiFetch, fieldErrorsOf } from '../../../lib/api';
import { buttons } from '../../admin-ui/fields';
import { TextField } from '../../forms/fields';

export interface Block {
  id: number;
  start: string;
  end: string;
  reason: string;
}

/** A datetime-local value ('2026-12-24T00:00'), read on the company's clocks, as ISO-8601 with the offset. */
export function companyInstant(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  // A time the clocks skip (spring forward) means the first minute after it.
  for (let m = minutesOf(match[2]); m < minutesOf(match[2]) + 120; m++) {
    const at = zonedInstant(match[1], m, timeZone);
    if (at !== null) return isoWithOffset(at, timeZone);
  }
  return null;
}

/** The week's blocked periods (holidays, crew days off) with a form to add one and a way to remove each. */
export function BlockPeriods({
  blocks,
  timeZone,
  onChanged,
}: {
  blocks: Block[];
  timeZone: string;
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setBusy(true);
    setFailure(null);
    const body = {
      start: companyInstant(values.start, timeZone) ?? '',
      end: companyInstant(values.end, timeZone) ?? '',
      reason: values.reason,
    };
    const result = await apiFetch<{ data: Block }>('/api/admin/visit-blocks', { method: 'POST', body });
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldErrorsOf(result.body));
      setFailure(result.body?.message ?? t('adminVisits.saveFailed'));
      return;
    }
    setErrors({});
    form.reset();
    onChanged(t('adminVisits.blocks.added'));
  }

  async function remove(block: Block) {
    const result = await apiFetch(`/api/admin/visit-blocks/${block.id}`, { method: 'DELETE' });
    if (result.ok) onChanged(t('adminVisits.blocks.removed'));
    else setFailure(result.body?.message ?? t('adminVisits.saveFailed'));
  }

  return (
    <section aria-labelledby="visit-blocks" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="visit-blocks" className="text-xl font-semibold text-green-900">
        {t('adminVisits.blocks.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('adminVisits.blocks.intro')}</p>
      {blocks.length === 0 ? (
        <p className="mt-3 text-stone-800">{t('adminVisits.blocks.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {blocks.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-stone-900">
                <span className="font-semibold">{block.reason}</span>: {formatDateTime(block.start, i18n.language, timeZone)} –{' '}
                {formatDateTime(block.end, i18n.language, timeZone)}
              </span>
              <button
                type="button"
                onClick={() => void remove(block)}
                aria-label={t('adminVisits.blocks.removeLabel', { reason: block.reason })}
                className={`${buttons.secondary} px-3 py-1 text-sm`}
              >
                {t('adminVisits.blocks.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <TextField label={t('adminVisits.blocks.start')} name="start" type="datetime-local" required error={errors.start} />
        <TextField label={t('adminVisits.blocks.end')} name="end" type="datetime-local" required error={errors.end} />
        <TextField label={t('adminVisits.blocks.reason')} name="reason" required maxLength={200} error={errors.reason} />
        <button type="submit" disabled={busy} className={buttons.primary}>
          {t('adminVisits.blocks.add')}
        </button>
      </form>
      {failure && (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {failure}
        </p>
      )}
    </section>
  );
}
