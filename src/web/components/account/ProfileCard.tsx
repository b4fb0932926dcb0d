import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { profileSchemaFor } from '../../../domain/auth';
import type { ProfileView } from '../../../server/account/profile';
import { FormMessage, formValues, TextField } from '../forms/fields';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { zodFieldErrors } from '../../lib/validation';
import type { AccountFormResult } from '../../server/account-forms.server';

/**
 * Name, phone, address (and company for professionals): read, then edit in place. Without
 * JavaScript, Edit is a link to ?edit=profile and the form posts to the page's action (`result`).
 */
export function ProfileCard({ profile, result }: { profile: ProfileView; result?: AccountFormResult }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(result ? !result.ok : params.get('edit') === 'profile');
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    result ? { kind: result.ok ? 'success' : 'error', text: result.ok ? t('account.profile.saved') : result.message } : null,
  );
  const typed = result?.values ?? {};
  const [busy, setBusy] = useState(false);
  const professional = profile.role === 'professional';

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const parsed = profileSchemaFor(profile.role).safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiFetch('/api/account/profile', { method: 'PUT', body: parsed.data });
    setBusy(false);
    if (result.ok) {
      setEditing(false);
      setMessage({ kind: 'success', text: t('account.profile.saved') });
      await revalidate();
      return;
    }
    setMessage({
      kind: 'error',
      text: result.network ? t('auth.networkError') : (result.body?.message ?? t('account.profile.failed')),
    });
    setErrors(fieldErrorsOf(result.body));
  }

  const value = (v: string | null) => v || <span className="text-stone-600">{t('account.profile.notProvided')}</span>;
  return (
    <section aria-labelledby="profile-heading" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="profile-heading" className="text-xl font-semibold text-green-900">
        {t('account.profile.heading')}
      </h2>
      <div className="mt-4 space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        {editing ? (
          <form method="post" noValidate onSubmit={submit} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('account.profile.firstName')}
                name="first_name"
                required
                defaultValue={typed.first_name ?? profile.first_name}
                autoComplete="given-name"
                error={errors.first_name}
              />
              <TextField
                label={t('account.profile.lastName')}
                name="last_name"
                required
                defaultValue={typed.last_name ?? profile.last_name}
                autoComplete="family-name"
                error={errors.last_name}
              />
            </div>
            <TextField
              label={t('account.profile.phone')}
              name="phone"
              type="tel"
              defaultValue={typed.phone ?? profile.phone ?? ''}
              autoComplete="tel"
              error={errors.phone}
            />
            <TextField
              label={t('account.profile.address')}
              name="address"
              defaultValue={typed.address ?? profile.address ?? ''}
              autoComplete="address-line1"
              error={errors.address}
            />
            {professional && (
              <TextField
                label={t('account.profile.companyName')}
                name="company_name"
                required
                defaultValue={typed.company_name ?? profile.company_name ?? ''}
                autoComplete="organization"
                error={errors.company_name}
              />
            )}
            <div className="flex gap-3">
              <button
                type="submit"
                name="intent"
                value="profile"
                disabled={busy}
                className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-70"
              >
                {busy ? t('account.profile.saving') : t('account.profile.save')}
              </button>
              <Link
                to="/dashboard"
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  setEditing(false);
                  setErrors({});
                }}
                className="rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100"
              >
                {t('account.profile.cancel')}
              </Link>
            </div>
          </form>
        ) : (
          <>
            <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-stone-700">{t('account.profile.name')}</dt>
              <dd className="text-stone-900">{`${profile.first_name} ${profile.last_name}`}</dd>
              <dt className="font-medium text-stone-700">{t('account.profile.email')}</dt>
              <dd className="break-all text-stone-900">{profile.email}</dd>
              <dt className="font-medium text-stone-700">{t('account.profile.accountType')}</dt>
              <dd className="text-stone-900">{t(`auth.roles.${profile.role}`)}</dd>
              {professional && (
                <>
                  <dt className="font-medium text-stone-700">{t('account.profile.company')}</dt>
                  <dd className="text-stone-900">{value(profile.company_name)}</dd>
                </>
              )}
              <dt className="font-medium text-stone-700">{t('account.profile.phone')}</dt>
              <dd className="text-stone-900">{value(profile.phone)}</dd>
              <dt className="font-medium text-stone-700">{t('account.profile.address')}</dt>
              <dd className="text-stone-900">{value(profile.address)}</dd>
            </dl>
            <Link
              to="?edit=profile"
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setEditing(true);
                setMessage(null);
              }}
              className="inline-block rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50"
            >
              {t('account.profile.edit')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
