import {
  AREA_RANGE_SPREAD,
  type PropertySize,
  type PropertyType,
  type QuoteService,
  type Timeline,
  type Urgency,
} from './options.js';
import { type PriceBook, quotePrice } from './price-book.js';

export interface EstimateInput {
  propertyType: PropertyType;
  propertySize: PropertySize;
  services: QuoteService[];
  /** Until a timeline is chosen (step 4) it counts as flexible (multiplier 1). */
  timeline?: Timeline;
  urgency?: Urgency;
}

export interface PriceEstimate {
  basePrice: number;
  serviceCosts: number;
  propertyMultiplier: number;
  timelineMultiplier: number;
  urgencyMultiplier: number;
  totalPrice: number;
  breakdown: { service: QuoteService; cost: number }[];
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The timeline's and urgency's multipliers of the book (no timeline yet counts as flexible; only 'urgent' is urgent). */
export function surcharges(book: PriceBook, timeline: Timeline | undefined, urgency: Urgency | undefined) {
  const { multipliers: m } = book;
  return { timeline: m.timeline[timeline ?? 'flexible'], urgency: urgency === 'urgent' ? m.urgency.urgent : m.urgency.normal };
}

/**
 * Total = sum of (service base price x size multiplier) x property x timeline x urgency multipliers
 * (docs/decisions/0004-product-rules.md), with the price book's numbers. The one formula: the
 * page's live starting estimate and the server's stored one.
 */
export function estimateQuote(input: EstimateInput, book: PriceBook): PriceEstimate {
  const sizeMultiplier = book.multipliers.size[input.propertySize];
  const services = [...new Set(input.services)];
  const base = (service: QuoteService) => quotePrice(book, service).base_price;
  const breakdown = services.map((service) => ({ service, cost: cents(base(service) * sizeMultiplier) }));
  const basePrice = services.reduce((sum, s) => sum + base(s), 0);
  const serviceCosts = services.reduce((sum, s) => sum + base(s) * sizeMultiplier, 0);
  const propertyMultiplier = book.multipliers.property[input.propertyType];
  const { timeline: timelineMultiplier, urgency: urgencyMultiplier } = surcharges(book, input.timeline, input.urgency);
  return {
    basePrice,
    serviceCosts: cents(serviceCosts),
    propertyMultiplier,
    timelineMultiplier,
    urgencyMultiplier,
    totalPrice: cents(serviceCosts * propertyMultiplier * timelineMultiplier * urgencyMultiplier),
    breakdown,
  };
}

/** The estimate exists once type, size and at least one service are chosen (docs/decisions/0004-product-rules.md). */
export function canEstimate(input: Partial<EstimateInput>): input is EstimateInput {
  return Boolean(input.propertyType && input.propertySize && input.services && input.services.length > 0);
}

/** The area-based range: what the chosen quote services cost at their per-sq-ft rates, as a range in cents. */
export interface AreaEstimate {
  areaSqft: number;
  lowCents: number;
  highCents: number;
}

/**
 * A range from the price book's per-sq-ft rates, for an approximate area the visitor gave: the
 * rates times the area, with the same property, timeline and urgency multipliers as the starting
 * estimate (the area replaces the size multiplier), then AREA_RANGE_SPREAD below and above,
 * rounded outward. Stored and answered by POST /api/quotes beside the starting estimate; what
 * visitors read is the range of their job from the catalogue (job.ts).
 */
export function estimateAreaRange(input: EstimateInput, areaSqft: number, book: PriceBook): AreaEstimate {
  const services = [...new Set(input.services)];
  const areaCents = services.reduce((sum, s) => sum + Math.round(quotePrice(book, s).rate_per_sqft * 100) * areaSqft, 0);
  const { timeline, urgency } = surcharges(book, input.timeline, input.urgency);
  const adjusted = areaCents * book.multipliers.property[input.propertyType] * timeline * urgency;
  return { areaSqft, ...roundedRange(adjusted * (1 - AREA_RANGE_SPREAD), adjusted * (1 + AREA_RANGE_SPREAD)) };
}

/**
 * A range in cents rounded outward to $10 (to $100 from $1,000 up), so it never reads as an exact
 * price. The small allowance keeps a product like 825000 x 1.1 x 1.2 (990000.0000000001) on its round figure.
 */
export function roundedRange(lowCents: number, highCents: number): { lowCents: number; highCents: number } {
  const step = (highCents >= 100_000 ? 100 : 10) * 100;
  return { lowCents: Math.floor(lowCents / step + 1e-9) * step, highCents: Math.ceil(highCents / step - 1e-9) * step };
}
