import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWithOffset, wallClock, weekdayOf } from '../visits/time-zone.js';
import { clashingCrew, doubleBookings } from './double-booking.js';
import { jobStatusOf } from './model.js';
import { localInstant, nthWeekdayOf, seriesDates, seriesStarts, shiftedStart } from './recurrence.js';

const LA = 'America/Los_Angeles';
const at = (iso: string) => Date.parse(iso);
const isoIn = (zone: string) => (t: number) => isoWithOffset(t, zone);

describe('recurring visits keep their local time across daylight-saving changes', () => {
  it('weekly on Tuesdays at 9:00 across the March change (PST → PDT)', () => {
    const starts = seriesStarts(at('2026-03-03T09:00:00-08:00'), { frequency: 'weekly', count: 3 }, LA);
    expect(starts.map(isoIn(LA))).toEqual([
      '2026-03-03T09:00:00-08:00',
      '2026-03-10T09:00:00-07:00',
      '2026-03-17T09:00:00-07:00',
    ]);
  });

  it('weekly across the November change (PDT → PST), and every 2 weeks', () => {
    expect(seriesStarts(at('2026-10-27T09:00:00-07:00'), { frequency: 'weekly', count: 2 }, LA).map(isoIn(LA))).toEqual([
      '2026-10-27T09:00:00-07:00',
      '2026-11-03T09:00:00-08:00',
    ]);
    expect(
      seriesStarts(at('2026-10-20T07:30:00-07:00'), { frequency: 'every_2_weeks', until: '2026-11-17' }, LA).map(isoIn(LA)),
    ).toEqual(['2026-10-20T07:30:00-07:00', '2026-11-03T07:30:00-08:00', '2026-11-17T07:30:00-08:00']);
  });

  it('a time the clocks skip becomes the same clock time after the jump', () => {
    expect(isoWithOffset(localInstant('2026-03-08', 2 * 60 + 30, LA), LA)).toBe('2026-03-08T03:30:00-07:00');
    // The repeated hour in November is the first one.
    expect(isoWithOffset(localInstant('2026-11-01', 60 + 30, LA), LA)).toBe('2026-11-01T01:30:00-07:00');
  });

  it('the issue example: weekly mowing on Tuesdays at 9:00 from April to October', () => {
    const starts = seriesStarts(at('2026-04-07T09:00:00-07:00'), { frequency: 'weekly', until: '2026-10-31' }, LA);
    expect(starts).toHaveLength(30);
    expect(isoWithOffset(starts.at(-1)!, LA)).toBe('2026-10-27T09:00:00-07:00');
    for (const s of starts) expect(wallClock(s, LA)).toMatchObject({ weekday: 2, minutes: 9 * 60 });
  });
});

describe('monthly on a chosen weekday', () => {
  it('the second Tuesday of every month', () => {
    expect(seriesDates('2026-01-13', { frequency: 'monthly', count: 4 })).toEqual([
      '2026-01-13',
      '2026-02-10',
      '2026-03-10',
      '2026-04-14',
    ]);
  });

  it('a fifth weekday falls on the last one of shorter months (month ends), across the year end', () => {
    // 2026-01-31 is the fifth Saturday of January.
    expect(seriesDates('2026-01-31', { frequency: 'monthly', count: 4 })).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-28',
      '2026-04-25',
    ]);
    expect(seriesDates('2026-11-30', { frequency: 'monthly', count: 3 })).toEqual(['2026-11-30', '2026-12-28', '2027-01-25']);
    expect(nthWeekdayOf(2028, 2, 2, 5)).toBe('2028-02-29');
  });
});

describe('until and count', () => {
  it('until is inclusive; count counts the first visit; whichever comes first ends the series', () => {
    expect(seriesDates('2026-05-05', { frequency: 'weekly', until: '2026-05-19' })).toEqual([
      '2026-05-05',
      '2026-05-12',
      '2026-05-19',
    ]);
    expect(seriesDates('2026-05-05', { frequency: 'weekly', until: '2026-05-18' })).toHaveLength(2);
    expect(seriesDates('2026-05-05', { frequency: 'weekly', count: 1 })).toEqual(['2026-05-05']);
    expect(seriesDates('2026-05-05', { frequency: 'weekly', count: 10, until: '2026-05-12' })).toHaveLength(2);
    expect(seriesDates('2026-05-05', { frequency: 'weekly', until: '2026-05-04' })).toEqual([]);
  });

  const zone = fc.constantFrom(LA, 'America/New_York', 'Europe/Lisbon', 'America/Sao_Paulo', 'Australia/Sydney', 'UTC');
  const day = fc
    .integer({ min: 0, max: 800 })
    .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const frequency = fc.constantFrom('weekly' as const, 'every_2_weeks' as const, 'monthly' as const);

  it('property: every visit is on the first one’s weekday and local time, in order, within until and count', () => {
    fc.assert(
      fc.property(
        zone,
        day,
        fc.integer({ min: 5 * 4, max: 19 * 4 }).map((q) => q * 15),
        frequency,
        fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        (tz, date, minutes, freq, count, untilDays) => {
          const until =
            untilDays === undefined
              ? undefined
              : new Date(Date.parse(`${date}T00:00:00Z`) + untilDays * 86_400_000).toISOString().slice(0, 10);
          const rule = { frequency: freq, count: count ?? (until ? undefined : 12), until };
          const start = localInstant(date, minutes, tz);
          const starts = seriesStarts(start, rule, tz);
          expect(starts.length).toBeGreaterThanOrEqual(1);
          expect(starts.length).toBeLessThanOrEqual(rule.count ?? 156);
          const first = wallClock(start, tz);
          for (let i = 0; i < starts.length; i++) {
            const w = wallClock(starts[i], tz);
            expect(w.weekday).toBe(first.weekday);
            // The same clock time, unless that day skips it (then it is after the jump).
            if (w.minutes !== first.minutes) expect(localInstant(w.date, first.minutes, tz)).toBe(starts[i]);
            if (until) expect(w.date <= until).toBe(true);
            if (i > 0) {
              const gap =
                (Date.parse(`${w.date}T00:00:00Z`) - Date.parse(`${wallClock(starts[i - 1], tz).date}T00:00:00Z`)) / 86_400_000;
              if (freq === 'weekly') expect(gap).toBe(7);
              else if (freq === 'every_2_weeks') expect(gap).toBe(14);
              else expect([28, 35]).toContain(gap);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('edit this and all future', () => {
  it('moving one visit from Tuesday 9:00 to Wednesday 10:00 moves the later ones alike, across the November change', () => {
    const series = seriesStarts(at('2026-10-20T09:00:00-07:00'), { frequency: 'weekly', count: 4 }, LA);
    const from = series[1];
    const to = at('2026-10-28T10:00:00-07:00');
    const moved = series.slice(1).map((s) => shiftedStart(s, from, to, LA));
    expect(moved.map(isoIn(LA))).toEqual(['2026-10-28T10:00:00-07:00', '2026-11-04T10:00:00-08:00', '2026-11-11T10:00:00-08:00']);
  });

  it('property: a shifted series keeps its gaps in days and lands every visit on the new weekday and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -6, max: 6 }),
        fc.integer({ min: 6, max: 18 }),
        (d, shift, hour) => {
          const date = new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
          const series = seriesStarts(localInstant(date, 9 * 60, LA), { frequency: 'weekly', count: 8 }, LA);
          const target = localInstant(
            new Date(Date.parse(`${date}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10),
            hour * 60,
            LA,
          );
          const moved = series.map((s) => shiftedStart(s, series[0], target, LA));
          const weekday = weekdayOf(wallClock(target, LA).date);
          for (const m of moved) expect(wallClock(m, LA)).toMatchObject({ weekday, minutes: hour * 60 });
        },
      ),
    );
  });
});

describe('double booking', () => {
  const v = (id: number, start: string, minutes: number, crewIds: number[]) => ({
    id,
    start: at(start),
    end: at(start) + minutes * 60_000,
    crewIds,
  });

  it('warns when one crew member is on two visits at once, not when visits only touch or crews differ', () => {
    const visits = [
      v(1, '2026-05-05T09:00:00-07:00', 120, [7, 8]),
      v(2, '2026-05-05T10:00:00-07:00', 60, [8]),
      v(3, '2026-05-05T11:00:00-07:00', 60, [7]),
      v(4, '2026-05-05T09:30:00-07:00', 30, [9]),
    ];
    expect(doubleBookings(visits)).toEqual([{ crewId: 8, visitIds: [1, 2] }]);
    expect(clashingCrew(v(5, '2026-05-05T10:30:00-07:00', 60, [7, 8, 9]), visits)).toEqual([7, 8]);
    expect(clashingCrew(v(1, '2026-05-05T09:00:00-07:00', 120, [7, 8]), visits)).toEqual([8]);
  });

  it('property: a reported pair overlaps and shares the crew member; no overlapping pair is missed', () => {
    const visit = fc.record({
      start: fc.integer({ min: 0, max: 40 }),
      len: fc.integer({ min: 1, max: 8 }),
      crewIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 12 }), (list) => {
        const visits = list.map((x, i) => ({ id: i + 1, start: x.start, end: x.start + x.len, crewIds: x.crewIds }));
        const found = new Set(
          doubleBookings(visits).map((c) => `${c.crewId}:${[...c.visitIds].sort((a, b) => a - b).join('-')}`),
        );
        const expected = new Set<string>();
        for (const a of visits)
          for (const b of visits)
            if (a.id < b.id && a.start < b.end && b.start < a.end)
              for (const c of a.crewIds) if (b.crewIds.includes(c)) expected.add(`${c}:${a.id}-${b.id}`);
        expect(found).toEqual(expected);
      }),
    );
  });
});

describe('job status follows its visits', () => {
  it('unscheduled → scheduled → in progress → completed; cancelled stays', () => {
    expect(jobStatusOf('unscheduled', [])).toBe('unscheduled');
    expect(jobStatusOf('unscheduled', [{ status: 'scheduled' }])).toBe('scheduled');
    expect(jobStatusOf('scheduled', [{ status: 'completed' }, { status: 'scheduled' }])).toBe('in_progress');
    expect(jobStatusOf('in_progress', [{ status: 'completed' }, { status: 'cancelled' }])).toBe('completed');
    expect(jobStatusOf('cancelled', [{ status: 'scheduled' }])).toBe('cancelled');
    expect(jobStatusOf('scheduled', [{ status: 'cancelled' }])).toBe('unscheduled');
  });
});
