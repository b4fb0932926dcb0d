import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatCents } from '../../../../domain/format';
import { PROPOSAL_LIMITS } from '../../../../domain/proposals/model';
import type { QuotedRequest } from './EstimateReference';
import type { AdminProposal } from '../../../../server/proposals/views';
import { apiFetch, fieldErrorsOf } from '../../../lib/api';
import { buttons } from '../../admin-ui/fields';
import { TextField } from '../../forms/fields';
import { TextAreaField } from '../../admin-ui/fields';
import { languageName } from '../../leads/labels';
import { EstimateReference } from './EstimateReference';
import { type DraftLine, draftTotals, emptyLine, moveItem, toDraft, toInput } from './draft-lines';
import { LineFields } from './LineFields';

/**
 * The proposal's editor: lines (add, edit, reorder, remove), note, validity and tax rate, with the
 * totals computed live by the same module as the server. Saving a sent proposal makes a new revision.
 */
export function ProposalEditor({
  proposal,
  quoted,
  onSaved,
  onSend,
  onCancel,
}: {
  proposal: AdminProposal;
  /** The request's estimate and job, for reference beside the lines; null for a contact message. */
  quoted: QuotedRequest | null;
  onSaved: (saved: AdminProposal, message: string) => void;
  /** Drafts only: send after saving. */
  onSend?: (saved: AdminProposal) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = { heading: useId() };
  const [lines, setLines] = useState<DraftLine[]>(() => proposal.lines.map(toDraft));
  const [note, setNote] = useState(proposal.note);
  const [validUntil, setValidUntil] = useState(proposal.valid_until);
  const [taxRate, setTaxRate] = useState(String(proposal.tax_rate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const draft = proposal.status === 'draft';
  const totals = draftTotals(lines, taxRate);
  const money = (cents: number) => formatCents(cents, i18n.language);

  const update = (index: number, line: DraftLine) => setLines((all) => all.map((l, i) => (i === index ? line : l)));
  const lineErrors = (index: number) =>
    Object.fromEntries(
      Object.entries(errors).flatMap(([path, msg]) => {
        const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
        return match && Number(match[1]) === index ? [[match[2], msg]] : [];
      }),
    );

  async function save(): Promise<AdminProposal | null> {
    setBanner(null);
    const result = await apiFetch<{ data: AdminProposal }>(`/api/admin/proposals/${proposal.id}`, {
      method: 'PUT',
      body: { version: proposal.version, lines: lines.map(toInput), note, valid_until: validUntil, tax_rate: Number(taxRate) },
    });
    if (!result.ok) {
      setErrors(fieldErrorsOf(result.body));
      setBanner(result.network ? t('auth.networkError') : (result.body?.message ?? t('proposalsAdmin.saveFailed')));
      return null;
    }
    setErrors({});
    return result.body.data;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const action = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'send' ? 'send' : 'save';
    setBusy(action);
    const saved = await save();
    if (saved && action === 'send' && onSend) await onSend(saved);
    else if (saved)
      onSaved(
        saved,
        saved.id === proposal.id
          ? t('proposalsAdmin.saved')
          : t('proposalsAdmin.revised', { revision: saved.revision, previous: proposal.revision }),
      );
    setBusy(null);
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={ids.heading} className="mt-4 space-y-5">
      {/* The customer reads the proposal in their language: its lines and note are written in it. */}
      <p className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 font-medium text-sky-950">
        {t('proposalsAdmin.language', {
          name: proposal.customer_name,
          language: languageName(proposal.language, i18n.language),
        })}
      </p>
      {!draft && <p className="rounded-md bg-amber-50 px-3 py-2 text-stone-800">{t('proposalsAdmin.reviseHint')}</p>}
      {banner && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
          {banner}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-3">
          <h3 id={ids.heading} className="text-lg font-semibold text-stone-900">
            {t('proposals.lines.heading')}
          </h3>
          {lines.length === 0 && <p className="text-stone-700">{t('proposalsAdmin.noLines')}</p>}
          {lines.map((line, index) => (
            <LineFields
              key={line.key}
              line={line}
              index={index}
              count={lines.length}
              amountCents={totals.lines[index].amount_cents}
              errors={lineErrors(index)}
              onChange={(next) => update(index, next)}
              onMove={(by) => setLines((all) => moveItem(all, index, by))}
              onRemove={() => setLines((all) => all.filter((_, i) => i !== index))}
              lang={proposal.language}
            />
          ))}
          <button
            type="button"
            className={buttons.secondary}
            disabled={lines.length >= PROPOSAL_LIMITS.lines}
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            {t('proposalsAdmin.addLine')}
          </button>
        </div>
        <EstimateReference quoted={quoted} />
      </div>

      <TextAreaField
        label={t('proposalsAdmin.note')}
        hint={t('proposalsAdmin.noteHint')}
        value={note}
        lang={proposal.language}
        maxLength={PROPOSAL_LIMITS.note}
        rows={3}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('proposalsAdmin.validUntil')}
          name="valid_until"
          type="date"
          value={validUntil}
          error={errors.valid_until}
          onChange={(e) => setValidUntil(e.target.value)}
        />
        <TextField
          label={t('proposalsAdmin.taxRate')}
          name="tax_rate"
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          hint={t('proposalsAdmin.taxHint')}
          value={taxRate}
          error={errors.tax_rate}
          onChange={(e) => setTaxRate(e.target.value)}
        />
      </div>

      <section aria-label={t('proposalsAdmin.totalsHeading')} className="rounded-md bg-stone-50 p-4">
        <dl className="space-y-1 text-stone-800">
          <div className="flex justify-between gap-4">
            <dt>{t('proposals.totals.required')}</dt>
            <dd>{money(totals.required_cents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('proposalsAdmin.optionalOffered')}</dt>
            <dd>{money(totals.optional_cents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('proposals.totals.tax', { rate: `${Number(taxRate) || 0} %` })}</dt>
            <dd>{money(totals.tax_cents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-300 pt-1 text-lg font-bold text-green-900">
            <dt>{t('proposals.totals.total')}</dt>
            <dd>{money(totals.total_cents)}</dd>
          </div>
        </dl>
        {lines.some((l) => l.optional) && <p className="mt-2 text-sm text-stone-700">{t('proposalsAdmin.optionalHint')}</p>}
      </section>

      <div className="flex flex-wrap gap-3">
        <button type="submit" value="save" disabled={busy !== null} className={draft ? buttons.secondary : buttons.primary}>
          {busy === 'save' ? t('proposalsAdmin.saving') : t('proposalsAdmin.save')}
        </button>
        {draft && onSend && (
          <button type="submit" value="send" disabled={busy !== null} className={buttons.primary}>
            {busy === 'send' ? t('proposalsAdmin.sending') : t('proposalsAdmin.send')}
          </button>
        )}
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttons.secondary}>
            {t('proposalsAdmin.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
