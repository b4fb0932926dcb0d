import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { type ContactErrors, type ContactField, HONEYPOT_FIELD, SERVICE_INTERESTS } from '../../../domain/contact';
import type { LeadSource } from '../../../domain/lead-source';
import { telHref } from '../../../domain/company-format';
import { useSite } from '../../use-site';
import type { ContactActionResult } from '../../server/contact.server';

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-green-700 aria-[invalid=true]:border-red-700';

/**
 * The contact form: a plain form posted to the page's action, which checks it with the API's rules
 * and answers with the page (`result`). The page's script checks the fields first (data-checks,
 * enhance/form-checks.ts) with the messages written here in the page's language. Where the visit
 * came from travels in the hidden `source` field: written by the server when the visit starts here,
 * replaced by the browser's note of the visit when it has one (enhance/lead-source.ts).
 * Once sent, the thanks take the form's place.
 */
export function ContactForm({ result, landingSource }: { result?: ContactActionResult; landingSource?: LeadSource | null }) {
  const { t } = useTranslation();
  const id = useId();
  if (result?.status === 'sent') return <ThankYou />;
  const errors: ContactErrors = result?.status === 'invalid' ? result.errors : {};
  const values = result?.values ?? {};
  const source = values.source ?? (landingSource ? JSON.stringify(landingSource) : '');

  const field = (name: ContactField, messages: { required?: string; email?: string } = {}) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
    'data-msg-required': messages.required && t(messages.required),
    'data-msg-email': messages.email && t(messages.email),
  });
  const label = (name: ContactField, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className="block font-medium text-stone-800">
      {text}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
  /** Always there (empty and hidden until needed), so the page's script can write into it. */
  const error = (name: ContactField) => (
    <p id={`${id}-${name}-error`} data-error-for={name} hidden={!errors[name]} className="mt-1 text-sm font-medium text-red-700">
      {errors[name] ? t(errors[name]) : ''}
    </p>
  );

  return (
    <form
      method="post"
      action="/contact#contact-form"
      noValidate
      data-checks=""
      data-lead-source=""
      className="relative space-y-5"
    >
      {source && <input type="hidden" name="source" defaultValue={source} />}
      <div role="alert">
        <p
          data-check-summary=""
          hidden={Object.keys(errors).length === 0}
          className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800"
        >
          {t('common.error.fixBelow')}
        </p>
        {result?.status === 'rate-limited' && (
          <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {t('contact.errors.rateLimited')}
          </p>
        )}
      </div>
      <p className="text-sm text-stone-700">{t('contact.form.requiredNote')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('name', t('contact.form.name'), true)}
          <input
            {...field('name', { required: 'contact.errors.nameRequired' })}
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            className={inputClass}
          />
          {error('name')}
        </div>
        <div>
          {label('email', t('contact.form.email'), true)}
          <input
            {...field('email', { required: 'contact.errors.emailRequired', email: 'contact.errors.emailInvalid' })}
            type="email"
            autoComplete="email"
            required
            maxLength={200}
            className={inputClass}
          />
          {error('email')}
        </div>
        <div>
          {label('phone', t('contact.form.phone'))}
          <input {...field('phone')} type="tel" autoComplete="tel" maxLength={40} className={inputClass} />
          {error('phone')}
        </div>
        <div>
          {label('serviceInterest', t('contact.form.serviceInterest'))}
          <select {...field('serviceInterest')} className={inputClass}>
            <option value="">{t('contact.form.selectService')}</option>
            {SERVICE_INTERESTS.map((service) => (
              <option key={service} value={service}>
                {t(`contact.form.services.${service}`)}
              </option>
            ))}
          </select>
          {error('serviceInterest')}
        </div>
      </div>
      <div>
        {label('message', t('contact.form.message'), true)}
        <p id={`${id}-message-hint`} className="text-sm text-stone-700">
          {t('contact.form.messageHint')}
        </p>
        <textarea
          {...field('message', { required: 'contact.errors.messageRequired' })}
          aria-describedby={`${id}-message-hint ${id}-message-error`}
          rows={6}
          required
          maxLength={5000}
          className={inputClass}
        />
        {error('message')}
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t('contact.form.honeypot')}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900">
        {t('contact.form.submit')}
      </button>
    </form>
  );
}

/**
 * The thanks for a sent message, in the form's place. The post opened the page at the form's
 * heading (#contact-form), so they are on screen below the sticky header; the page's script gives
 * them the focus (`data-autofocus`, enhance/focus.ts). They repeat the phone number for what cannot wait.
 */
function ThankYou() {
  const { t } = useTranslation();
  const { company } = useSite();
  return (
    <div
      tabIndex={-1}
      data-autofocus=""
      className="space-y-3 rounded-md border border-green-700 bg-green-50 p-5 text-green-950 outline-none"
    >
      <p role="status" className="text-lg font-semibold">
        {t('contact.form.success')}
      </p>
      <p>
        {t('contact.form.successCall')}{' '}
        <a href={telHref(company.phone)} className="font-semibold whitespace-nowrap text-green-800 underline">
          {company.phone}
        </a>
      </p>
    </div>
  );
}
