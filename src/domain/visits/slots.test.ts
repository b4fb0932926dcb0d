import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../opening-hours.js';
import { daySlots, freeSlots, isGridStart, type SlotRules, type Span } from './slots.js';
import { isoWithOffset, wallClock, zonedInstant } from './time-zone.js';

const LA = 'America/Los_Angeles';
const rules: SlotRules = {
  openingHours: DEFAULT_OPENING_HOURS,
  timeZone: LA,
  lengthMinutes: 60,
  noticeHours: 24,
  horizonDays: 30,
};
const at = (iso: string) => Date.parse(iso);
const starts = (slots: Span[]) => slots.map((s) => isoWithOffset(s.start, LA));
/** Every day open around the clock changes: Sunday too, from midnight to 6 AM. */
const nightHours: OpeningHours = { ...DEFAULT_OPENING_HOURS, sun: { open: '00:00', close: '06:00' } };

describe('time zone arithmetic', () => {
  it('finds the instant of a wall-clock time on either side of the daylight-saving changes', () => {
    expect(isoWithOffset(zonedInstant('2026-03-07', 9 * 60, LA)!, LA)).toBe('2026-03-07T09:00:00-08:00');
    expect(isoWithOffset(zonedInstant('2026-03-09', 9 * 60, LA)!, LA)).toBe('2026-03-09T09:00:00-07:00');
    expect(isoWithOffset(zonedInstant('2026-10-31', 9 * 60, LA)!, LA)).toBe('2026-10-31T09:00:00-07:00');
    expect(isoWithOffset(zonedInstant('2026-11-02', 9 * 60, LA)!, LA)).toBe('2026-11-02T09:00:00-08:00');
  });

  it('has no instant for the hour skipped in March and takes the first of the hour repeated in November', () => {
    expect(zonedInstant('2026-03-08', 2 * 60 + 30, LA)).toBeNull();
    expect(new Date(zonedInstant('2026-11-01', 60 + 30, LA)!).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });
});

describe('slots of a day', () => {
  it('follows the opening hours: hourly 8-18 on weekdays, 9-16 on Saturday, none on Sunday', () => {
    const tuesday = daySlots('2026-03-10', rules);
    expect(tuesday).toHaveLength(10);
    expect(isoWithOffset(tuesday[0].start, LA)).toBe('2026-03-10T08:00:00-07:00');
    expect(isoWithOffset(tuesday.at(-1)!.end, LA)).toBe('2026-03-10T18:00:00-07:00');
    expect(starts(daySlots('2026-03-14', rules))).toEqual(
      [9, 10, 11, 12, 13, 14, 15].map((h) => `2026-03-14T${String(h).padStart(2, '0')}:00:00-07:00`),
    );
    expect(daySlots('2026-03-15', rules)).toEqual([]);
  });

  it('ends by closing time with longer visits', () => {
    const slots = daySlots('2026-03-10', { ...rules, lengthMinutes: 90 });
    expect(starts(slots).map((s) => s.slice(11, 16))).toEqual(['08:00', '09:30', '11:00', '12:30', '14:00', '15:30']);
  });

  it('skips the lost hour in March and keeps visits apart when the clocks jump', () => {
    const hourly = daySlots('2026-03-08', { ...rules, openingHours: nightHours });
    expect(starts(hourly)).toEqual([
      '2026-03-08T00:00:00-08:00',
      '2026-03-08T01:00:00-08:00',
      '2026-03-08T03:00:00-07:00',
      '2026-03-08T04:00:00-07:00',
      '2026-03-08T05:00:00-07:00',
    ]);
    const ninety = daySlots('2026-03-08', { ...rules, openingHours: nightHours, lengthMinutes: 90 });
    // 01:30 PST + 90 minutes is 04:00 PDT: the 03:00 start would overlap it.
    expect(starts(ninety)).toEqual(['2026-03-08T00:00:00-08:00', '2026-03-08T01:30:00-08:00', '2026-03-08T04:30:00-07:00']);
  });

  it('lasts real minutes through the repeated hour in November', () => {
    const slots = daySlots('2026-11-01', { ...rules, openingHours: nightHours });
    expect(starts(slots)).toEqual([
      '2026-11-01T00:00:00-07:00',
      '2026-11-01T01:00:00-07:00',
      '2026-11-01T02:00:00-08:00',
      '2026-11-01T03:00:00-08:00',
      '2026-11-01T04:00:00-08:00',
      '2026-11-01T05:00:00-08:00',
    ]);
    for (const s of slots) expect(s.end - s.start).toBe(3_600_000);
  });
});

describe('free slots', () => {
  const now = at('2026-03-09T10:30:00-07:00');

  it('starts no sooner than the minimum notice and stops at the horizon', () => {
    const slots = freeSlots(rules, [], '2026-03-09', 40, now);
    expect(isoWithOffset(slots[0].start, LA)).toBe('2026-03-10T11:00:00-07:00');
    expect(wallClock(slots.at(-1)!.start, LA).date).toBe('2026-04-08');
    expect(freeSlots({ ...rules, noticeHours: 0 }, [], '2026-03-09', 1, now).map((s) => isoWithOffset(s.start, LA))[0]).toBe(
      '2026-03-09T11:00:00-07:00',
    );
    expect(freeSlots(rules, [], '2026-03-01', 3, now)).toEqual([]);
  });

  it('leaves out booked visits and blocked periods, and whatever they overlap', () => {
    const busy = [
      { start: at('2026-03-11T09:00:00-07:00'), end: at('2026-03-11T10:00:00-07:00') },
      { start: at('2026-03-11T13:30:00-07:00'), end: at('2026-03-11T15:10:00-07:00') },
    ];
    const day = starts(freeSlots(rules, busy, '2026-03-11', 1, now)).map((s) => s.slice(11, 16));
    expect(day).toEqual(['08:00', '10:00', '11:00', '12:00', '15:00'.replace('15', '16'), '17:00']);
    const holiday = [{ start: at('2026-03-12T00:00:00-07:00'), end: at('2026-03-13T00:00:00-07:00') }];
    expect(freeSlots(rules, holiday, '2026-03-12', 1, now)).toEqual([]);
  });

  it('knows a grid start from any other time', () => {
    expect(isGridStart(rules, at('2026-03-10T09:00:00-07:00'))).toBe(true);
    expect(isGridStart(rules, at('2026-03-10T09:30:00-07:00'))).toBe(false);
    expect(isGridStart(rules, at('2026-03-10T18:00:00-07:00'))).toBe(false);
    expect(isGridStart(rules, at('2026-03-15T09:00:00-07:00'))).toBe(false);
  });
});

describe('slot properties', () => {
  const time = fc
    .integer({ min: 0, max: 47 })
    .map((half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`);
  const dayHours = fc.option(
    fc
      .tuple(time, time)
      .filter(([a, b]) => a < b)
      .map(([open, close]) => ({ open, close })),
    { nil: null },
  );
  const hours = fc.record({
    mon: dayHours,
    tue: dayHours,
    wed: dayHours,
    thu: dayHours,
    fri: dayHours,
    sat: dayHours,
    sun: dayHours,
  });
  const zone = fc.constantFrom(LA, 'America/New_York', 'Europe/Lisbon', 'America/Sao_Paulo', 'UTC');
  // Fortnights around both changes of 2026 in the United States and Europe.
  const from = fc.constantFrom('2026-03-02', '2026-03-24', '2026-10-21', '2026-10-28', '2026-06-10');
  const arbitraryRules = fc.record({
    openingHours: hours,
    timeZone: zone,
    lengthMinutes: fc.constantFrom(30, 45, 60, 90, 120),
    noticeHours: fc.integer({ min: 0, max: 72 }),
    horizonDays: fc.integer({ min: 1, max: 20 }),
  });
  const busySpan = fc
    .tuple(fc.integer({ min: 0, max: 20 * 24 * 60 }), fc.integer({ min: 15, max: 600 }))
    .map(([offset, length]) => ({
      start: at('2026-03-01T00:00:00Z') + offset * 60_000,
      end: at('2026-03-01T00:00:00Z') + (offset + length) * 60_000,
    }));

  it("never gives overlapping slots, each inside its day's hours, as long as a visit, clear of everything busy", () => {
    fc.assert(
      fc.property(arbitraryRules, from, fc.array(busySpan, { maxLength: 8 }), (r, start, busy) => {
        const now = Date.parse(`${start}T12:00:00Z`) - 3 * 86_400_000;
        const slots = freeSlots(r, busy, start, 14, now);
        for (let i = 0; i < slots.length; i++) {
          const s = slots[i];
          expect(s.end - s.start).toBe(r.lengthMinutes * 60_000);
          if (i > 0) expect(s.start).toBeGreaterThanOrEqual(slots[i - 1].end);
          expect(s.start).toBeGreaterThanOrEqual(now + r.noticeHours * 3_600_000);
          const startClock = wallClock(s.start, r.timeZone);
          const day = r.openingHours[(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[startClock.weekday]];
          expect(day).not.toBeNull();
          const open = Number(day!.open.slice(0, 2)) * 60 + Number(day!.open.slice(3));
          expect(startClock.minutes).toBeGreaterThanOrEqual(open);
          expect(busy.some((b) => b.start < s.end && s.start < b.end)).toBe(false);
        }
        if (slots.length) expect(isGridStart(r, slots[0].start)).toBe(true);
      }),
      { numRuns: 150, seed: 2026 },
    );
  });
});
