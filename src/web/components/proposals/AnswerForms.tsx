import { type ReactNode, useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n';
import { PROPOSAL_LIMITS } from '../../../domain/proposals/model';
import type { ProposalActionResult, ProposalIntent } from '../../server/proposals.server';

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-green-700 aria-[invalid=true]:border-red-700';
const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {text}
    </p>
  ) : null;
}

/** The refusal of one form (already answered, expired, too many attempts, fix the fields), where it was sent. */
function Refusal({ result, intent }: { result?: ProposalActionResult; intent: ProposalIntent }) {
  const { t } = useTranslation();
  if (!result || result.intent !== intent) return null;
  const hasFields = Object.keys(result.errors).length > 0;
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
      {hasFields ? t('proposals.page.errorBanner') : result.message}
    </div>
  );
}

function SubmitButton({
  intent,
  label,
  busyLabel,
  tone,
}: {
  intent: ProposalIntent;
  label: string;
  busyLabel?: string;
  tone: 'primary' | 'quiet';
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={
        tone === 'primary'
          ? 'w-full rounded-md bg-green-800 px-6 py-3 text-lg font-semibold text-white hover:bg-green-900 disabled:opacity-70 sm:w-auto'
          : 'rounded-md border border-green-800 px-5 py-2.5 font-semibold text-green-900 hover:bg-green-50 disabled:opacity-70'
      }
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

/**
 * Accepting: the customer's typed name and the terms box. The optional lines' checkboxes, shown with
 * the lines, belong to this form through its id. Checked by the browser, then by the server.
 */
export function AcceptForm({ formId, result }: { formId: string; result?: ProposalActionResult }) {
  const { t } = useTranslation();
  const id = useId();
  const errors = result?.intent === 'accept' ? result.errors : {};
  const nameDescribedBy = [`${id}-name-hint`, errors.signature_name ? `${id}-name-error` : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-heading`} className={`${card} border-green-800`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-green-900">
        {t('proposals.page.accept.heading')}
      </h2>
      <Form method="post" id={formId} preventScrollReset className="mt-4 space-y-4">
        <Refusal result={result} intent="accept" />
        <div>
          <label htmlFor={`${id}-name`} className="block font-medium text-stone-800">
            {t('proposals.page.accept.name')}
          </label>
          <p id={`${id}-name-hint`} className="text-sm text-stone-700">
            {t('proposals.page.accept.nameHint')}
          </p>
          <input
            id={`${id}-name`}
            name="signature_name"
            type="text"
            autoComplete="name"
            required
            minLength={2}
            maxLength={PROPOSAL_LIMITS.signatureName}
            defaultValue={result?.values.signature_name ?? ''}
            aria-invalid={errors.signature_name ? true : undefined}
            aria-describedby={nameDescribedBy}
            className={inputClass}
          />
          <FieldError id={`${id}-name-error`} text={errors.signature_name} />
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-terms`}
              name="accepted_terms"
              type="checkbox"
              value="true"
              required
              aria-invalid={errors.accepted_terms ? true : undefined}
              aria-describedby={errors.accepted_terms ? `${id}-terms-error` : undefined}
              className="mt-1 h-6 w-6 shrink-0 accent-green-800"
            />
            <label htmlFor={`${id}-terms`} className="text-stone-800">
              {t('proposals.page.accept.termsBefore')}{' '}
              <Link to="/terms" target="_blank" className="font-semibold text-green-800 underline">
                {t('proposals.page.accept.termsLink')}
              </Link>
            </label>
          </div>
          <FieldError id={`${id}-terms-error`} text={errors.accepted_terms} />
          <FieldError id={`${id}-optional-error`} text={errors.optional_line_ids} />
        </div>
        <SubmitButton
          intent="accept"
          tone="primary"
          label={t('proposals.page.accept.submit')}
          busyLabel={t('proposals.page.accept.submitting')}
        />
      </Form>
    </section>
  );
}

/** One of the other answers, folded until opened: a native <details>, so it needs no JavaScript. */
function OtherAnswer({
  intent,
  title,
  result,
  children,
}: {
  intent: 'decline' | 'changes';
  title: string;
  result?: ProposalActionResult;
  children: ReactNode;
}) {
  return (
    <details open={result?.intent === intent} className={card}>
      <summary className="cursor-pointer text-lg font-semibold text-green-900">{title}</summary>
      <Form method="post" preventScrollReset className="mt-4 space-y-4">
        <Refusal result={result} intent={intent} />
        {children}
      </Form>
    </details>
  );
}

export function DeclineForm({ result }: { result?: ProposalActionResult }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <OtherAnswer intent="decline" title={t('proposals.page.decline.heading')} result={result}>
      <div>
        <label htmlFor={id} className="block font-medium text-stone-800">
          {t('proposals.page.decline.reason')}
        </label>
        <textarea
          id={id}
          name="reason"
          rows={3}
          maxLength={PROPOSAL_LIMITS.reason}
          defaultValue={result?.intent === 'decline' ? (result.values.reason ?? '') : ''}
          className={inputClass}
        />
      </div>
      <SubmitButton intent="decline" tone="quiet" label={t('proposals.page.decline.submit')} />
    </OtherAnswer>
  );
}

export function ChangesForm({ result }: { result?: ProposalActionResult }) {
  const { t } = useTranslation();
  const id = useId();
  const error = result?.intent === 'changes' ? result.errors.message : undefined;
  return (
    <OtherAnswer intent="changes" title={t('proposals.page.changes.heading')} result={result}>
      <div>
        <label htmlFor={id} className="block font-medium text-stone-800">
          {t('proposals.page.changes.message')}
        </label>
        <textarea
          id={id}
          name="message"
          rows={4}
          required
          maxLength={PROPOSAL_LIMITS.message}
          defaultValue={result?.intent === 'changes' ? (result.values.message ?? '') : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-error`} text={error} />
      </div>
      <SubmitButton intent="changes" tone="quiet" label={t('proposals.page.changes.submit')} />
    </OtherAnswer>
  );
}

/** A replaced proposal's way to the revision in force: a fresh link for it, handed out by the server. */
export function CurrentRevisionForm({ result }: { result?: ProposalActionResult }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-4">
      <Refusal result={result} intent="current" />
      <SubmitButton intent="current" tone="primary" label={t('proposals.page.replaced.open')} />
    </Form>
  );
}
