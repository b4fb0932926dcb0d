import {
  PROPERTY_MULTIPLIERS,
  type PropertySize,
  type PropertyType,
  QUOTE_SERVICES,
  type QuoteService,
  SERVICE_BASE_PRICES,
  SERVICE_SQFT_RATES,
  SIZE_MULTIPLIERS,
  TIMELINE_MULTIPLIERS,
  type Timeline,
  type Urgency,
  URGENCY_MULTIPLIERS,
} from './options.js';

/*
 * The price book (docs/price-book.md): the owner's prices for the quote builder's six services
 * and every multiplier of SPEC.md's formula, stored in the database and edited in Service
 * Management's 'Quote prices' tab. This is its shape, as GET /api/price-book answers it: money in
 * dollars, as SPEC.md writes it. No zod here: the quote builder's page uses it.
 */

/** What a from price is counted in: one job, or each month, season, visit or year of a recurring service. */
export const FROM_UNITS = ['job', 'month', 'season', 'visit', 'year'] as const;
export type FromUnit = (typeof FROM_UNITS)[number];

export interface QuotePrice {
  id: QuoteService;
  /** Dollars: the base price of SPEC.md's formula (the starting estimate). */
  base_price: number;
  /** Dollars per sq ft: shown to the owner beside the base price; the area range of the API uses it. */
  rate_per_sqft: number;
  /** Dollars: the smallest job of this kind ('from $5,000'), shown on step 3 and counted when no catalogue service is chosen. */
  from_price: number;
  from_unit: FromUnit;
  /** Slugs of the catalogue services this quote service covers, its main one first (a proposal falls back to it). */
  covers: string[];
}

export interface Multipliers {
  property: Record<PropertyType, number>;
  size: Record<PropertySize, number>;
  timeline: Record<Timeline, number>;
  urgency: Record<Urgency, number>;
}

/** How far the visitor's range reaches below and above the catalogue's figure for the job, in whole percent. */
export interface RangeMargin {
  below_percent: number;
  above_percent: number;
}

export interface PriceBook {
  quote_services: QuotePrice[];
  multipliers: Multipliers;
  range: RangeMargin;
}

/** SPEC.md's 'sample listed prices' (section 9), the seeded from prices. */
export const SPEC_FROM_PRICES: Record<QuoteService, { from_price: number; from_unit: FromUnit }> = {
  'landscape-design': { from_price: 2500, from_unit: 'job' },
  'lawn-maintenance': { from_price: 150, from_unit: 'month' },
  'tree-services': { from_price: 300, from_unit: 'job' },
  irrigation: { from_price: 1500, from_unit: 'job' },
  hardscaping: { from_price: 5000, from_unit: 'job' },
  'seasonal-services': { from_price: 200, from_unit: 'season' },
};

/** The seeded margin: a job the catalogue prices at $9,600 reads $8,600 – $12,500. */
export const DEFAULT_RANGE: RangeMargin = { below_percent: 10, above_percent: 30 };

/**
 * The book as seeded: SPEC.md's base prices, rates and multipliers, its sample prices as from
 * prices. Which catalogue services each quote service covers is stored with the catalogue
 * (services.quote_service), so the seeded covers are empty here and read from there.
 */
export const DEFAULT_PRICE_BOOK: PriceBook = {
  quote_services: QUOTE_SERVICES.map((id) => ({
    id,
    base_price: SERVICE_BASE_PRICES[id],
    rate_per_sqft: SERVICE_SQFT_RATES[id],
    ...SPEC_FROM_PRICES[id],
    covers: [],
  })),
  multipliers: {
    property: { ...PROPERTY_MULTIPLIERS },
    size: { ...SIZE_MULTIPLIERS },
    timeline: { ...TIMELINE_MULTIPLIERS },
    urgency: { ...URGENCY_MULTIPLIERS },
  },
  range: { ...DEFAULT_RANGE },
};

/** One quote service's prices (the default book's when a stored book lacks it). */
export function quotePrice(book: PriceBook, id: QuoteService): QuotePrice {
  return book.quote_services.find((q) => q.id === id) ?? DEFAULT_PRICE_BOOK.quote_services.find((q) => q.id === id)!;
}

/** Dollars to integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
