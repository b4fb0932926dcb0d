import { addDays, offsetAt, wallClock, weekdayOf, zonedInstant } from '../visits/time-zone.js';

/**
 * Recurring job visits (docs/jobs.md), generated on the company's clocks: every visit of a series
 * keeps the local time of the first one across daylight-saving changes, so 'Tuesdays at 9:00'
 * stays 9:00 in March and in November. Dates are 'YYYY-MM-DD', times minutes after midnight.
 */
export const FREQUENCIES = ['weekly', 'every_2_weeks', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface Recurrence {
  frequency: Frequency;
  /** The last date a visit may fall on (inclusive, company time zone). */
  until?: string;
  /** How many visits in all, the first included. */
  count?: number;
}

/** No series runs longer than this many visits (three years of weekly mowing). */
export const MAX_SERIES_VISITS = 156;

/**
 * The instant of a date and time on the zone's clocks; a time the clocks skip in spring (2:30 on
 * the night they jump) is read with the offset before the jump (2:30 → 3:30), as RFC 5545 reads it.
 */
export function localInstant(date: string, minutes: number, timeZone: string): number {
  const at = zonedInstant(date, minutes, timeZone);
  if (at !== null) return at;
  // Read with the offset in force before the jump (as RFC 5545 does): 2:30 PST is 3:30 PDT.
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return asUtc - offsetAt(asUtc - 86_400_000, timeZone);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date of 'the n-th <weekday> of a month' (1-based month); n = 5 means the last one, so a
 * series started on the fifth Saturday of a month falls on the last Saturday of every month.
 */
export function nthWeekdayOf(year: number, month: number, weekday: number, n: number): string {
  const first = `${year}-${pad(month)}-01`;
  const firstMatch = 1 + ((weekday - weekdayOf(first) + 7) % 7);
  let day = firstMatch + 7 * (Math.min(n, 5) - 1);
  while (day > daysInMonth(year, month)) day -= 7;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Which of its month's weekdays a date is: 1 for the first Tuesday … 5 for a fifth one. */
export const weekdayOrdinal = (date: string) => Math.ceil(Number(date.slice(8, 10)) / 7);

/** The local dates of a series, from its first date, by the rule's frequency, until or count (whichever ends it first). */
export function seriesDates(firstDate: string, rule: Recurrence): string[] {
  const limit = Math.min(rule.count ?? MAX_SERIES_VISITS, MAX_SERIES_VISITS);
  const dates: string[] = [];
  const weekday = weekdayOf(firstDate);
  const ordinal = weekdayOrdinal(firstDate);
  const [y0, m0] = firstDate.split('-').map(Number);
  for (let i = 0; dates.length < limit; i++) {
    let date: string;
    if (rule.frequency === 'monthly') {
      const months = m0 - 1 + i;
      date = nthWeekdayOf(y0 + Math.floor(months / 12), (months % 12) + 1, weekday, ordinal);
    } else {
      date = addDays(firstDate, i * (rule.frequency === 'weekly' ? 7 : 14));
    }
    if (rule.until && date > rule.until) break;
    dates.push(date);
  }
  return dates;
}

/** The start instants of a series whose first visit starts at `start`, each at the first one's local time. */
export function seriesStarts(start: number, rule: Recurrence, timeZone: string): number[] {
  const first = wallClock(start, timeZone);
  return seriesDates(first.date, rule).map((date, i) => (i === 0 ? start : localInstant(date, first.minutes, timeZone)));
}

/**
 * 'This and all future': one visit of a series moves from `from` to `to`; every later visit moves
 * by the same number of calendar days and takes the new local time, so a series moved from
 * Tuesday 9:00 to Wednesday 10:00 is on Wednesdays at 10:00 from then on, across clock changes.
 */
export function shiftedStart(visitStart: number, from: number, to: number, timeZone: string): number {
  const a = wallClock(from, timeZone);
  const b = wallClock(to, timeZone);
  const days = Math.round((Date.parse(`${b.date}T00:00:00Z`) - Date.parse(`${a.date}T00:00:00Z`)) / 86_400_000);
  const own = wallClock(visitStart, timeZone);
  return localInstant(addDays(own.date, days), b.minutes, timeZone);
}
