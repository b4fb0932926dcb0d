import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { LeadType } from '../../../../domain/leads';
import { canAnswer } from '../../../../domain/proposals/model';
import type { QuotedRequest } from './EstimateReference';
import type { AdminProposal } from '../../../../server/proposals/views';
import { apiFetch } from '../../../lib/api';
import { buttons } from '../../admin-ui/fields';
import { useApiData } from '../use-api-data';
import { ProposalStatusBadge } from './ProposalBadge';
import { ProposalEditor } from './ProposalEditor';
import { ProposalSummary } from './ProposalSummary';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
type Message = { kind: 'error' | 'success'; text: string; link?: string };

/**
 * The lead's proposal (docs/proposals.md): create it from the request, edit the draft, send it, follow
 * the customer's answer; edit a sent one to make a new revision. `onChanged` refreshes the lead
 * (status, history) after anything that moves it.
 */
export function ProposalPanel({
  type,
  id,
  quoted,
  onChanged,
}: {
  type: LeadType;
  id: number;
  /** The request's estimate and job, for reference beside the lines; null for a contact message. */
  quoted: QuotedRequest | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { data: revisions, status, reload } = useApiData<AdminProposal[]>(`/api/admin/leads/${type}/${id}/proposals`);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const current = revisions?.[0] ?? null;

  const failure = (result: { network: boolean; body: { message?: string } | null }) =>
    setMessage({
      kind: 'error',
      text: result.network ? t('auth.networkError') : (result.body?.message ?? t('proposalsAdmin.saveFailed')),
    });
  const changed = (next: Message | null) => {
    setMessage(next);
    reload();
    onChanged();
  };

  async function create() {
    setBusy(true);
    const result = await apiFetch<{ data: AdminProposal }>(`/api/admin/leads/${type}/${id}/proposals`, { method: 'POST' });
    setBusy(false);
    if (!result.ok) return failure(result);
    changed(null);
  }

  async function send(proposal: AdminProposal) {
    setBusy(true);
    const result = await apiFetch<{ data: { status: string; url: string } }>(`/api/admin/proposals/${proposal.id}/send`, {
      method: 'POST',
    });
    setBusy(false);
    if (!result.ok) {
      failure(result);
      reload();
      return;
    }
    const key = proposal.status === 'draft' ? 'sent' : 'resent';
    changed({
      kind: 'success',
      text: t(`proposalsAdmin.${key}`, { email: proposal.customer_email }),
      link: result.body.data.url,
    });
  }

  const editable = current && (current.status === 'draft' || editing);
  const revisable = current && (canAnswer(current.status) || current.status === 'declined' || current.status === 'expired');

  return (
    <section aria-labelledby="lead-proposal" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="lead-proposal" className="text-lg font-semibold text-green-900">
            {t('proposalsAdmin.heading')}
            {current && ` ${current.reference}`}
          </h2>
          {current && <ProposalStatusBadge status={current.status} />}
          {current && current.revision > 1 && (
            <span className="text-sm text-stone-700">{t('proposalsAdmin.revision', { revision: current.revision })}</span>
          )}
        </div>
        {current && (
          <a
            href={`/api/admin/proposals/${current.id}/pdf`}
            target="_blank"
            rel="noreferrer"
            aria-label={t('proposalsAdmin.pdfLabel', { reference: current.reference })}
            className="font-semibold text-green-800 underline"
          >
            {t('proposalsAdmin.pdf')}
          </a>
        )}
      </div>

      <div role="status" aria-live="polite">
        {status === 'loading' && !revisions && <p className="mt-3 text-stone-700">{t('proposalsAdmin.loading')}</p>}
        {status === 'error' && <p className="mt-3 font-medium text-red-800">{t('proposalsAdmin.loadFailed')}</p>}
        {message && (
          <div
            className={`mt-3 rounded-md border px-4 py-3 font-medium ${
              message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
            }`}
          >
            <p>{message.text}</p>
            {message.link && (
              <p className="mt-1 break-all text-sm font-normal">
                {t('proposalsAdmin.link')}:{' '}
                <a href={message.link} target="_blank" rel="noreferrer" className="text-green-800 underline">
                  {message.link}
                </a>
              </p>
            )}
          </div>
        )}
      </div>

      {revisions && !current && (
        <div className="mt-3 space-y-3">
          <p className="text-stone-700">{type === 'quote' ? t('proposalsAdmin.none') : t('proposalsAdmin.noneContact')}</p>
          <button type="button" onClick={() => void create()} disabled={busy} className={buttons.primary}>
            {busy ? t('proposalsAdmin.creating') : t('proposalsAdmin.create')}
          </button>
        </div>
      )}

      {current && editable && (
        <ProposalEditor
          key={`${current.id}-${current.version}`}
          proposal={current}
          quoted={quoted}
          onSaved={(_saved, text) => {
            setEditing(false);
            changed({ kind: 'success', text });
          }}
          onSend={current.status === 'draft' ? send : undefined}
          onCancel={current.status === 'draft' ? undefined : () => setEditing(false)}
        />
      )}

      {current && !editable && (
        <>
          <ProposalSummary proposal={current} />
          {revisable && (
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" onClick={() => setEditing(true)} className={buttons.secondary}>
                {t('proposalsAdmin.revise')}
              </button>
              {canAnswer(current.status) && (
                <button type="button" onClick={() => void send(current)} disabled={busy} className={buttons.secondary}>
                  {busy ? t('proposalsAdmin.sending') : t('proposalsAdmin.resend')}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
