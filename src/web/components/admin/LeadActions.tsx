import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { LEAD_STATUSES, type LeadStatus, MAX_NOTE_LENGTH } from '../../../domain/leads';
import type { LeadEvent } from '../../../server/leads/schemas';
import { apiFetch } from '../../lib/api';
import { compactControl, Options } from '../admin-ui/fields';
import { formatDateTime } from '../../lib/format';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

/** Status, internal notes and the history of one lead; every change is saved with who and when. */
export function LeadActions<T extends { events: LeadEvent[] }>({
  url,
  status,
  events,
  onSaved,
}: {
  url: string;
  status: LeadStatus;
  events: LeadEvent[];
  onSaved: (detail: T) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = { status: useId(), note: useId(), noteHint: useId() };
  const [chosen, setChosen] = useState<LeadStatus>(status);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ at: 'status' | 'notes'; kind: 'error' | 'success'; text: string } | null>(null);

  async function save(at: 'status' | 'notes', path: string, body: unknown, success: string) {
    setBusy(true);
    setMessage(null);
    const result = await apiFetch<{ data: T }>(path, { method: at === 'status' ? 'PATCH' : 'POST', body });
    setBusy(false);
    if (!result.ok) {
      setMessage({ at, kind: 'error', text: result.network ? t('auth.networkError') : (result.body?.message ?? t('admin.lead.saveFailed')) });
      return false;
    }
    onSaved(result.body.data);
    setMessage({ at, kind: 'success', text: success });
    return true;
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="lead-status" className={card}>
        <h2 id="lead-status" className="text-lg font-semibold text-green-900">
          {t('admin.lead.statusHeading')}
        </h2>
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save('status', url, { status: chosen }, t('admin.lead.statusSaved'));
          }}
        >
          <div className="flex-1">
            <label htmlFor={ids.status} className="mb-1 block text-sm font-medium text-stone-800">
              {t('leads.fields.status')}
            </label>
            <select
              id={ids.status}
              value={chosen}
              onChange={(e) => setChosen(e.target.value as LeadStatus)}
              className={`w-full ${compactControl}`}
            >
              <Options values={LEAD_STATUSES} label={(s) => t(`leads.statuses.${s}`)} />
            </select>
          </div>
          <button type="submit" disabled={busy || chosen === status} className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-60">
            {t('admin.lead.saveStatus')}
          </button>
        </form>
        <Result message={message?.at === 'status' ? message : null} />
      </section>

      <section aria-labelledby="lead-notes" className={card}>
        <h2 id="lead-notes" className="text-lg font-semibold text-green-900">
          {t('admin.lead.notesHeading')}
        </h2>
        <form
          className="mt-3 space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            if (note.trim() && (await save('notes', `${url}/notes`, { note: note.trim() }, t('admin.lead.noteAdded')))) setNote('');
          }}
        >
          <label htmlFor={ids.note} className="block text-sm font-medium text-stone-800">
            {t('admin.lead.noteLabel')}
          </label>
          <textarea
            id={ids.note}
            value={note}
            maxLength={MAX_NOTE_LENGTH}
            rows={3}
            aria-describedby={ids.noteHint}
            onChange={(e) => setNote(e.target.value)}
            className="block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900"
          />
          <p id={ids.noteHint} className="text-sm text-stone-700">
            {t('admin.lead.noteHint')}
          </p>
          <button type="submit" disabled={busy || !note.trim()} className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-60">
            {t('admin.lead.addNote')}
          </button>
        </form>
        <Result message={message?.at === 'notes' ? message : null} />
      </section>

      <section aria-labelledby="lead-history" className={card}>
        <h2 id="lead-history" className="text-lg font-semibold text-green-900">
          {t('admin.lead.historyHeading')}
        </h2>
        {events.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('admin.lead.noHistory')}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {[...events].reverse().map((event) => (
              <li key={event.id} className="border-l-4 border-green-700 pl-3">
                <p className="font-medium text-stone-900">
                  {event.kind === 'status' ? t('admin.lead.statusChanged', { status: t(`leads.statuses.${event.status}`) }) : t('admin.lead.noteBy')}
                </p>
                {event.note && <p className="whitespace-pre-wrap text-stone-900">{event.note}</p>}
                <p className="text-sm text-stone-700">
                  <time dateTime={event.created_at}>{formatDateTime(i18n.language, event.created_at)}</time>{' '}
                  {t('admin.lead.by', { author: event.author ?? t('admin.lead.unknownAuthor') })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The outcome of a save, announced where the admin acted. */
function Result({ message }: { message: { kind: 'error' | 'success'; text: string } | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p
          className={`mt-3 rounded-md border px-4 py-3 font-medium ${
            message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
          }`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
