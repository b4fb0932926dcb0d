import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, companyDay, effectiveStatus, percentToBasisPoints } from './model.js';
import { lineAmountCents, proposalTotals, taxCents } from './totals.js';

const line = (id: string, quantity: number, unit_price_cents: number, optional = false) => ({
  id,
  quantity,
  unit_price_cents,
  optional,
});

describe('proposal totals', () => {
  it('multiplies quantity by unit price per line, half up to the cent', () => {
    expect(lineAmountCents(3, 1999)).toBe(5997);
    // 1.5 × 15 ¢ = 22.5 ¢ → 23 ¢; 1.15 × 100 ¢ stays exactly 115 ¢ (no 114.999…).
    expect(lineAmountCents(1.5, 15)).toBe(23);
    expect(lineAmountCents(1.15, 100)).toBe(115);
    expect(lineAmountCents(0.01, 49)).toBe(0);
    expect(lineAmountCents(0.01, 50)).toBe(1);
    expect(lineAmountCents(100_000, 100_000_000)).toBe(10_000_000_000_000);
  });

  it('rounds the tax once, on the subtotal, half up', () => {
    expect(taxCents(10_000, 1025)).toBe(1025);
    expect(taxCents(5, 1000)).toBe(1); // 0.5 ¢
    expect(taxCents(4, 1000)).toBe(0); // 0.4 ¢
    expect(taxCents(123_456, 0)).toBe(0);
  });

  it('counts required lines, the chosen optional lines, tax and total; optional lines start included', () => {
    const lines = [line('a', 2, 10_000), line('b', 1, 2_500, true), line('c', 10, 350, true)];
    const offered = proposalTotals(lines, 1000);
    expect(offered).toEqual({
      lines: [
        { id: 'a', amount_cents: 20_000, included: true },
        { id: 'b', amount_cents: 2_500, included: true },
        { id: 'c', amount_cents: 3_500, included: true },
      ],
      required_cents: 20_000,
      optional_cents: 6_000,
      subtotal_cents: 26_000,
      tax_cents: 2_600,
      total_cents: 28_600,
    });
    const chosen = proposalTotals(lines, 1000, ['c', 'a', 'unknown']);
    expect(chosen.lines.map((l) => l.included)).toEqual([true, false, true]);
    expect(chosen).toMatchObject({ optional_cents: 3_500, subtotal_cents: 23_500, tax_cents: 2_350, total_cents: 25_850 });
    expect(proposalTotals(lines, 0, []).total_cents).toBe(20_000);
    expect(proposalTotals([], 1025)).toMatchObject({ subtotal_cents: 0, tax_cents: 0, total_cents: 0 });
  });

  const lineArb = fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    quantity: fc.integer({ min: 1, max: 10_000_000 }).map((h) => h / 100),
    unit_price_cents: fc.integer({ min: 0, max: 100_000_000 }),
    optional: fc.boolean(),
  });
  const linesArb = fc.uniqueArray(lineArb, { maxLength: 50, selector: (l) => l.id });
  const rateArb = fc.integer({ min: 0, max: 10_000 });

  it('always adds up: integer cents, subtotal = required + optional, total = subtotal + tax', () => {
    fc.assert(
      fc.property(linesArb, rateArb, fc.option(fc.array(fc.string({ maxLength: 6 }))), (lines, rate, chosen) => {
        const t = proposalTotals(lines, rate, chosen ?? undefined);
        for (const n of [t.required_cents, t.optional_cents, t.subtotal_cents, t.tax_cents, t.total_cents])
          expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        const included = t.lines.filter((l) => l.included).reduce((sum, l) => sum + l.amount_cents, 0);
        expect(t.subtotal_cents).toBe(included);
        expect(t.subtotal_cents).toBe(t.required_cents + t.optional_cents);
        expect(t.total_cents).toBe(t.subtotal_cents + t.tax_cents);
        // Every required line counts, whatever was chosen.
        lines.forEach((l, i) => !l.optional && expect(t.lines[i].included).toBe(true));
      }),
    );
  });

  it('rounds each line and the tax to the nearest cent, halves up', () => {
    fc.assert(
      fc.property(lineArb, rateArb, (l, rate) => {
        const exact = BigInt(Math.round(l.quantity * 100)) * BigInt(l.unit_price_cents); // in 1/100 ¢
        const amount = BigInt(lineAmountCents(l.quantity, l.unit_price_cents));
        expect(amount * 100n - exact > -50n && amount * 100n - exact <= 50n).toBe(true);
        const tax = BigInt(taxCents(Number(amount), rate));
        const exactTax = amount * BigInt(rate); // in 1/10000 ¢
        expect(tax * 10_000n - exactTax > -5000n && tax * 10_000n - exactTax <= 5000n).toBe(true);
      }),
    );
  });

  it('never lowers the total when the customer keeps one more optional line', () => {
    fc.assert(
      fc.property(linesArb, rateArb, fc.nat(), (lines, rate, pick) => {
        const optional = lines.filter((l) => l.optional).map((l) => l.id);
        fc.pre(optional.length > 0);
        const extra = optional[pick % optional.length];
        const without = proposalTotals(
          lines,
          rate,
          optional.filter((id) => id !== extra),
        );
        const withIt = proposalTotals(lines, rate, optional);
        expect(withIt.total_cents).toBeGreaterThanOrEqual(without.total_cents);
        expect(withIt.optional_cents - without.optional_cents).toBe(withIt.lines.find((l) => l.id === extra)!.amount_cents);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(linesArb, rateArb, (lines, rate) => {
        const a = proposalTotals(lines, rate);
        const b = proposalTotals([...lines].reverse(), rate);
        expect({ ...b, lines: [] }).toEqual({ ...a, lines: [] });
      }),
    );
  });
});

describe('proposal validity', () => {
  it('counts days in the company time zone and expires after the whole valid-until day', () => {
    // 07:30 UTC on Jan 1 is still Dec 31 in Bellevue.
    const newYearUtc = new Date('2027-01-01T07:30:00Z');
    expect(companyDay(newYearUtc)).toBe('2026-12-31');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(effectiveStatus('sent', '2026-12-31', newYearUtc)).toBe('sent');
    expect(effectiveStatus('viewed', '2026-12-30', newYearUtc)).toBe('expired');
    expect(effectiveStatus('accepted', '2026-12-30', newYearUtc)).toBe('accepted');
    expect(effectiveStatus('draft', '2026-12-30', newYearUtc)).toBe('draft');
  });

  it('keeps a percentage tax rate as basis points', () => {
    expect(percentToBasisPoints(10.25)).toBe(1025);
    expect(percentToBasisPoints(10.1)).toBe(1010);
    expect(percentToBasisPoints(0)).toBe(0);
  });
});
