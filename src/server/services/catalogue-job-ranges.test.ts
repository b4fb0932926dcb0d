import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue-seed.js';
import { unitPrice } from '../../domain/price-line.js';
import { estimateJob, type Offer } from '../../domain/quote/job.js';
import { QUOTE_SERVICES, TIMELINES, URGENCIES } from '../../domain/quote/options.js';
import { DEFAULT_PRICE_BOOK as BOOK, type PriceBook } from '../../domain/quote/price-book.js';

/** The seeded catalogue as the builder offers it. */
const OFFERS: Offer[] = CATALOGUE.map((s) => ({
  slug: s.slug,
  quoteService: s.quoteService,
  priceType: s.priceType,
  price: unitPrice(s),
}));

describe("the range of the visitor's job (docs/price-book.md)", () => {
  it.each([
    ['a 400 sq ft patio (400 × $24)', ['hardscaping'], [{ service: 'patio-installation', quantity: 400 }], 960_000],
    ['one tree removal ($750 per tree)', ['tree-services'], [{ service: 'tree-removal' }], 75_000],
    ['one water feature ($2,000)', ['landscape-design'], [{ service: 'water-features', quantity: 1 }], 200_000],
  ] as const)('holds what the seeded catalogue charges for %s', (_name, services, items, amount) => {
    const job = estimateJob({ services: [...services], items: [...items] }, OFFERS, BOOK);
    expect(job.amount_cents).toBe(amount);
    expect(job.low_cents).toBeLessThanOrEqual(amount);
    expect(job.high_cents).toBeGreaterThanOrEqual(amount);
  });

  it('counts the from price of a quote service without a choice, and of an area-priced service without a quantity', () => {
    const job = estimateJob(
      { services: ['hardscaping', 'lawn-maintenance'], items: [{ service: 'paver-walkways' }] },
      OFFERS,
      BOOK,
    );
    expect(job.lines).toEqual([
      {
        kind: 'service',
        quote_service: 'hardscaping',
        service: 'paver-walkways',
        price_type: 'per_sqft',
        unit_price_cents: 2_000,
        quantity: null,
        amount_cents: 500_000,
      },
      { kind: 'from', quote_service: 'lawn-maintenance', from_unit: 'month', amount_cents: 15_000 },
    ]);
    // $5,150 less 10% = $4,635 → $4,600; 30% more = $6,695 → $6,700.
    expect([job.low_cents, job.high_cents]).toEqual([460_000, 670_000]);
  });

  it('raises the top by the surcharges of the timeline and urgency, and lowers the bottom for a discount', () => {
    const input = { services: ['tree-services'] as const, items: [{ service: 'tree-removal', quantity: 4 }] };
    // $3,000: 10% below, 30% above, then ×1.5 (immediate) ×1.3 (urgent) on the top.
    expect(
      estimateJob({ ...input, services: [...input.services], timeline: 'immediate', urgency: 'urgent' }, OFFERS, BOOK),
    ).toMatchObject({ amount_cents: 300_000, low_cents: 270_000, high_cents: 770_000 });
    const discount: PriceBook = {
      ...BOOK,
      multipliers: { ...BOOK.multipliers, timeline: { immediate: 1.5, soon: 1, flexible: 0.9 } },
    };
    expect(estimateJob({ ...input, services: [...input.services], timeline: 'flexible' }, OFFERS, discount)).toMatchObject({
      low_cents: 240_000,
      high_cents: 390_000,
    });
  });

  it('leaves out what does not belong to the chosen quote services', () => {
    const job = estimateJob({ services: ['irrigation'], items: [{ service: 'patio-installation', quantity: 10 }] }, OFFERS, BOOK);
    expect(job.lines).toEqual([{ kind: 'from', quote_service: 'irrigation', from_unit: 'job', amount_cents: 150_000 }]);
  });

  it('always holds the catalogue’s figure between its ends, whole dollars', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...OFFERS), { minLength: 1, maxLength: 6, selector: (o) => o.slug }),
        fc.array(fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }), { minLength: 6, maxLength: 6 }),
        fc.constantFrom(...TIMELINES),
        fc.constantFrom(...URGENCIES),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 500 }),
        (offers, quantities, timeline, urgency, below, above) => {
          const book = { ...BOOK, range: { below_percent: below, above_percent: above } };
          const services = QUOTE_SERVICES.filter((q) => offers.some((o) => o.quoteService === q));
          const items = offers.map((o, i) => ({ service: o.slug, quantity: quantities[i] }));
          const job = estimateJob({ services, items, timeline, urgency }, OFFERS, book);
          expect(job.low_cents).toBeLessThanOrEqual(job.amount_cents);
          expect(job.high_cents).toBeGreaterThanOrEqual(job.amount_cents);
          expect(job.low_cents % 1_000 === 0 && job.high_cents % 1_000 === 0).toBe(true);
        },
      ),
    );
  });
});
