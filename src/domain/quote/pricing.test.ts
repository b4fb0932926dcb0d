import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROPERTY_MULTIPLIERS,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  QUOTE_SERVICES,
  SERVICE_BASE_PRICES,
  SERVICE_SQFT_RATES,
  SIZE_MULTIPLIERS,
  TIMELINE_MULTIPLIERS,
  TIMELINES,
  URGENCIES,
} from './options.js';
import { DEFAULT_PRICE_BOOK as BOOK } from './price-book.js';
import { canEstimate, type EstimateInput, estimateAreaRange, estimateQuote } from './pricing.js';

describe('quote pricing', () => {
  it('residential, medium, lawn maintenance only, flexible, normal gives 45', () => {
    const e = estimateQuote(
      {
        propertyType: 'residential',
        propertySize: 'medium',
        services: ['lawn-maintenance'],
        timeline: 'flexible',
        urgency: 'normal',
      },
      BOOK,
    );
    expect(e.totalPrice).toBe(45);
    expect(e.breakdown).toEqual([{ service: 'lawn-maintenance', cost: 45 }]);
  });

  it('applies every multiplier of docs/decisions/0004-product-rules.md', () => {
    expect(PROPERTY_MULTIPLIERS).toEqual({ residential: 1, commercial: 1.3, hoa: 1.2 });
    expect(SIZE_MULTIPLIERS).toEqual({ small: 0.8, medium: 1, large: 1.5 });
    expect(TIMELINE_MULTIPLIERS).toEqual({ immediate: 1.5, soon: 1.2, flexible: 1 });
    expect(SERVICE_BASE_PRICES).toEqual({
      'landscape-design': 150,
      'lawn-maintenance': 45,
      'tree-services': 120,
      irrigation: 500,
      hardscaping: 800,
      'seasonal-services': 75,
    });
  });

  it.each([
    // commercial large: (150 + 800) x 1.5 x 1.3 x immediate 1.5 x urgent 1.3
    [
      {
        propertyType: 'commercial',
        propertySize: 'large',
        services: ['landscape-design', 'hardscaping'],
        timeline: 'immediate',
        urgency: 'urgent',
      },
      3612.38,
    ],
    // hoa small: (120 + 500 + 75) x 0.8 x 1.2 x soon 1.2
    [
      {
        propertyType: 'hoa',
        propertySize: 'small',
        services: ['tree-services', 'irrigation', 'seasonal-services'],
        timeline: 'soon',
        urgency: 'normal',
      },
      800.64,
    ],
    // residential medium: all six = 1690
    [
      {
        propertyType: 'residential',
        propertySize: 'medium',
        services: [...QUOTE_SERVICES],
        timeline: 'flexible',
        urgency: 'normal',
      },
      1690,
    ],
    // no timeline yet counts as flexible
    [{ propertyType: 'residential', propertySize: 'large', services: ['irrigation'] }, 750],
  ] as const)('exact total for %j', (input, total) => {
    expect(estimateQuote({ ...input, services: [...input.services] }, BOOK).totalPrice).toBe(total);
  });

  it('counts a service chosen twice once', () => {
    const e = estimateQuote(
      { propertyType: 'residential', propertySize: 'medium', services: ['irrigation', 'irrigation'] },
      BOOK,
    );
    expect(e.totalPrice).toBe(500);
  });

  it('equals the formula for any input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROPERTY_TYPES),
        fc.constantFrom(...PROPERTY_SIZES),
        fc.uniqueArray(fc.constantFrom(...QUOTE_SERVICES), { minLength: 1 }),
        fc.constantFrom(...TIMELINES),
        fc.constantFrom(...URGENCIES),
        (propertyType, propertySize, services, timeline, urgency) => {
          const e = estimateQuote({ propertyType, propertySize, services, timeline, urgency }, BOOK);
          const sum = services.reduce((s, x) => s + SERVICE_BASE_PRICES[x] * SIZE_MULTIPLIERS[propertySize], 0);
          const expected =
            sum * PROPERTY_MULTIPLIERS[propertyType] * TIMELINE_MULTIPLIERS[timeline] * (urgency === 'urgent' ? 1.3 : 1);
          // Rounded to cents: at most half a cent away (plus floating-point noise).
          expect(Math.abs(e.totalPrice - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(Math.abs(e.breakdown.reduce((s, b) => s + b.cost, 0) - sum)).toBeLessThanOrEqual(0.005 * services.length + 1e-9);
        },
      ),
    );
  });

  it('needs type, size and a service before estimating', () => {
    expect(canEstimate({ propertyType: 'residential', propertySize: 'small', services: [] })).toBe(false);
    expect(canEstimate({ propertyType: 'residential', services: ['irrigation'] })).toBe(false);
    expect(canEstimate({ propertyType: 'residential', propertySize: 'small', services: ['irrigation'] })).toBe(true);
  });

  describe('the area range from the per-sq-ft rates', () => {
    it('is the rates times the area with the same multipliers, 20% either side, rounded outward', () => {
      // 5,000 sq ft of lawn maintenance (0.15) and hardscaping (12): 60,750 x commercial 1.3 = 78,975.
      expect(
        estimateAreaRange(
          { propertyType: 'commercial', propertySize: 'small', services: ['lawn-maintenance', 'hardscaping'] },
          5000,
          BOOK,
        ),
      ).toEqual({ areaSqft: 5000, lowCents: 6_310_000, highCents: 9_480_000 });
    });

    it('rounds to $10 under $1,000 and leaves the starting estimate as it is', () => {
      const input: EstimateInput = { propertyType: 'residential', propertySize: 'medium', services: ['lawn-maintenance'] };
      // 1,000 sq ft x 0.15 = 150 → 120 to 180
      expect(estimateAreaRange(input, 1000, BOOK)).toEqual({ areaSqft: 1000, lowCents: 12_000, highCents: 18_000 });
      expect(estimateQuote(input, BOOK).totalPrice).toBe(45);
    });

    it('keeps a figure that is round but for floating-point error on its round ends', () => {
      // An owner's book with a commercial multiplier of 1.1: 5,000 sq ft of irrigation (1.50) is
      // exactly $8,250, so $6,600 to $9,900, though 825000 x 1.1 x 1.2 is 990000.0000000001 cents.
      const book = { ...BOOK, multipliers: { ...BOOK.multipliers, property: { ...BOOK.multipliers.property, commercial: 1.1 } } };
      const irrigation: EstimateInput = { propertyType: 'commercial', propertySize: 'small', services: ['irrigation'] };
      expect(estimateAreaRange(irrigation, 5000, book)).toEqual({ areaSqft: 5000, lowCents: 660_000, highCents: 990_000 });
      // 4,375 sq ft of hardscaping (12) at 1.15 is $60,375: its low end $48,300 is 4829999.999999999 cents.
      const hoa = { ...BOOK, multipliers: { ...BOOK.multipliers, property: { ...BOOK.multipliers.property, hoa: 1.15 } } };
      const patio: EstimateInput = { propertyType: 'hoa', propertySize: 'small', services: ['hardscaping'] };
      expect(estimateAreaRange(patio, 4375, hoa)).toEqual({ areaSqft: 4375, lowCents: 4_830_000, highCents: 7_250_000 });
    });

    it('always holds the area figure between its ends', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...PROPERTY_TYPES),
          fc.uniqueArray(fc.constantFrom(...QUOTE_SERVICES), { minLength: 1 }),
          fc.constantFrom(...TIMELINES),
          fc.constantFrom(...URGENCIES),
          fc.integer({ min: 1, max: 2_000_000 }),
          (propertyType, services, timeline, urgency, area) => {
            const range = estimateAreaRange({ propertyType, propertySize: 'small', services, timeline, urgency }, area, BOOK);
            const figure =
              services.reduce((s, x) => s + SERVICE_SQFT_RATES[x] * 100 * area, 0) *
              PROPERTY_MULTIPLIERS[propertyType] *
              TIMELINE_MULTIPLIERS[timeline] *
              (urgency === 'urgent' ? 1.3 : 1);
            expect(range.lowCents).toBeLessThanOrEqual(figure + 1e-6);
            expect(range.highCents).toBeGreaterThanOrEqual(figure - 1e-6);
            expect(Number.isInteger(range.lowCents) && Number.isInteger(range.highCents)).toBe(true);
          },
        ),
      );
    });
  });
});

describe("the formula reads the owner's price book", () => {
  it("uses the book's base prices and multipliers, SPEC.md's four worked estimates staying with the default book", () => {
    const input: EstimateInput = {
      propertyType: 'commercial',
      propertySize: 'large',
      services: ['landscape-design', 'hardscaping'],
      timeline: 'immediate',
      urgency: 'urgent',
    };
    expect(estimateQuote(input, BOOK).totalPrice).toBe(3612.38);
    const raised = {
      ...BOOK,
      quote_services: BOOK.quote_services.map((q) => (q.id === 'hardscaping' ? { ...q, base_price: 1000 } : q)),
      multipliers: { ...BOOK.multipliers, urgency: { normal: 1, urgent: 1 } },
    };
    // (150 + 1000) x 1.5 x 1.3 x 1.5 = 3363.75
    expect(estimateQuote(input, raised).totalPrice).toBe(3363.75);
    expect(estimateQuote(input, raised).breakdown).toEqual([
      { service: 'landscape-design', cost: 225 },
      { service: 'hardscaping', cost: 1500 },
    ]);
  });
});
