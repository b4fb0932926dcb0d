import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { PROPOSAL_LIMITS } from '../../../../domain/proposals/model';
import { apiFetch, fieldErrorsOf } from '../../../lib/api';
import { useSite } from '../../../use-site';
import { buttons, TextAreaField } from '../../admin-ui/fields';
import { TextField } from '../../forms/fields';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * A plain e-mail to the lead from its page; the reply joins the lead's history (`onSent` reloads it).
 * The subject starts as the company and the request's reference: words the customer reads in any language.
 */
export function ReplyForm({
  type,
  id,
  email,
  reference,
  onSent,
}: {
  type: string;
  id: number;
  email: string;
  reference?: string;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { company } = useSite();
  const [subject, setSubject] = useState(reference ? `${company.name} · ${reference}` : company.name);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    const res = await apiFetch(`/api/admin/leads/${type}/${id}/replies`, { method: 'POST', body: { subject, message } });
    setBusy(false);
    if (!res.ok) {
      setErrors(fieldErrorsOf(res.body));
      setResult({
        kind: 'error',
        text: res.network ? t('auth.networkError') : (res.body?.message ?? t('proposalsAdmin.reply.failed')),
      });
      return;
    }
    setErrors({});
    setMessage('');
    setResult({ kind: 'success', text: t('proposalsAdmin.reply.sent', { email }) });
    onSent();
  }

  return (
    <section aria-labelledby="lead-reply" className={card}>
      <h2 id="lead-reply" className="text-lg font-semibold text-green-900">
        {t('proposalsAdmin.reply.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('proposalsAdmin.reply.intro', { email })}</p>
      <form id="lead-reply-form" noValidate onSubmit={submit} className="mt-3 space-y-3">
        <TextField
          label={t('proposalsAdmin.reply.subject')}
          name="subject"
          required
          maxLength={PROPOSAL_LIMITS.subject}
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextAreaField
          label={t('proposalsAdmin.reply.message')}
          required
          rows={5}
          maxLength={10_000}
          value={message}
          error={errors.message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <button type="submit" disabled={busy} className={buttons.primary}>
          {busy ? t('proposalsAdmin.reply.sending') : t('proposalsAdmin.reply.send')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {result && (
          <p
            className={`mt-3 rounded-md border px-4 py-3 font-medium ${
              result.kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
            }`}
          >
            {result.text}
          </p>
        )}
      </div>
    </section>
  );
}
