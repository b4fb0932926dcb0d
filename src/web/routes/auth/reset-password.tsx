import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useSearchParams } from 'react-router';
import { newPasswordField } from '../../../domain/auth';
import { AuthCard } from '../../components/auth/AuthCard';
import { FormMessage, formValues, PasswordField, SubmitButton } from '../../components/forms/fields';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { resetPasswordAction } from '../../server/account-forms.server';
import { privatePageHeaders, resetLinkUsable } from '../../server/auth.server';
import type { Route } from './+types/reset-password';

export const headers = privatePageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { usable: await resetLinkUsable(context, new URL(request.url).searchParams.get('token')) };
}

/** The form posted without JavaScript (the token is in the page's address, which the form posts to). */
export async function action({ context, request }: Route.ActionArgs) {
  return resetPasswordAction(context, request);
}

/** The page the reset e-mail links to: a new password, once, within the hour. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.errors ?? {});
  const [banner, setBanner] = useState(actionData && !actionData.ok ? actionData.message : '');
  const [done, setDone] = useState(actionData?.ok ? actionData.message : '');
  const [busy, setBusy] = useState(false);
  const [usable, setUsable] = useState(loaderData.usable && !actionData?.errors.token);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner('');
    const { password = '', confirm_password } = formValues(event.currentTarget);
    const checked = newPasswordField.safeParse(password);
    const problems: Record<string, string> = {};
    if (!checked.success) problems.password = t(checked.error.issues[0].message);
    if (password !== confirm_password) problems.confirm_password = t('auth.errors.passwordsMismatch');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await apiFetch<{ message: string }>('/api/auth/reset-password', {
      method: 'POST',
      body: { token: params.get('token') ?? '', password },
    });
    setBusy(false);
    if (result.ok) return setDone(result.body.message);
    const fields = fieldErrorsOf(result.body);
    if (fields.token) return setUsable(false);
    setBanner(result.network ? t('auth.networkError') : (result.body?.message ?? t('auth.reset.failed')));
    setErrors(fields);
  }

  return (
    <AuthCard
      title={t('auth.reset.title')}
      heading={t('auth.reset.heading')}
      intro={usable && !done ? t('auth.reset.intro') : undefined}
    >
      {done ? (
        <div className="space-y-6">
          <FormMessage kind="success">{done}</FormMessage>
          <Link
            to="/login"
            className="block rounded-md bg-green-800 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-900"
          >
            {t('auth.reset.login')}
          </Link>
        </div>
      ) : !usable ? (
        <div className="space-y-6">
          <FormMessage kind="error">{t('auth.reset.invalid')}</FormMessage>
          <Link
            to="/forgot-password"
            className="block rounded-md bg-green-800 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-900"
          >
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="space-y-5">
          {banner && <FormMessage kind="error">{banner}</FormMessage>}
          <PasswordField
            label={t('auth.reset.password')}
            name="password"
            autoComplete="new-password"
            required
            hint={t('auth.register.passwordHint')}
            error={errors.password}
          />
          <PasswordField
            label={t('auth.reset.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            required
            error={errors.confirm_password}
          />
          <SubmitButton busy={busy} label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
        </form>
      )}
    </AuthCard>
  );
}
