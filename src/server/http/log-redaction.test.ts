import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

const TOKEN = 'Zx9-abcdefghijklmnopqrstuvwxyz0123456789ABC';

describe('request logs', () => {
  it('never hold a reset token, a visit link or a visitor’s details from the booking page', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?[redacted]');
    expect(redactUrl('/visits/Zx9-token?done=booked')).toBe('/visits/[redacted]?done=booked');
    expect(redactUrl('/api/visits/Zx9-token/cancel')).toBe('/api/visits/[redacted]/cancel');
    expect(redactUrl('/book-visit?name=Ann&email=ann%40example.org')).toBe('/book-visit?[redacted]');
    expect(redactUrl('/book-visit.data?date=2026-03-10&phone=1')).toBe('/book-visit?[redacted]');
    expect(redactUrl('/api/visits/slots?from=2026-03-10')).toBe('/api/visits/[redacted]?from=2026-03-10');
    expect(redactUrl('/services?category=lawn-care')).toBe('/services?category=lawn-care');
  });

  it('never hold a proposal link, its answers or its PDF', () => {
    expect(redactUrl(`/proposals/${TOKEN}`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`/proposals/${TOKEN}?lang=es`)).toBe('/proposals/[redacted]?lang=es');
    expect(redactUrl(`/proposals/${TOKEN}/pdf`)).toBe('/proposals/[redacted]/pdf');
    expect(redactUrl(`/proposals/${TOKEN}.data`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`/api/proposals/${TOKEN}/accept`)).toBe('/api/proposals/[redacted]/accept');
    expect(redactUrl(`/invoices/${TOKEN}`)).toBe('/invoices/[redacted]');
  });

  it('redact by what the router resolves, not by spelling', () => {
    expect(redactUrl(`/reset-password/?token=${TOKEN}`)).toBe('/reset-password?[redacted]');
    expect(redactUrl(`/RESET-PASSWORD?token=${TOKEN}`)).toBe('/reset-password?[redacted]');
    expect(redactUrl(`/Reset-Password.data?token=${TOKEN}`)).toBe('/reset-password?[redacted]');
    expect(redactUrl(`/%72eset-password?token=${TOKEN}`)).toBe('/reset-password?[redacted]');
    expect(redactUrl(`/verify-email?token=${TOKEN}`)).toBe('/verify-email?[redacted]');
    expect(redactUrl(`/%70roposals/${TOKEN}`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`/PROPOSALS/${TOKEN}/`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`//proposals//${TOKEN}`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`/x/../proposals/${TOKEN}`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`/%2e%2e/visits/${TOKEN}`)).toBe('/visits/[redacted]');
    expect(redactUrl(`/proposals\\${TOKEN}`)).toBe('/proposals/[redacted]');
    expect(redactUrl(`/API/%56isits/${TOKEN}/reschedule`)).toBe('/api/visits/[redacted]/reschedule');
    expect(redactUrl(`/anything?token=${TOKEN}&x=1`)).toBe('/anything?token=[redacted]&x=1');
    for (const url of [`/%70roposals/${TOKEN}`, `/RESET-PASSWORD?token=${TOKEN}`, `/V%49SITS/${TOKEN}`])
      expect(redactUrl(url)).not.toContain(TOKEN);
  });
});
