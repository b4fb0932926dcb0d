import { describe, expect, it } from 'vitest';
import { choosePeriod, localDate, periodBounds, startOfDay, weekStart, weeksOf } from './analytics.js';

const LA = 'America/Los_Angeles';

describe('analytics periods in the company calendar', () => {
  it('starts a day at local midnight, summer time included', () => {
    expect(startOfDay('2026-03-07', LA)).toBe('2026-03-07T08:00:00.000Z');
    // Clocks go forward at 2:00 on 8 March: midnight is still standard time.
    expect(startOfDay('2026-03-08', LA)).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDay('2026-03-09', LA)).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfDay('2026-11-01', LA)).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfDay('2026-11-02', LA)).toBe('2026-11-02T08:00:00.000Z');
    expect(periodBounds({ from: '2026-03-02', to: '2026-03-22' }, LA)).toEqual({
      start: '2026-03-02T08:00:00.000Z',
      end: '2026-03-23T07:00:00.000Z',
    });
  });

  it('puts an instant on its local day and a day in its Monday week', () => {
    expect(localDate('2026-03-01T07:59:59.999Z', LA)).toBe('2026-02-28');
    expect(localDate('2026-03-01T08:00:00.000Z', LA)).toBe('2026-03-01');
    expect(weekStart('2026-03-22')).toBe('2026-03-16');
    expect(weekStart('2026-03-16')).toBe('2026-03-16');
    expect(weeksOf({ from: '2026-03-04', to: '2026-03-16' })).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('chooses twelve weeks by default and refuses what it cannot read', () => {
    const now = new Date('2026-03-25T18:00:00Z');
    expect(choosePeriod({}, now, LA)).toEqual({ period: { from: '2026-01-05', to: '2026-03-25' }, problem: null });
    expect(choosePeriod({ to: '2026-02-28' }, now, LA).period).toEqual({ from: '2025-12-08', to: '2026-02-28' });
    expect(choosePeriod({ from: '2026-02-30', to: '2026-03-01' }, now, LA).problem).toBe('analytics.errors.date');
    expect(choosePeriod({ from: '2026-03-02', to: '2026-03-01' }, now, LA).problem).toBe('analytics.errors.order');
    // At most 3 × 366 days, both ends counted.
    expect(choosePeriod({ from: '2023-03-01', to: '2026-03-03' }, now, LA).problem).toBe('analytics.errors.tooLong');
    expect(choosePeriod({ from: '2023-03-01', to: '2026-03-02' }, now, LA).problem).toBeNull();
  });
});
