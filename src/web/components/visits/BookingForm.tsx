import { useId } from 'react';
import type { LeadSource } from '../../../domain/lead-source';
import { useTranslation } from '../../i18n';
import { HONEYPOT_FIELD, SERVICE_INTERESTS } from '../../../domain/contact';
import type { BookingField } from '../../../domain/visits/booking';
import type { BookingResult } from '../../server/visits.server';
import { TextField } from '../forms/fields';
import { TimeChoices } from './TimeChoices';

const inputClass =
  'block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-700 aria-[invalid=true]:border-red-700';

/**
 * The visitor's details for the chosen time: a plain POST form handled by the page's action, so it
 * works without JavaScript. When the time was taken meanwhile, the next free times are offered
 * here as radio buttons and what was typed stays.
 */
export function BookingForm({
  action,
  start,
  prefill,
  result,
  phone,
  landingSource,
}: {
  /** The page's own address, opened again at the details when the post is refused. */
  action: string;
  start: string;
  prefill: Record<string, string>;
  result?: BookingResult;
  phone: string;
  /** Where the visit came from when it started on this page; the browser's own note replaces it. */
  landingSource?: LeadSource | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const values = result?.values ?? prefill;
  const errors = result?.status === 'invalid' ? result.errors : {};
  // After a refused post the first wrong field, or the message, takes the focus (enhance/focus.ts).
  const firstError = Object.keys(errors)[0];
  const focusHere = (name: string) => (result && name === (firstError ?? 'alert') ? { 'data-autofocus': '' } : {});

  const error = (name: BookingField) => (errors[name] ? t(errors[name]!) : undefined);
  const field = (
    name: 'name' | 'email' | 'phone' | 'address',
    type: string,
    autoComplete: string,
    extra: { hint?: string } = {},
  ) => (
    <TextField
      label={t(`visits.book.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      maxLength={name === 'address' ? 300 : name === 'phone' ? 40 : name === 'name' ? 120 : 200}
      defaultValue={values[name] ?? ''}
      error={error(name)}
      {...focusHere(name)}
      {...extra}
    />
  );

  return (
    <form method="post" action={action} data-booking="" data-lead-source="" className="relative space-y-5">
      {(values.source ?? landingSource) && (
        <input type="hidden" name="source" defaultValue={values.source ?? JSON.stringify(landingSource)} />
      )}
      <div tabIndex={-1} role="alert" className="outline-none" {...focusHere('alert')}>
        {result?.status === 'invalid' && (
          <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {errors.start ? t(errors.start) : t('common.error.fixBelow')}
          </p>
        )}
        {result?.status === 'taken' && (
          <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">{t('visits.book.taken')}</p>
        )}
        {result?.status === 'rate-limited' && (
          <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {t('visits.book.rateLimited', { phone })}
          </p>
        )}
      </div>
      {result?.status === 'taken' ? (
        result.next.length ? (
          <TimeChoices legend={t('visits.book.nextTimes')} times={result.next} checked={result.next[0].start} />
        ) : (
          <p className="text-stone-800">{t('visits.book.noNextTimes', { phone })}</p>
        )
      ) : (
        <input type="hidden" name="start" value={start} />
      )}
      {values.lead && <input type="hidden" name="lead" value={values.lead} />}
      <p className="text-sm text-stone-700">{t('visits.book.requiredNote')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
        <div>
          <label htmlFor={`${id}-service`} className="mb-1 block font-medium text-stone-800">
            {t('visits.book.service')}
          </label>
          <select
            id={`${id}-service`}
            name="service"
            defaultValue={values.service ?? ''}
            aria-invalid={errors.service ? true : undefined}
            aria-describedby={errors.service ? `${id}-service-error` : undefined}
            {...focusHere('service')}
            className={inputClass}
          >
            <option value="">{t('visits.book.selectService')}</option>
            {SERVICE_INTERESTS.map((service) => (
              <option key={service} value={service}>
                {t(`contact.form.services.${service}`)}
              </option>
            ))}
          </select>
          {errors.service && (
            <p id={`${id}-service-error`} className="mt-1 text-sm font-medium text-red-800">
              {t(errors.service)}
            </p>
          )}
        </div>
      </div>
      {field('address', 'text', 'address-line1', { hint: t('visits.book.addressHint') })}
      <div>
        <label htmlFor={`${id}-notes`} className="mb-1 block font-medium text-stone-800">
          {t('visits.book.notes')}
        </label>
        <p id={`${id}-notes-hint`} className="mb-1 text-sm text-stone-700">
          {t('visits.book.notesHint')}
        </p>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={4}
          maxLength={2000}
          defaultValue={values.notes ?? ''}
          aria-describedby={[`${id}-notes-hint`, errors.notes && `${id}-notes-error`].filter(Boolean).join(' ')}
          aria-invalid={errors.notes ? true : undefined}
          {...focusHere('notes')}
          className={inputClass}
        />
        {errors.notes && (
          <p id={`${id}-notes-error`} className="mt-1 text-sm font-medium text-red-800">
            {t(errors.notes)}
          </p>
        )}
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t('visits.book.honeypot')}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        className="w-full rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900 sm:w-auto"
      >
        {t('visits.book.submit')}
      </button>
    </form>
  );
}
