import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('request logs', () => {
  it('never hold a reset token, a visit link or a visitor’s details from the booking page', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?[redacted]');
    expect(redactUrl('/visits/Zx9-token?done=booked')).toBe('/visits/[redacted]?done=booked');
    expect(redactUrl('/api/visits/Zx9-token/cancel')).toBe('/api/visits/[redacted]/cancel');
    expect(redactUrl('/book-visit?name=Ann&email=ann%40example.org')).toBe('/book-visit?[redacted]');
    expect(redactUrl('/book-visit.data?date=2026-03-10&phone=1')).toBe('/book-visit.data?[redacted]');
    expect(redactUrl('/api/visits/slots?from=2026-03-10')).toBe('/api/visits/[redacted]?from=2026-03-10');
    expect(redactUrl('/services?category=lawn-care')).toBe('/services?category=lawn-care');
  });
});
