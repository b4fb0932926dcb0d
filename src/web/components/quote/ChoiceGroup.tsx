import { type ReactNode, useId } from 'react';
import { FieldError } from './FieldError';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
  /** More lines under the hint, e.g. a service's prices. */
  detail?: ReactNode;
}

interface Props {
  legend: string;
  /** The legend is read by screen readers but hidden when the step heading already says it. */
  hideLegend?: boolean;
  type: 'radio' | 'checkbox';
  name: string;
  choices: Choice[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  error?: string;
  columns?: 'two' | 'three';
}

/** One card per row on a phone, so no label (US$ 50.000 - US$ 100.000) is squeezed at 320 px. */
const GRID = { two: 'grid-cols-1 sm:grid-cols-2', three: 'grid-cols-1 sm:grid-cols-3' };

/** Native radio buttons or checkboxes shown as cards: keyboard, labels and grouping come from HTML. */
export function ChoiceGroup({ legend, hideLegend, type, name, choices, selected, onToggle, error, columns = 'three' }: Props) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className={hideLegend ? 'sr-only' : 'mb-3 text-lg font-semibold text-stone-900'}>{legend}</legend>
      <FieldError id={errorId} message={error} />
      <div className={`grid gap-3 ${GRID[columns]}`}>
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer gap-3 rounded-lg border-2 p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-yellow-600 ${
                checked ? 'border-green-800 bg-green-50' : 'border-stone-300 bg-white hover:border-green-700'
              }`}
            >
              <input
                type={type}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onToggle(choice.value)}
                className="mt-1 size-5 shrink-0 accent-green-800"
              />
              <span className="flex min-w-0 flex-col gap-1 break-words">
                <span className="font-semibold text-stone-900">{choice.label}</span>
                {choice.hint && <span className="text-sm text-stone-700">{choice.hint}</span>}
                {choice.detail}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
