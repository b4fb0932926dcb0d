import {
  AREA_RANGE_SPREAD,
  PROPERTY_MULTIPLIERS,
  type PropertySize,
  type PropertyType,
  type QuoteService,
  SERVICE_BASE_PRICES,
  SERVICE_SQFT_RATES,
  SIZE_MULTIPLIERS,
  TIMELINE_MULTIPLIERS,
  type Timeline,
  type Urgency,
  URGENCY_MULTIPLIERS,
} from './options.js';

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

/**
 * Total = sum of (service base price x size multiplier) x property x timeline x urgency multipliers
 * (docs/decisions/0004-product-rules.md). The one formula: the page's live estimate and the server's stored estimate.
 */
export function estimateQuote(input: EstimateInput): PriceEstimate {
  const sizeMultiplier = SIZE_MULTIPLIERS[input.propertySize];
  const services = [...new Set(input.services)];
  const breakdown = services.map((service) => ({ service, cost: cents(SERVICE_BASE_PRICES[service] * sizeMultiplier) }));
  const basePrice = services.reduce((sum, s) => sum + SERVICE_BASE_PRICES[s], 0);
  const serviceCosts = services.reduce((sum, s) => sum + SERVICE_BASE_PRICES[s] * sizeMultiplier, 0);
  const propertyMultiplier = PROPERTY_MULTIPLIERS[input.propertyType];
  const timelineMultiplier = TIMELINE_MULTIPLIERS[input.timeline ?? 'flexible'];
  const urgencyMultiplier = input.urgency === 'urgent' ? URGENCY_MULTIPLIERS.urgent : URGENCY_MULTIPLIERS.normal;
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

/** The area-based range: what the chosen services cost at their per-sq-ft rates, as a range in cents. */
export interface AreaEstimate {
  areaSqft: number;
  lowCents: number;
  highCents: number;
}

/**
 * A range from the per-sq-ft rates step 3 shows, for an approximate area the visitor gave: the
 * rates times the area, with the same property, timeline and urgency multipliers as the starting
 * estimate (the area replaces the size multiplier), then AREA_RANGE_SPREAD below and above,
 * rounded outward to $10 (to $100 from $1,000 up) so it never reads as an exact price.
 * The starting estimate above stays as it is; this is shown and stored beside it.
 */
export function estimateAreaRange(input: EstimateInput, areaSqft: number): AreaEstimate {
  const services = [...new Set(input.services)];
  const areaCents = services.reduce((sum, s) => sum + Math.round(SERVICE_SQFT_RATES[s] * 100) * areaSqft, 0);
  const multiplier =
    PROPERTY_MULTIPLIERS[input.propertyType] *
    TIMELINE_MULTIPLIERS[input.timeline ?? 'flexible'] *
    (input.urgency === 'urgent' ? URGENCY_MULTIPLIERS.urgent : URGENCY_MULTIPLIERS.normal);
  const adjusted = areaCents * multiplier;
  const high = adjusted * (1 + AREA_RANGE_SPREAD);
  const step = (high >= 100_000 ? 100 : 10) * 100;
  // The small allowance keeps a product like 0.8 x 150000 (119999.99…) on its round figure.
  return {
    areaSqft,
    lowCents: Math.floor((adjusted * (1 - AREA_RANGE_SPREAD)) / step + 1e-9) * step,
    highCents: Math.ceil(high / step - 1e-9) * step,
  };
}
