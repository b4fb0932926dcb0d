import { formatPercent } from '../../../domain/format';
import { useTranslation } from '../../i18n';
import { Table } from '../admin-ui/Table';

/**
 * One breakdown of the period's leads (by service, source or language) as a table whose last
 * column draws each row's share as a bar: the chart and its text are the same element.
 */
export function Breakdown({
  id,
  title,
  note,
  rows,
  total,
}: {
  id: string;
  title: string;
  note?: string;
  rows: { key: string; label: string; leads: number }[];
  /** What shares are of (leads of the period). */
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const widest = Math.max(1, ...rows.map((r) => r.leads));
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-green-900">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-stone-700">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('analytics.noLeads')}</p>
      ) : (
        <Table caption={title} columns={[t('analytics.item'), t('analytics.leads'), t('analytics.share')]} className="mt-3">
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-stone-200 align-middle">
              <th scope="row" className="py-2 pr-3 font-normal text-stone-900">
                {row.label}
              </th>
              <td className="py-2 pr-3 tabular-nums">{row.leads}</td>
              <td className="w-2/5 py-2">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 flex-1 rounded-sm bg-stone-100">
                    <span className="block h-3 rounded-sm bg-green-800" style={{ width: `${(row.leads / widest) * 100}%` }} />
                  </span>
                  <span className="w-12 text-right tabular-nums">
                    {total ? formatPercent(row.leads / total, i18n.language) : '–'}
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
