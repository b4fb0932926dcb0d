import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatShortDate, formatTime } from '../../../../domain/format';
import { telHref } from '../../../../domain/company-format';
import type { AdminVisit } from '../../../../server/visits/views';
import { apiFetch } from '../../../lib/api';
import { buttons } from '../../admin-ui/fields';
import { CancelVisitDialog } from './CancelVisitDialog';

const STATUS_STYLES: Record<AdminVisit['status'], string> = {
  booked: 'bg-green-100 text-green-900 border-green-300',
  done: 'bg-stone-100 text-stone-800 border-stone-300',
  no_show: 'bg-amber-100 text-amber-950 border-amber-300',
  cancelled: 'bg-red-50 text-red-900 border-red-300',
};

export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * One visit: when (with its date outside a day's column: on the lead and in the agenda), who, where
 * (map search), phone (tap to call), service, the visitor's notes (gate codes) and what the company
 * can do with it.
 */
export function VisitCard({
  visit,
  onChanged,
  withDate = false,
}: {
  visit: AdminVisit;
  onChanged: (visit: AdminVisit, message: string) => void;
  withDate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const started = Date.parse(visit.start) <= Date.now();
  const time = (iso: string) => formatTime(iso, i18n.language, visit.time_zone);

  async function change(status: 'done' | 'no_show' | 'cancelled', message?: string) {
    setBusy(true);
    setFailure(null);
    const result = await apiFetch<{ data: AdminVisit }>(`/api/admin/visits/${visit.id}`, {
      method: 'PATCH',
      body: { status, message },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.body?.message ?? t('adminVisits.saveFailed'));
      return false;
    }
    onChanged(
      result.body.data,
      status === 'cancelled' ? t('adminVisits.cancelled') : t('adminVisits.saved', { status: t(`adminVisits.status.${status}`) }),
    );
    return true;
  }

  return (
    <article
      aria-label={t('adminVisits.actionsFor', { name: visit.name })}
      className={`space-y-1 rounded-md border bg-white p-3 text-sm shadow-sm ${visit.status === 'cancelled' ? 'border-stone-200 opacity-80' : 'border-green-200'}`}
    >
      <p className="flex flex-wrap items-center justify-between gap-1">
        <span className={`font-semibold text-green-950 ${visit.status === 'cancelled' ? 'line-through' : ''}`}>
          {withDate && `${formatShortDate(visit.start, i18n.language, visit.time_zone)} · `}
          {time(visit.start)}–{time(visit.end)}
        </span>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[visit.status]}`}>
          {t(`adminVisits.status.${visit.status}`)}
        </span>
      </p>
      <p className="font-semibold text-stone-900">{visit.name}</p>
      <p>
        <a
          href={mapSearchUrl(visit.address)}
          rel="noopener noreferrer"
          target="_blank"
          aria-label={t('adminVisits.map', { address: visit.address })}
          className="break-words text-green-800 underline"
        >
          {visit.address}
        </a>
      </p>
      <p>
        <a
          href={telHref(visit.phone)}
          aria-label={t('adminVisits.call', { phone: visit.phone })}
          className="text-green-800 underline"
        >
          {visit.phone}
        </a>
      </p>
      <p className="text-stone-800">
        {t('adminVisits.service')}: {visit.service ? t(`contact.form.services.${visit.service}`) : t('adminVisits.noService')}
      </p>
      {visit.notes && (
        <p className="rounded bg-amber-50 px-2 py-1 whitespace-pre-wrap break-words text-stone-900">
          <span className="font-semibold">{t('adminVisits.notes')}:</span> {visit.notes}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <Link to={`/admin/leads/${visit.lead.type}/${visit.lead.id}`} className="font-semibold text-green-800 underline">
          {t('adminVisits.openLead')}
        </Link>
      </div>
      {visit.status !== 'cancelled' && (
        <div className="flex flex-wrap gap-2 pt-2">
          {started && visit.status !== 'done' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void change('done')}
              className={`${buttons.secondary} px-2 py-1 text-sm`}
            >
              {t('adminVisits.markDone')}
            </button>
          )}
          {started && visit.status !== 'no_show' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void change('no_show')}
              className={`${buttons.secondary} px-2 py-1 text-sm`}
            >
              {t('adminVisits.markNoShow')}
            </button>
          )}
          {visit.status === 'booked' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setCancelling(true)}
              className="rounded-md border border-red-800 px-2 py-1 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {t('adminVisits.cancel')}
            </button>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="font-medium text-red-800">
          {failure}
        </p>
      )}
      {cancelling && (
        <CancelVisitDialog
          name={visit.name}
          busy={busy}
          onClose={() => setCancelling(false)}
          onConfirm={async (message) => {
            if (await change('cancelled', message)) setCancelling(false);
          }}
        />
      )}
    </article>
  );
}
