import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

const controlClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-stone-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-700 ${
    invalid ? 'border-red-700' : 'border-stone-400'
  }`;

interface Described {
  label: string;
  error?: string;
  hint?: string;
}

/** Label, hint and error around a control, announced with it (like forms/fields.tsx's TextField). */
function Frame({ id, label, hint, error, required, children }: Described & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div>
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
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, { hint, error }: Described) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function TextAreaField({ label, hint, error, required, ...area }: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        className={controlClass(Boolean(error))}
        rows={3}
        {...area}
      />
    </Frame>
  );
}

export function SelectField({ label, hint, error, children, ...select }: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-describedby={describedBy(id, { label, hint, error })} className={controlClass(Boolean(error))} {...select}>
        {children}
      </select>
    </Frame>
  );
}

/** Primary, secondary and quiet buttons of the admin screens. */
export const buttons = {
  primary: 'rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:cursor-wait disabled:opacity-70',
  secondary: 'rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60',
  accent: 'rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-900 hover:bg-amber-200 disabled:cursor-wait disabled:opacity-70',
};
