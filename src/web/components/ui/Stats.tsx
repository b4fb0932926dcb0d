import type { CompanyFigures } from '../../../domain/company-figures';
import { useSite } from '../../use-site';

const COLUMNS = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-2 sm:grid-cols-4'];

/**
 * A row of the company's headline figures ("500+ Projects completed"), announced as a list with a
 * heading for screen readers. Values come from the company settings, so every page shows the same
 * ones; a figure left empty is not shown, and the row disappears when none is left.
 */
export function Stats({
  title,
  items,
  tone = 'light',
}: {
  title: string;
  items: { figure: keyof CompanyFigures; label: string }[];
  tone?: 'light' | 'dark';
}) {
  const { figures } = useSite().company;
  const shown = items.map((item) => ({ value: figures[item.figure], label: item.label })).filter((item) => item.value);
  if (shown.length === 0) return null;
  const dark = tone === 'dark';
  return (
    <section aria-label={title}>
      <ul className={`grid gap-4 text-center sm:gap-6 ${COLUMNS[Math.min(shown.length, 4)]}`}>
        {shown.map((item) => (
          <li key={item.label} className="flex flex-col">
            <span className={`text-2xl font-bold min-[360px]:text-3xl sm:text-4xl ${dark ? 'text-white' : 'text-green-800'}`}>
              {item.value}
            </span>
            <span className={`mt-1 text-sm font-medium ${dark ? 'text-green-50' : 'text-stone-700'}`}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
