import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { apiFetch } from '../../lib/api';
import { FormMessage } from '../forms/fields';
import type { AccountFormResult } from '../../server/account-forms.server';

/**
 * Shown on the dashboard until the account confirms its address: why the page shows only what
 * the account sent while signed in, and a button that mails a new link (posted without
 * JavaScript too; `result` is that post's answer).
 */
export function EmailVerification({ email, result }: { email: string; result?: AccountFormResult }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    result ? { kind: result.ok ? 'success' : 'error', text: result.message } : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setBusy(true);
    const answer = await apiFetch<{ message: string }>('/api/account/email-verification', { method: 'POST', body: {} });
    setBusy(false);
    if (answer.ok) return setMessage({ kind: 'success', text: answer.body.message });
    setMessage({
      kind: 'error',
      text: answer.network ? t('auth.networkError') : (answer.body?.message ?? t('account.verify.failed')),
    });
  }

  return (
    <section aria-labelledby="verify-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-6 shadow-sm">
      <h2 id="verify-heading" className="text-xl font-semibold text-green-900">
        {t('account.verify.heading')}
      </h2>
      <p className="mt-2 text-stone-800">{t('account.verify.pending', { email })}</p>
      <form method="post" onSubmit={submit} className="mt-4 space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <button
          type="submit"
          name="intent"
          value="verify-email"
          disabled={busy}
          className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-70"
        >
          {busy ? t('account.verify.sending') : t('account.verify.resend')}
        </button>
      </form>
    </section>
  );
}
