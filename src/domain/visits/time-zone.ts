/**
 * Wall-clock time in a named time zone with the platform's Intl only (no Temporal, no library):
 * what date and time an instant shows there, and which instant a date and time there stands for,
 * daylight-saving changes included. Dates are 'YYYY-MM-DD' strings, times minutes after midnight.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes after midnight. */
  minutes: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date, weekday and time an instant shows on the clocks of a zone. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  return { date, weekday: weekdayOf(date), minutes: p.hour * 60 + p.minute };
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
export function offsetAt(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a date and time on the zone's clocks stands for. A time the clocks skip (the hour lost
 * in spring) has none: null. A time they show twice (the hour repeated in autumn) is the first.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number | null {
  const [y, m, d] = date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // The offsets a day either side: at most one change lies between them, and mostly none.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  if (before === after) return asUtc - before;
  const candidates = [asUtc - before, asUtc - after].filter((instant) => {
    const w = wallClock(instant, timeZone);
    return w.date === date && w.minutes === minutes;
  });
  return candidates.length ? Math.min(...candidates) : null;
}

/** An instant as ISO-8601 with the zone's offset at that moment: 2026-03-10T09:00:00-07:00. */
export function isoWithOffset(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const offset = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${w.date}T${pad(Math.floor(w.minutes / 60))}:${pad(w.minutes % 60)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A calendar date moved by whole days (calendar arithmetic: no zone, no daylight saving). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  return addDays(text, 0) === text;
}

/** The Monday of a date's week (weeks run Monday to Sunday, as the company plans them). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** 'HH:MM' → minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Noon of a date on the zone's clocks: an instant whose day is that date in the zone, to name the day. */
export const middayOf = (date: string, timeZone: string) =>
  zonedInstant(date, 12 * 60, timeZone) ?? Date.parse(`${date}T12:00:00Z`);
