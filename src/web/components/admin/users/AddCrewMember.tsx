import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { AdminUser } from '../../../../domain/auth';
import { apiFetch, fieldErrorsOf } from '../../../lib/api';
import { TextField } from '../../forms/fields';
import { buttons } from '../../admin-ui/fields';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', colour: '#2f855a' };

/**
 * Adds a crew member (docs/jobs.md): name, e-mail, phone and their colour on the schedule. The
 * server e-mails them an invitation to choose a password; the form says so and empties.
 */
export function AddCrewMember({ onAdded }: { onAdded: (user: AdminUser, message: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const colourId = useId();
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const result = await apiFetch<{ data: AdminUser }>('/api/admin/users', { method: 'POST', body: values });
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldErrorsOf(result.body));
      setMessage(result.network ? t('auth.networkError') : (result.body?.message ?? t('admin.users.saveFailed')));
      return;
    }
    setErrors({});
    setValues(EMPTY);
    const user = result.body.data;
    onAdded(user, t('admin.users.crew.added', { name: `${user.first_name} ${user.last_name}`, email: user.email }));
  }

  return (
    <section aria-labelledby="add-crew" className="mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="add-crew" className="text-xl font-semibold text-green-900">
        {t('admin.users.crew.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('admin.users.crew.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.users.crew.firstName')} required autoComplete="off" {...field('first_name')} />
        <TextField label={t('admin.users.crew.lastName')} required autoComplete="off" {...field('last_name')} />
        <TextField label={t('admin.users.crew.email')} type="email" required autoComplete="off" {...field('email')} />
        <TextField label={t('admin.users.crew.phone')} type="tel" required autoComplete="off" {...field('phone')} />
        <div>
          <label htmlFor={colourId} className="mb-1 block font-medium text-stone-800">
            {t('admin.users.crew.colour')}
          </label>
          <input
            id={colourId}
            type="color"
            name="colour"
            value={values.colour}
            aria-describedby={`${colourId}-hint${errors.colour ? ` ${colourId}-error` : ''}`}
            aria-invalid={errors.colour ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, colour: e.target.value }))}
            className="h-11 w-24 cursor-pointer rounded-md border border-stone-400 bg-white p-1"
          />
          <p id={`${colourId}-hint`} className="mt-1 text-sm text-stone-700">
            {t('admin.users.crew.colourHint')}
          </p>
          {errors.colour && (
            <p id={`${colourId}-error`} className="mt-1 text-sm font-medium text-red-800">
              {errors.colour}
            </p>
          )}
        </div>
        <div role="alert" className="sm:col-span-2">
          {message && <p className="font-semibold text-red-800">{message}</p>}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttons.primary}>
            {t('admin.users.crew.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
