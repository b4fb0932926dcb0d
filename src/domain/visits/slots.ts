import { type OpeningHours, weekdayKey } from '../opening-hours.js';
import { addDays, minutesOf, offsetAt, wallClock, weekdayOf, zonedInstant } from './time-zone.js';

/** What the slot calculator needs from the company settings (docs/visits.md). */
export interface SlotRules {
  openingHours: OpeningHours;
  timeZone: string;
  /** How long a visit lasts; slots start every this many minutes from opening time. */
  lengthMinutes: number;
  /** No visit starts sooner than this after now. */
  noticeHours: number;
  /** The last bookable day is today plus this many days (in the company's time zone). */
  horizonDays: number;
}

/** A span of time as epoch milliseconds, end excluded. */
export interface Span {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The visits a day's opening hours hold, before bookings and blocks: one every `lengthMinutes`
 * from opening on the wall clock, each lasting `lengthMinutes` of real time and ending by closing.
 * A start the clocks skip (spring forward) is left out, and so is one that would begin before the
 * previous visit ends (the lost hour makes a 90-minute grid collide).
 */
export function daySlots(date: string, rules: Pick<SlotRules, 'openingHours' | 'timeZone' | 'lengthMinutes'>): Span[] {
  const hours = rules.openingHours[weekdayKey(weekdayOf(date))];
  if (!hours) return [];
  const close = closingInstant(date, minutesOf(hours.close), rules.timeZone);
  // Most days the zone's offset is the same from the day before to the day after: one lookup for all.
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const offset = offsetAt(midnight - DAY, rules.timeZone);
  const steady = offset === offsetAt(midnight + 2 * DAY, rules.timeZone);
  const slots: Span[] = [];
  for (let m = minutesOf(hours.open); m + rules.lengthMinutes <= minutesOf(hours.close); m += rules.lengthMinutes) {
    const start = steady ? midnight + m * MINUTE - offset : zonedInstant(date, m, rules.timeZone);
    if (start === null) continue;
    const slot = { start, end: start + rules.lengthMinutes * MINUTE };
    if (slot.end > close || (slots.length && slot.start < slots.at(-1)!.end)) continue;
    slots.push(slot);
  }
  return slots;
}

/** Closing time as an instant; a closing time the clocks skip counts as the first minute after it. */
function closingInstant(date: string, minutes: number, timeZone: string): number {
  if (minutes >= 24 * 60) return zonedInstant(addDays(date, 1), 0, timeZone) ?? Number.POSITIVE_INFINITY;
  for (let m = minutes; m < minutes + 120; m++) {
    const at = zonedInstant(date, m, timeZone);
    if (at !== null) return at;
  }
  return Number.POSITIVE_INFINITY;
}

/** The first and last bookable dates (company time zone) seen from `now`. */
export function bookableDates(rules: Pick<SlotRules, 'timeZone' | 'horizonDays'>, now: number): { first: string; last: string } {
  const today = wallClock(now, rules.timeZone).date;
  return { first: today, last: addDays(today, rules.horizonDays) };
}

/**
 * Free slots of `days` days from `from` (YYYY-MM-DD, company time zone): the opening-hours grid,
 * minus what starts too soon (minimum notice), lies past the horizon, or overlaps a booked visit or
 * a blocked period. Sorted by start.
 */
export function freeSlots(rules: SlotRules, busy: Span[], from: string, days: number, now: number): Span[] {
  const { first, last } = bookableDates(rules, now);
  const earliest = now + rules.noticeHours * HOUR;
  const result: Span[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (date < first) continue;
    if (date > last) break;
    for (const slot of daySlots(date, rules)) {
      if (slot.start >= earliest && !busy.some((b) => overlaps(b, slot))) result.push(slot);
    }
  }
  return result;
}

/** True when `start` begins one of the grid's slots of its day (whether free or not). */
export function isGridStart(rules: SlotRules, start: number): boolean {
  const date = wallClock(start, rules.timeZone).date;
  return daySlots(date, rules).some((s) => s.start === start);
}
