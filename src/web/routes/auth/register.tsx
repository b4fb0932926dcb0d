import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router';
import { registerFormSchema, type UserType } from '../../../domain/auth';
import { AuthCard } from '../../components/auth/AuthCard';
import { FormMessage, formValues, PasswordField, SubmitButton, TextField } from '../../components/forms/fields';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { zodFieldErrors } from '../../lib/validation';
import { registerAction } from '../../server/account-forms.server';
import type { Route } from './+types/register';

/** After a successful registration the page goes to /login after 2 seconds (docs/decisions/0004-product-rules.md). */
const REDIRECT_DELAY_MS = 2000;

const USER_TYPE_OPTIONS: { value: UserType; role: 'customer' | 'professional' }[] = [
  { value: 'client', role: 'customer' },
  { value: 'specialist', role: 'professional' },
];

/** The form posted without JavaScript: the account is made, or the form comes back with the reasons. */
export async function action({ context, request }: Route.ActionArgs) {
  return registerAction(context, request);
}

/** The Register screen (docs/decisions/0007-screens.md). */
export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typed = actionData?.values ?? {};
  const [userType, setUserType] = useState<UserType>(typed.user_type === 'specialist' ? 'specialist' : 'client');
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.errors ?? {});
  const [banner, setBanner] = useState(actionData && !actionData.ok ? actionData.message : '');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(Boolean(actionData?.ok));
  const [registeredEmail, setRegisteredEmail] = useState(actionData?.ok ? (actionData.values.email ?? '') : '');

  useEffect(() => {
    if (!done) return;
    // The login form opens with the address filled in, and says to confirm it (docs/clients.md).
    const timer = setTimeout(() => void navigate('/login', { state: { registeredEmail } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, registeredEmail]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner('');
    const values: Record<string, string> = { ...formValues(event.currentTarget), user_type: userType };
    if (userType !== 'specialist') delete values.company_name;
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      setBanner(t('common.error.fixBelow'));
      return;
    }
    setErrors({});
    setBusy(true);
    const { confirm_password: _confirm, ...payload } = parsed.data;
    const result = await apiFetch('/api/auth/register', { method: 'POST', body: payload });
    setBusy(false);
    if (result.ok) {
      setRegisteredEmail(payload.email);
      setDone(true);
      return;
    }
    setBanner(result.network ? t('auth.networkError') : (result.body?.message ?? t('auth.register.failed')));
    setErrors(fieldErrorsOf(result.body));
  }

  return (
    <AuthCard title={t('auth.register.title')} heading={t('auth.register.heading')} intro={t('auth.register.intro')} wide>
      {done ? (
        <div className="space-y-6">
          <FormMessage kind="success">{t('auth.register.success')}</FormMessage>
          <Link
            to="/login"
            className="block rounded-md bg-green-800 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-900"
          >
            {t('auth.reset.login')}
          </Link>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="space-y-5">
          {banner && <FormMessage kind="error">{banner}</FormMessage>}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('auth.register.firstName')}
              name="first_name"
              defaultValue={typed.first_name}
              autoComplete="given-name"
              required
              error={errors.first_name}
            />
            <TextField
              label={t('auth.register.lastName')}
              name="last_name"
              defaultValue={typed.last_name}
              autoComplete="family-name"
              required
              error={errors.last_name}
            />
            <TextField
              label={t('auth.register.email')}
              name="email"
              defaultValue={typed.email}
              type="email"
              autoComplete="email"
              required
              error={errors.email}
            />
            <TextField
              label={t('auth.register.phone')}
              name="phone"
              defaultValue={typed.phone}
              type="tel"
              autoComplete="tel"
              error={errors.phone}
            />
            <TextField
              label={t('auth.register.address')}
              name="address"
              defaultValue={typed.address}
              autoComplete="address-line1"
              error={errors.address}
              className="sm:col-span-2"
            />
          </div>
          <fieldset aria-describedby={errors.user_type ? 'user-type-error' : undefined}>
            <legend className="mb-2 font-medium text-stone-800">{t('auth.register.accountType')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {USER_TYPE_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className={`flex cursor-pointer items-center gap-3 rounded-md border px-4 py-3 ${
                    userType === option.value ? 'border-green-800 bg-green-50' : 'border-stone-300'
                  }`}
                >
                  <input
                    type="radio"
                    name="user_type"
                    value={option.value}
                    checked={userType === option.value}
                    onChange={() => setUserType(option.value)}
                    className="h-4 w-4 accent-green-800"
                  />
                  <span className="font-medium text-stone-900">{t(`auth.roles.${option.role}`)}</span>
                </label>
              ))}
            </div>
            {errors.user_type && (
              <p id="user-type-error" className="mt-1 text-sm font-medium text-red-800">
                {errors.user_type}
              </p>
            )}
          </fieldset>
          {/* Shown while 'professional' is chosen, by CSS (site.css), so it also works without JavaScript. */}
          <div className="company-field">
            <TextField
              label={t('auth.register.companyName')}
              name="company_name"
              autoComplete="organization"
              required
              defaultValue={typed.company_name}
              error={errors.company_name}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              label={t('auth.register.password')}
              name="password"
              autoComplete="new-password"
              required
              hint={t('auth.register.passwordHint')}
              error={errors.password}
            />
            <PasswordField
              label={t('auth.register.confirmPassword')}
              name="confirm_password"
              autoComplete="new-password"
              required
              error={errors.confirm_password}
            />
          </div>
          <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
          <p className="text-center text-stone-700">
            {t('auth.register.haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
              {t('auth.register.login')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
