import type { Lang } from './languages.js';

/**
 * The company's opening hours, day by day, in a form both people and the slot calculator read:
 * each day open from one 'HH:MM' to another, or closed (null). Days run Monday first, as the
 * company's week does; times are the company's (its time zone is a setting of its own).
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  open: string;
  close: string;
}
export type OpeningHours = Record<Weekday, DayHours | null>;

const weekdays: DayHours = { open: '08:00', close: '18:00' };
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: { open: '09:00', close: '16:00' },
  sun: null,
};

/** Sunday is 0 in JavaScript dates; the company's week starts on Monday. */
export const weekdayKey = (jsWeekday: number): Weekday => WEEKDAYS[(jsWeekday + 6) % 7];

/** Runs of days in a row with the same hours: Mon–Fri 8–18, Sat 9–16, Sun closed. */
export function hoursRuns(hours: OpeningHours): { first: Weekday; last: Weekday; hours: DayHours | null }[] {
  const same = (a: DayHours | null, b: DayHours | null) => a?.open === b?.open && a?.close === b?.close;
  const runs: { first: Weekday; last: Weekday; hours: DayHours | null }[] = [];
  for (const day of WEEKDAYS) {
    const run = runs.at(-1);
    if (run && same(run.hours, hours[day])) run.last = day;
    else runs.push({ first: day, last: day, hours: hours[day] });
  }
  return runs;
}

/** Days (not necessarily in a row) sharing the same hours, for schema.org's OpeningHoursSpecification. */
export function hoursGroups(hours: OpeningHours): { days: Weekday[]; open: string; close: string }[] {
  const groups = new Map<string, { days: Weekday[]; open: string; close: string }>();
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (!h) continue;
    const key = `${h.open}-${h.close}`;
    const group = groups.get(key) ?? { days: [], open: h.open, close: h.close };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A time of day as each language writes opening hours: 8AM and 6:30PM in English (as the company
 * has always written them), 8 a. m. in Spanish, 8h and 18h30 in Portuguese.
 */
export function formatHour(time: string, lang: Lang): string {
  const [h, m] = time.split(':').map(Number);
  const minutes = m ? `:${String(m).padStart(2, '0')}` : '';
  if (lang === 'pt') return `${h}h${m ? String(m).padStart(2, '0') : ''}`;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  if (lang === 'es') return `${twelve}${minutes} ${h < 12 ? 'a. m.' : 'p. m.'}`;
  return `${twelve}${minutes}${h < 12 ? 'AM' : 'PM'}`;
}

/** '8AM-6PM' (en), '8 a. m.-6 p. m.' (es), '8h-18h' (pt). */
export const formatHoursRange = (h: DayHours, lang: Lang) => `${formatHour(h.open, lang)}-${formatHour(h.close, lang)}`;
