import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from '../../i18n';
import type { QuoteDraft } from '../../../domain/quote/draft';
import { FieldError } from './FieldError';

type Contact = QuoteDraft['contactInfo'];

interface Props {
  contact: Contact;
  onChange: (contact: Contact) => void;
  errors: Record<string, string>;
  honeypot: string;
  onHoneypot: (value: string) => void;
}

const FIELDS = [
  { field: 'name', required: true, autoComplete: 'name', type: 'text' },
  { field: 'email', required: true, autoComplete: 'email', type: 'email' },
  { field: 'phone', required: false, autoComplete: 'tel', type: 'tel' },
  { field: 'address', required: false, autoComplete: 'address-line1', type: 'text' },
] as const;

/** Step 7: name and e-mail (required), phone, property address and a message. */
export function ContactStep({ contact, onChange, errors, honeypot, onHoneypot }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (field: keyof Contact, value: string) => onChange({ ...contact, [field]: value });
  const messageError = errors['contactInfo.message'];
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {FIELDS.map(({ field, required, autoComplete, type }) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={t(`quote.fields.${field}`)}
          required={required}
          requiredText={t('quote.fields.required')}
          error={errors[`contactInfo.${field}`]}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={contact[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className="mb-1 block font-semibold text-stone-900">
          {t('quote.fields.message')}
        </label>
        <p id={`${id}-message-hint`} className="mb-2 text-sm text-stone-700">
          {t('quote.fields.messageHint')}
        </p>
        <FieldError id={`${id}-message-error`} message={messageError} />
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={2000}
          value={contact.message}
          onChange={(event) => set('message', event.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${id}-message-hint ${id}-message-error`}
          className="w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-green-800"
        />
      </div>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('quote.fields.honeypot')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => onHoneypot(e.target.value)}
        />
      </div>
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  requiredText: string;
  error?: string;
  /** A line under the label: an example or why the field helps. */
  hint?: string;
}

/** A labelled text input with its error (and an optional hint) linked by aria-describedby. */
export function TextField({ id, label, required, requiredText, error, hint, ...input }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-stone-900">
        {label}
        {required && (
          <span className="ml-1 text-red-800">
            <span aria-hidden="true">*</span>
            <span className="sr-only">({requiredText})</span>
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-sm text-stone-700">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
        className="w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-green-800"
        {...input}
      />
    </div>
  );
}
