import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../i18n';

const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-stone-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-700 ${
    invalid ? 'border-red-700' : 'border-stone-400'
  }`;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** Renders after the input, inside its box (the password toggle). */
  addon?: (inputId: string) => ReactNode;
}

/** A labelled input with its hint and its error, both announced with the input. */
export function TextField({ label, name, error, hint, required, addon, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      {/* The asterisk sits outside the label: the input's name stays exactly the label. */}
      <div className="mb-1 flex gap-0.5">
        <label htmlFor={id} className="font-medium text-stone-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-800">
            *
          </span>
        )}
      </div>
      <div className="relative">
        <input
          id={id}
          name={name}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass(Boolean(error))} ${addon ? 'pr-12' : ''}`}
          {...input}
        />
        {addon?.(id)}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (Login and Register, docs/decisions/0007-screens.md). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={(inputId) => (
        <button
          type="button"
          aria-controls={inputId}
          aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
          title={visible ? t('auth.password.hide') : t('auth.password.show')}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-stone-700 hover:text-green-800"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      )}
    />
  );
}

/** The form-level message: an error banner (alert) or a success note (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
      {children}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-green-800 px-4 py-2.5 font-semibold text-white hover:bg-green-900 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A form's values as plain strings (checkboxes as booleans are read separately). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}
