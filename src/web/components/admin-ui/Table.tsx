import type { ReactNode } from 'react';

/** The admin screens' table: a caption for screen readers, a header row of column names, then the rows. */
export function Table({
  caption,
  columns,
  className = '',
  children,
}: {
  caption: string;
  columns: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-stone-300 text-stone-700">
        <tr>
          {columns.map((name, i) => (
            <th key={name} scope="col" className={`py-2 font-semibold ${i < columns.length - 1 ? 'pr-3' : ''}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
