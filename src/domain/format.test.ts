import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatBytes,
  formatCents,
  formatCentsRange,
  formatDate,
  formatHours,
  formatMoney,
  formatPercent,
  formatPrice,
  formatSurcharge,
} from './format.js';

// Intl separates "US$" and the amount with a no-break space.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('one way per language to write amounts', () => {
  it('writes dollars the US way in English and Spanish and the Brazilian way in Portuguese', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'es')).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'pt'))).toBe('US$ 1.234,50');
    expect(formatCents(123450, 'es')).toBe('$1,234.50');
  });

  it('drops cents from whole catalogue prices only', () => {
    expect(formatPrice(500, 'en')).toBe('$500');
    expect(formatPrice(0.15, 'en')).toBe('$0.15');
    expect(plain(formatPrice(2000, 'pt'))).toBe('US$ 2.000');
  });

  it('writes sizes and dates in the language, dates in the company time zone', () => {
    expect(formatBytes(512 * 1024, 'en')).toBe('512 kB');
    expect(formatBytes(3.4 * 1024 * 1024, 'pt')).toBe('3,4 MB');
    // 02:00 UTC on 1 March is still 28 February in Bellevue.
    expect(formatDate('2026-03-01T02:00:00Z', 'en')).toBe('Feb 28, 2026');
  });

  it('writes a surcharge as a percentage, and nothing for none', () => {
    expect(formatSurcharge(1.2, 'en')).toBe('+20%');
    expect(formatSurcharge(1.5, 'pt')).toBe('+50%');
    expect(formatSurcharge(1.3, 'es')).toBe('+30%');
    expect(formatSurcharge(1, 'en')).toBe('');
  });

  it('writes a range of whole dollars compactly', () => {
    expect(plain(formatCentsRange(240000, 360000, 'en')).replace(/\u2009/g, ' ')).toBe('$2,400 – $3,600');
    expect(plain(formatCentsRange(240000, 360000, 'pt'))).toBe('US$ 2.400–3.600');
  });

  it('writes how long ago a lead arrived', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(formatAge('2026-11-24T11:55:00Z', 'en', now)).toBe('5 min. ago');
    expect(formatAge('2026-11-24T09:00:00Z', 'en', now)).toBe('3 hr. ago');
    expect(formatAge('2026-11-21T12:00:00Z', 'es', now)).toBe('hace 3 días');
  });

  it('writes shares and hours of the analytics screen in the language', () => {
    expect(formatPercent(0.8333, 'en')).toBe('83%');
    expect(plain(formatPercent(0.5, 'pt'))).toBe('50%');
    expect(formatHours(5.5, 'en')).toBe('5.5 hr');
    expect(plain(formatHours(5.5, 'pt'))).toBe('5,5 h');
  });
});
