import {
  PROPERTY_MULTIPLIERS,
  type PropertySize,
  type PropertyType,
  type QuoteService,
  SERVICE_BASE_PRICES,
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
 * (SPEC.md section 9). The one formula: the page's live estimate and the server's stored estimate.
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

/** The estimate exists once type, size and at least one service are chosen (SPEC.md section 4). */
export function canEstimate(input: Partial<EstimateInput>): input is EstimateInput {
  return Boolean(input.propertyType && input.propertySize && input.services && input.services.length > 0);
}
