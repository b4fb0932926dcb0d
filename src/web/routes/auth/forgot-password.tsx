import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../domain/auth';
import { AuthCard } from '../../components/auth/AuthCard';
import { FormMessage, formValues, SubmitButton, TextField } from '../../components/forms/fields';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { zodFieldErrors } from '../../lib/validation';
import { forgotPasswordAction } from '../../server/account-forms.server';
import type { Route } from './+types/forgot-password';

/** The form posted without JavaScript: the same answer as the page's script shows. */
export async function action({ context, request }: Route.ActionArgs) {
  return forgotPasswordAction(context, request);
}

/** Asks for a reset link by e-mail; the answer is the same whether or not the account exists. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.errors ?? {});
  const [banner, setBanner] = useState(actionData && !actionData.ok ? actionData.message : '');
  const [sent, setSent] = useState(actionData?.ok ? actionData.message : '');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner('');
    const parsed = forgotPasswordSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: parsed.data });
    setBusy(false);
    if (result.ok) setSent(result.body.message);
    else {
      setBanner(result.network ? t('auth.networkError') : (result.body?.message ?? t('auth.forgot.failed')));
      setErrors(fieldErrorsOf(result.body));
    }
  }

  return (
    <AuthCard title={t('auth.forgot.title')} heading={t('auth.forgot.heading')} intro={sent ? undefined : t('auth.forgot.intro')}>
      {sent ? (
        <FormMessage kind="success">{sent}</FormMessage>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="space-y-5">
          {banner && <FormMessage kind="error">{banner}</FormMessage>}
          <TextField
            label={t('auth.forgot.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.values.email}
            error={errors.email}
          />
          <SubmitButton busy={busy} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
