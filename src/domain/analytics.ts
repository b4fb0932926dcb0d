import type { Lang } from './languages.js';
import type { LeadStatus } from './leads.js';
import type { SourceChannel } from './lead-source.js';

/**
 * The analytics screen's period and figures, shared by the API and the page. A period is a span of
 * whole days of the company's calendar (its time zone), both ends included; weeks start on Monday.
 */

export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD (included). */
  to: string;
}

/** A longer period would be slow to read and unreadable as a weekly chart. */
const MAX_PERIOD_DAYS = 3 * 366;
/** Without a chosen period: the current week and the eleven before it. */
const DEFAULT_PERIOD_WEEKS = 12;

const DAY_MS = 24 * 3600 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => dayOf(utcDay(date) + days * DAY_MS);
const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/** The Monday of the day's week. */
export function weekStart(date: string): string {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The calendar day of an instant in a time zone. */
export function localDate(instant: string | number | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far the time zone's clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO, UTC) a calendar day starts in a time zone, daylight saving included. */
export function startOfDay(date: string, timeZone: string): string {
  const midnight = utcDay(date);
  const first = midnight - zoneOffset(midnight, timeZone);
  // Measured again at the found instant: the offset may differ there (a clock change that night).
  return new Date(midnight - zoneOffset(first, timeZone)).toISOString();
}

/** The instants a period covers: [start, end), in ISO UTC, as the lead tables store times. */
export function periodBounds(period: Period, timeZone: string): { start: string; end: string } {
  return { start: startOfDay(period.from, timeZone), end: startOfDay(addDays(period.to, 1), timeZone) };
}

function defaultPeriod(now: Date, timeZone: string): Period {
  const to = localDate(now, timeZone);
  return { from: addDays(weekStart(to), -7 * (DEFAULT_PERIOD_WEEKS - 1)), to };
}

/** The Monday of every week the period touches, in order. */
export function weeksOf(period: Period): string[] {
  const weeks: string[] = [];
  for (let week = weekStart(period.from); week <= period.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Why a period cannot be read, as a key of the analytics area; null when it can. */
function periodProblem(period: Period): string | null {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return 'analytics.errors.date';
  if (period.from > period.to) return 'analytics.errors.order';
  if (daysBetween(period.from, period.to) + 1 > MAX_PERIOD_DAYS) return 'analytics.errors.tooLong';
  return null;
}

/**
 * The period asked for in an address (?from&to, either may be left out): `to` defaults to today,
 * `from` to twelve weeks back from `to`'s week. With a problem, the default period comes instead.
 */
export function choosePeriod(
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): { period: Period; problem: string | null } {
  const fallback = defaultPeriod(now, timeZone);
  const to = query.to || fallback.to;
  if (!isCalendarDate(to)) return { period: fallback, problem: 'analytics.errors.date' };
  const period = { from: query.from || addDays(weekStart(to), -7 * (DEFAULT_PERIOD_WEEKS - 1)), to };
  const problem = periodProblem(period);
  return problem ? { period: fallback, problem } : { period, problem: null };
}

export interface WeekCount {
  /** The Monday the week starts. */
  week_start: string;
  quotes: number;
  contacts: number;
  total: number;
}

export interface SourceCount {
  channel: SourceChannel;
  /** The campaign's utm_source or the referring site's host; empty for direct or unknown. */
  name: string;
  leads: number;
}

/** What the analytics screen shows for a period (GET /api/admin/analytics). */
export interface AnalyticsFigures {
  period: Period & { time_zone: string };
  totals: { leads: number; quotes: number; contacts: number };
  weeks: WeekCount[];
  /** A quote request counts once for each service it asks for; a message for its service interest. */
  by_service: { service: string; leads: number }[];
  by_source: SourceCount[];
  by_language: { language: Lang; leads: number }[];
  first_response: {
    promise_hours: number;
    /** Leads with a first response (the first status change away from 'new'). */
    responded: number;
    median_hours: number | null;
    within_promise: number;
    late: number;
    /** Still 'new' after the promise ran out. */
    unanswered_overdue: number;
    /** Still 'new', the promise still running. */
    unanswered_waiting: number;
    /** within_promise ÷ (within_promise + late + unanswered_overdue); null when none of those. */
    kept_share: number | null;
  };
  outcomes: {
    /** Leads of the period by their status now. */
    by_status: Record<LeadStatus, number>;
    /** won ÷ (won + lost); null before any lead was won or lost. */
    win_share: number | null;
    /** Proposals accepted in the period (by the time of acceptance, whenever their lead arrived). */
    accepted_proposals: number;
    /** Sum of their accepted totals (the acceptance snapshots), in integer cents. */
    accepted_value_cents: number;
  };
}
