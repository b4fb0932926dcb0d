import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Form, useNavigation, useSubmit } from 'react-router';
import { type ContactErrors, type ContactField, HONEYPOT_FIELD, SERVICE_INTERESTS } from '../../../domain/contact';
import type { checkContact } from '../../../domain/contact-schema';
import type { LeadSource } from '../../../domain/lead-source';
import type { ContactActionResult } from '../../server/contact.server';

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-green-700 aria-[invalid=true]:border-red-700';

/**
 * The contact form. Checked here before sending and again by the page's action on the server;
 * a plain form post without JavaScript gets the same answer rendered by the server. The rules are
 * loaded when the visitor first touches the form, not with the page. Where the visit came from
 * travels in the hidden `source` field: written by the server when the visit starts here, replaced
 * by the browser's note of the visit when it has one (enhance/lead-source.ts, data-lead-source).
 */
export function ContactForm({ result, landingSource }: { result?: ContactActionResult; landingSource?: LeadSource | null }) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const checker = useRef<Promise<typeof checkContact> | null>(null);
  const loadChecker = () => (checker.current ??= import('../../../domain/contact-schema').then((m) => m.checkContact));
  const submit = useSubmit();

  useEffect(() => {
    setClientErrors(null);
    if (result?.status === 'sent') {
      formRef.current?.reset();
      statusRef.current?.focus();
    }
    if (result?.status === 'invalid') focusField(formRef.current, Object.keys(result.errors)[0]);
  }, [result]);

  const errors: ContactErrors = clientErrors ?? (result?.status === 'invalid' ? result.errors : {});
  const values = result && result.status !== 'sent' ? result.values : {};
  const source = values.source ?? (landingSource ? JSON.stringify(landingSource) : '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = (await loadChecker())(Object.fromEntries(new FormData(form)));
    setClientErrors(checked.errors ?? null);
    if (checked.errors) return focusField(form, Object.keys(checked.errors)[0]);
    await submit(form, { method: 'post', preventScrollReset: true });
  };

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const label = (name: ContactField, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className="block font-medium text-stone-800">
      {text}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
  const error = (name: ContactField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {t(errors[name])}
      </p>
    );

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadChecker()}
      onPointerEnter={() => void loadChecker()}
      preventScrollReset
      data-lead-source=""
      className="relative space-y-5"
    >
      {source && <input type="hidden" name="source" defaultValue={source} />}
      <div ref={statusRef} tabIndex={-1} role="status" className="outline-none">
        {result?.status === 'sent' && (
          <p className="rounded-md border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
            {t('contact.form.success')}
          </p>
        )}
      </div>
      <div role="alert">
        {Object.keys(errors).length > 0 && (
          <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {t('common.error.fixBelow')}
          </p>
        )}
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
          <input {...field('name')} type="text" autoComplete="name" required maxLength={120} className={inputClass} />
          {error('name')}
        </div>
        <div>
          {label('email', t('contact.form.email'), true)}
          <input {...field('email')} type="email" autoComplete="email" required maxLength={200} className={inputClass} />
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
          {...field('message')}
          aria-describedby={[`${id}-message-hint`, errors.message && `${id}-message-error`].filter(Boolean).join(' ')}
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
      <button
        type="submit"
        disabled={sending}
        className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900 disabled:opacity-70"
      >
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </Form>
  );
}

function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
