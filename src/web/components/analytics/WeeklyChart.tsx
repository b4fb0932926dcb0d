import { useId } from 'react';
import type { WeekCount } from '../../../domain/analytics';
import { formatDate } from '../../../domain/format';
import { useTranslation } from '../../i18n';
import { Table } from '../admin-ui/Table';

/** The drawing's own units; it is stretched to the box, and its texts are HTML so they stay legible. */
const WIDTH = 1000;
const HEIGHT = 300;
const COLORS = { quotes: '#166534', contacts: '#d97706' };

/** A round top for the scale: 4 → 4, 7 → 10, 23 → 25, 61 → 75. */
function scaleTop(max: number): number {
  if (max <= 4) return Math.max(max, 1);
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 1.5, 2, 2.5, 5, 7.5, 10].map((f) => f * step).find((top) => top >= max)!;
}

/**
 * Leads per week as stacked columns (quote requests, then messages), drawn as SVG on the server;
 * its figures are also a table, for screen readers and anyone who wants the numbers.
 */
export function WeeklyChart({ weeks }: { weeks: WeekCount[] }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const day = (week: string) => formatDate(`${week}T12:00:00Z`, i18n.language, 'UTC');
  const top = scaleTop(Math.max(0, ...weeks.map((w) => w.total)));
  const slot = WIDTH / Math.max(weeks.length, 1);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const ticks = [...new Set([0, top / 2, top].filter(Number.isInteger))];
  const labelled = [...new Set([0, Math.floor((weeks.length - 1) / 2), weeks.length - 1])];
  const total = weeks.reduce((sum, w) => sum + w.total, 0);
  const peak = weeks.reduce<WeekCount | null>((best, w) => (!best || w.total > best.total ? w : best), null);
  const summary =
    peak && total > 0
      ? t('analytics.weekly.summary', { total, weeks: weeks.length, peak: peak.total, week: day(peak.week_start) })
      : t('analytics.weekly.none', { weeks: weeks.length });

  return (
    <figure className="mt-4">
      <figcaption id={captionId} className="sr-only">
        {t('analytics.weekly.title')}
      </figcaption>
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative w-8 shrink-0 text-right text-xs text-stone-700">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${(1 - tick / top) * 100}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={captionId}
          aria-describedby={`${captionId}-summary`}
          className="h-48 w-full overflow-visible sm:h-64"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#d6d3d1"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {weeks.map((week, index) => {
            const x = index * slot + slot * 0.15;
            const width = slot * 0.7;
            return (
              <g key={week.week_start}>
                <rect x={x} width={width} y={y(week.quotes)} height={HEIGHT - y(week.quotes)} fill={COLORS.quotes} />
                <rect x={x} width={width} y={y(week.total)} height={y(week.quotes) - y(week.total)} fill={COLORS.contacts} />
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-10 mt-1 flex justify-between text-xs text-stone-700">
        {labelled.map((index) => (
          <span key={index}>{day(weeks[index]!.week_start)}</span>
        ))}
      </div>
      <p id={`${captionId}-summary`} className="mt-2 text-stone-800">
        {summary}
      </p>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-stone-800">
        {(['quotes', 'contacts'] as const).map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: COLORS[kind] }} />
            {t(`analytics.weekly.${kind}`)}
          </li>
        ))}
      </ul>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-green-900">{t('analytics.showTable')}</summary>
        <Table
          caption={t('analytics.weekly.title')}
          columns={[
            t('analytics.weekly.week'),
            t('analytics.weekly.quotes'),
            t('analytics.weekly.contacts'),
            t('analytics.total'),
          ]}
          className="mt-2"
        >
          {weeks.map((week) => (
            <tr key={week.week_start} className="border-b border-stone-200">
              <th scope="row" className="py-1 pr-3 font-normal">
                {day(week.week_start)}
              </th>
              <td className="py-1 pr-3">{week.quotes}</td>
              <td className="py-1 pr-3">{week.contacts}</td>
              <td className="py-1">{week.total}</td>
            </tr>
          ))}
        </Table>
      </details>
    </figure>
  );
}
