import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { LEAD_STATUSES, type LeadStatus, MAX_NOTE_LENGTH } from '../../../domain/leads';
import type { LeadEvent } from '../../../server/leads/schemas';
import { apiFetch } from '../../lib/api';
import { buttons, TextAreaField } from '../admin-ui/fields';
import { HistoryTitle } from './proposals/HistoryTitle';
import { VisitEventTitle } from './visits/LeadVisits';
import { useCompanyTime } from './use-company-time';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** Saves a change to the lead (PATCH status, POST note) and hands the updated lead back. */
function useLeadSave<T>(onSaved: (detail: T) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (method: 'PATCH' | 'POST', path: string, body: unknown, success: string) => {
    setBusy(true);
    setOutcome(null);
    const result = await apiFetch<{ data: T }>(path, { method, body });
    setBusy(false);
    if (!result.ok) {
      setOutcome({
        kind: 'error',
        text: result.network ? t('auth.networkError') : (result.body?.message ?? t('admin.lead.saveFailed')),
      });
      return false;
    }
    onSaved(result.body.data);
    setOutcome({ kind: 'success', text: success });
    return true;
  };
  return { busy, outcome, save };
}

/** One button per status: a tap saves it (with who and when); the current one is pressed. */
export function StatusButtons<T>({ url, status, onSaved }: { url: string; status: LeadStatus; onSaved: (detail: T) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { busy, outcome, save } = useLeadSave(onSaved);
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-lg font-semibold text-green-900">
        {t('admin.lead.statusHeading')}
      </h2>
      <div role="group" aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
        {LEAD_STATUSES.map((s) => {
          const current = s === status;
          return (
            <button
              key={s}
              type="button"
              aria-pressed={current}
              disabled={busy}
              onClick={() => !current && void save('PATCH', url, { status: s }, t('admin.lead.statusSaved'))}
              className={`min-h-11 rounded-full border-2 px-4 py-2 font-semibold disabled:opacity-60 ${
                current ? 'border-green-800 bg-green-800 text-white' : 'border-stone-300 text-stone-800 hover:border-green-800'
              }`}
            >
              {t(`leads.statuses.${s}`)}
            </button>
          );
        })}
      </div>
      <Result outcome={outcome} />
    </section>
  );
}

/** Internal notes: each one is kept in the history with who wrote it and when. */
export function NotesCard<T>({ url, onSaved }: { url: string; onSaved: (detail: T) => void }) {
  const { t } = useTranslation();
  const ids = { note: useId(), noteHint: useId() };
  const [note, setNote] = useState('');
  const { busy, outcome, save } = useLeadSave(onSaved);
  return (
    <section aria-labelledby="lead-notes" className={card}>
      <h2 id="lead-notes" className="text-lg font-semibold text-green-900">
        {t('admin.lead.notesHeading')}
      </h2>
      <form
        className="mt-3 space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (note.trim() && (await save('POST', `${url}/notes`, { note: note.trim() }, t('admin.lead.noteAdded')))) setNote('');
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
        <button
          type="submit"
          disabled={busy || !note.trim()}
          className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-60"
        >
          {t('admin.lead.addNote')}
        </button>
      </form>
      <Result outcome={outcome} />
    </section>
  );
}

/** 'Log a call', with what was said: the call joins the history and answers the lead (docs/admin-content.md#analytics). */
export function CallCard<T>({ url, onSaved }: { url: string; onSaved: (detail: T) => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const { busy, outcome, save } = useLeadSave(onSaved);
  return (
    <section aria-labelledby="lead-calls" className={card}>
      <h2 id="lead-calls" className="text-lg font-semibold text-green-900">
        {t('admin.lead.calls.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('admin.lead.calls.intro')}</p>
      <form
        className="mt-3 space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const body = note.trim() ? { note: note.trim() } : {};
          if (await save('POST', `${url}/calls`, body, t('admin.lead.calls.logged'))) setNote('');
        }}
      >
        <TextAreaField
          label={t('admin.lead.calls.note')}
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
        <button type="submit" disabled={busy} className={buttons.primary}>
          {t('admin.lead.calls.log')}
        </button>
      </form>
      <Result outcome={outcome} />
    </section>
  );
}

/** Status changes, notes, calls, replies, proposal and visit steps, newest first. */
export function HistoryCard({ events }: { events: LeadEvent[] }) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  return (
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
                {event.kind === 'status' ? (
                  t('admin.lead.statusChanged', { status: t(`leads.statuses.${event.status}`) })
                ) : event.kind === 'note' ? (
                  t('admin.lead.noteBy')
                ) : event.kind === 'call' ? (
                  t('admin.lead.callLogged')
                ) : event.kind === 'message' ? (
                  t('clients.admin.kinds.hub_message')
                ) : event.visit ? (
                  <VisitEventTitle visit={event.visit} />
                ) : (
                  <HistoryTitle event={event} />
                )}
              </p>
              {event.note && <p className="whitespace-pre-wrap text-stone-900">{event.note}</p>}
              <p className="text-sm text-stone-700">
                <time dateTime={event.created_at}>{dateTime(event.created_at)}</time>{' '}
                {t('admin.lead.by', {
                  author: event.author ?? t(event.visit ? 'adminVisits.history.visitor' : 'admin.lead.unknownAuthor'),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The outcome of a save, announced where the admin acted. */
function Result({ outcome }: { outcome: Outcome }) {
  return (
    <div role="status" aria-live="polite">
      {outcome && (
        <p
          className={`mt-3 rounded-md border px-4 py-3 font-medium ${
            outcome.kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
          }`}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}
