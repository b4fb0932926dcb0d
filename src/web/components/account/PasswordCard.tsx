import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { changePasswordSchema } from '../../../domain/auth';
import { FormMessage, formValues, PasswordField } from '../forms/fields';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { zodFieldErrors } from '../../lib/validation';
import type { AccountFormResult } from '../../server/account-forms.server';

/** Change password: this browser stays signed in, every other session ends. `result`: posted without JavaScript. */
export function PasswordCard({ result }: { result?: AccountFormResult }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    result ? { kind: result.ok ? 'success' : 'error', text: result.message } : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const { confirm_password, ...values } = formValues(form);
    const parsed = changePasswordSchema.safeParse(values);
    const problems = parsed.success ? {} : zodFieldErrors(parsed.error, t);
    if (values.new_password !== confirm_password) problems.confirm_password = t('auth.errors.passwordsMismatch');
    setErrors(problems);
    if (!parsed.success || Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await apiFetch<{ message: string }>('/api/account/password', { method: 'POST', body: parsed.data });
    setBusy(false);
    if (result.ok) {
      form.reset();
      setMessage({ kind: 'success', text: result.body.message });
      return;
    }
    setMessage({
      kind: 'error',
      text: result.network ? t('auth.networkError') : (result.body?.message ?? t('account.password.failed')),
    });
    setErrors(fieldErrorsOf(result.body));
  }

  return (
    <section aria-labelledby="password-heading" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="password-heading" className="text-xl font-semibold text-green-900">
        {t('account.password.heading')}
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <PasswordField
          label={t('account.password.current')}
          name="current_password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <PasswordField
          label={t('account.password.new')}
          name="new_password"
          autoComplete="new-password"
          required
          hint={t('auth.register.passwordHint')}
          error={errors.new_password}
        />
        <PasswordField
          label={t('account.password.confirm')}
          name="confirm_password"
          autoComplete="new-password"
          required
          error={errors.confirm_password}
        />
        <button
          type="submit"
          name="intent"
          value="password"
          disabled={busy}
          className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-70"
        >
          {busy ? t('account.password.submitting') : t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
