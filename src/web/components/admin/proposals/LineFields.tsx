import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { formatCents } from '../../../../domain/format';
import { PROPOSAL_LIMITS } from '../../../../domain/proposals/model';
import type { DraftLine } from './draft-lines';

const control = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-stone-900 focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-700 ${
    invalid ? 'border-red-700' : 'border-stone-400'
  }`;
const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-md border border-stone-400 text-stone-800 hover:bg-stone-100 disabled:opacity-40';

/** One line of the editor: description, quantity, unit, unit price, optional; move and remove. */
export function LineFields({
  line,
  index,
  count,
  amountCents,
  errors,
  onChange,
  onMove,
  onRemove,
  lang,
}: {
  line: DraftLine;
  index: number;
  count: number;
  amountCents: number;
  /** Server errors of this line, by field name. */
  errors: Record<string, string>;
  onChange: (line: DraftLine) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
  /** The customer's language: the texts of the line are in it (spell checking follows). */
  lang: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const n = index + 1;
  const field = (name: keyof DraftLine, label: string, input: React.InputHTMLAttributes<HTMLInputElement>, error?: string) => (
    <div className={name === 'description' ? 'sm:col-span-4' : ''}>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={String(line[name])}
        onChange={(e) => onChange({ ...line, [name]: e.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        className={control(Boolean(error))}
        {...input}
      />
      {error && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="rounded-md border border-stone-300 p-3">
      <legend className="px-1 font-semibold text-stone-900">{t('proposalsAdmin.lineHeading', { n })}</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        {field(
          'description',
          t('proposals.lines.description'),
          { maxLength: PROPOSAL_LIMITS.description, required: true, lang },
          errors.description,
        )}
        {field(
          'quantity',
          t('proposals.lines.quantity'),
          { type: 'number', min: 0.01, step: 0.01, inputMode: 'decimal' },
          errors.quantity,
        )}
        {field('unit', t('proposals.lines.unit'), { maxLength: PROPOSAL_LIMITS.unit, lang }, errors.unit)}
        {field(
          'price',
          t('proposalsAdmin.unitPriceDollars'),
          { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' },
          errors.unit_price_cents,
        )}
        <div className="flex flex-col justify-end">
          <p className="text-sm font-medium text-stone-800">{t('proposals.lines.amount')}</p>
          <p className="py-2 font-semibold text-stone-900">{formatCents(amountCents, i18n.language)}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 font-medium text-stone-800">
          <input
            type="checkbox"
            checked={line.optional}
            onChange={(e) => onChange({ ...line, optional: e.target.checked })}
            className="h-5 w-5 accent-green-800"
          />
          {t('proposals.lines.optional')}
        </label>
        <div className="flex gap-2">
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('proposalsAdmin.moveUp', { n })}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 15V5M5 10l5-5 5 5" />
            </svg>
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('proposalsAdmin.moveDown', { n })}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 5v10M5 10l5 5 5-5" />
            </svg>
          </button>
          <button
            type="button"
            className={`${iconButton} text-red-800`}
            onClick={onRemove}
            aria-label={t('proposalsAdmin.remove', { n })}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
      </div>
    </fieldset>
  );
}
