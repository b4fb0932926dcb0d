import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** The admin screens' labelled textarea, select and checkbox: they look and announce like forms/fields.tsx's TextField. */

const boxClass = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-700 ${
    invalid ? 'border-red-700' : 'border-stone-400'
  }`;

interface Described {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function Labelled({ id, label, required, hint, error, className, children }: Described & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
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

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** What a labelled control announces: its id, required and invalid states, hint and error. */
const controlProps = (id: string, { required, hint, error }: Pick<Described, 'required' | 'hint' | 'error'>) => ({
  id,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
  className: boxClass(Boolean(error)),
});

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  ...area
}: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea {...controlProps(id, { required, hint, error })} rows={3} {...area} />
    </Labelled>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  children,
  ...select
}: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select {...controlProps(id, { required, hint, error })} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

/** One `<option>` per value, named by `label`: the choices of a select. */
export function Options<T extends string>({ values, label }: { values: readonly T[]; label: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** A compact select or search box of a filter bar or table row (no label of its own above it). */
export const compactControl = 'rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900';

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 font-medium text-stone-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-green-800"
      />
      {label}
    </label>
  );
}

/** Primary, secondary and quiet buttons of the admin screens. */
export const buttons = {
  primary:
    'rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900 disabled:cursor-wait disabled:opacity-70',
  secondary: 'rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60',
  accent:
    'rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-900 hover:bg-amber-200 disabled:cursor-wait disabled:opacity-70',
};
