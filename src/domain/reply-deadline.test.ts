import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from './company.js';
import { replyDeadline } from './reply-deadline.js';

const hours = DEFAULT_COMPANY.openingHours; // Mon-Fri 8AM-6PM, Sat 9AM-4PM, Sun closed
/** Bellevue wall-clock time (PST in winter: UTC-8) as an instant. */
const pacific = (local: string) => new Date(`${local}-08:00`);

describe('the reply promise in the company hours', () => {
  it('is 24 hours later when the company is open then', () => {
    // Monday 10:00 → Tuesday 10:00
    expect(replyDeadline(pacific('2026-11-23T10:00:00'), hours)?.toISOString()).toBe(
      pacific('2026-11-24T10:00:00').toISOString(),
    );
  });

  it("is the next opening day's close when 24 hours later falls outside the hours", () => {
    // Monday 19:00 → Tuesday 19:00 is after closing → Wednesday 18:00
    expect(replyDeadline(pacific('2026-11-23T19:00:00'), hours)?.toISOString()).toBe(
      pacific('2026-11-25T18:00:00').toISOString(),
    );
    // Monday 06:00 → Tuesday 06:00 is before opening → Tuesday 18:00
    expect(replyDeadline(pacific('2026-11-23T06:00:00'), hours)?.toISOString()).toBe(
      pacific('2026-11-24T18:00:00').toISOString(),
    );
    // Friday 19:00 → Saturday 19:00 (closed at 16:00), Sunday closed → Monday 18:00
    expect(replyDeadline(pacific('2026-11-27T19:00:00'), hours)?.toISOString()).toBe(
      pacific('2026-11-30T18:00:00').toISOString(),
    );
    // Saturday 11:00 → Sunday (closed) → Monday 18:00
    expect(replyDeadline(pacific('2026-11-28T11:00:00'), hours)?.toISOString()).toBe(
      pacific('2026-11-30T18:00:00').toISOString(),
    );
  });

  it('follows daylight saving time', () => {
    // Saturday 7 March 2026, 10:00 PST → Sunday closed → Monday 9 March 18:00 PDT (UTC-7)
    expect(replyDeadline(pacific('2026-03-07T10:00:00'), hours)?.toISOString()).toBe('2026-03-10T01:00:00.000Z');
  });

  it('gives no time when the company never opens', () => {
    const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    expect(replyDeadline(new Date(), closed)).toBeNull();
  });
});
