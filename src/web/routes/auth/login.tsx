import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginSchema, type PublicUser } from '../../../domain/auth';
import { AuthCard } from '../../components/auth/AuthCard';
import { DemoAccounts } from '../../components/auth/DemoAccounts';
import { useSessionChange } from '../../components/auth/use-session';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../components/forms/fields';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { zodFieldErrors } from '../../lib/validation';
import { useSite } from '../../use-site';
import { loginAction } from '../../server/account-forms.server';
import { demoAccountsForLogin } from '../../server/auth.server';
import type { Route } from './+types/login';

export async function loader({ context }: Route.LoaderArgs) {
  return { demoAccounts: await demoAccountsForLogin(context) };
}

/** The form posted without JavaScript (or before the script loaded): signed in, or back with the reason. */
export async function action({ context, request }: Route.ActionArgs) {
  return loginAction(context, request);
}

/** The Login screen (docs/decisions/0007-screens.md); remember-me makes a longer-lived session. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSite();
  const [params] = useSearchParams();
  const next = params.get('next');
  const session = useSessionChange();
  // Just registered (the register page passes the address in the history state, never in the URL).
  const registered = (useLocation().state as { registeredEmail?: string } | null)?.registeredEmail;
  const [email, setEmail] = useState(actionData?.values.email ?? registered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(actionData?.values.remember === 'on');
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.errors ?? {});
  const [banner, setBanner] = useState(actionData?.message ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner('');
    const parsed = loginSchema.safeParse({ email, password, remember });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiFetch<{ user: PublicUser }>('/api/auth/login', { method: 'POST', body: parsed.data });
    if (result.ok) {
      await session.signedIn(result.body.user, next);
      return;
    }
    setBusy(false);
    setBanner(result.network ? t('auth.networkError') : (result.body?.message ?? t('auth.login.failed')));
    setErrors(fieldErrorsOf(result.body));
  }

  const needsAdmin = user && user.role !== 'admin' && next?.startsWith('/admin');
  return (
    <AuthCard title={t('auth.login.title')} heading={t('auth.login.heading')} intro={t('auth.login.intro')}>
      <form method="post" noValidate onSubmit={submit} className="space-y-5">
        {needsAdmin && <FormMessage kind="error">{t('auth.login.needsAdmin', { email: user.email })}</FormMessage>}
        {registered && !banner && <FormMessage kind="success">{t('auth.login.confirmEmail', { email: registered })}</FormMessage>}
        {banner && <FormMessage kind="error">{banner}</FormMessage>}
        <TextField
          label={t('auth.login.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-2">
            <input
              id="remember"
              name="remember"
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              aria-describedby="remember-hint"
              className="mt-1 h-4 w-4 accent-green-800"
            />
            <div>
              <label htmlFor="remember" className="font-medium text-stone-800">
                {t('auth.login.remember')}
              </label>
              <p id="remember-hint" className="text-sm text-stone-700">
                {t('auth.login.rememberHint')}
              </p>
            </div>
          </div>
          <Link to="/forgot-password" className="font-medium text-green-800 underline underline-offset-2 hover:text-green-900">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
        <p className="text-center text-stone-700">
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
            {t('auth.login.register')}
          </Link>
        </p>
      </form>
      {loaderData.demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={loaderData.demoAccounts}
          onUse={(account) => {
            setEmail(account.email);
            setPassword(account.password);
            setErrors({});
          }}
        />
      )}
    </AuthCard>
  );
}
