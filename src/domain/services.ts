import type { Picture } from './media.js';

/**
 * Price types of docs/decisions/0008-company-catalogue-and-leads.md; the public pricing types map onto them
 * (per_area = per_sqft, ...).
 */
export const PRICE_TYPES = ['fixed', 'hourly', 'per_sqft', 'per_linear_ft', 'per_unit', 'package'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const DEMANDS = ['high', 'medium', 'low'] as const;
export type Demand = (typeof DEMANDS)[number];

export interface ServiceStep {
  title: string;
  detail: string;
}

export interface ServiceCategory {
  id: number;
  slug: string;
  name: string;
  sortOrder: number;
}

/** One service in one language, as the public site and the admin API read it. */
export interface Service {
  id: number;
  slug: string;
  category: { id: number; slug: string; name: string };
  name: string;
  description: string;
  unit: string;
  features: string[];
  requirements: string[];
  steps: ServiceStep[];
  importance: string;
  frequency: string;
  benefits: string[];
  metaTitle: string;
  metaDescription: string;
  seoKeywords: string;
  basePrice: number;
  pricePerSqft: number | null;
  pricePerLinearFt: number | null;
  priceType: PriceType;
  durationMinutes: number;
  demand: Demand;
  isFeatured: boolean;
  isActive: boolean;
  sortOrder: number;
  /** The quote builder's service this one preselects (landscape-design, lawn-maintenance, ...). */
  quoteService: string | null;
  imagePrompt: string | null;
  version: number;
  image: Picture | null;
  /** Alt text of the picture in the service's language. */
  imageAlt: string;
}

/**
 * Link to the quote builder from a service: the builder preselects the quote service the slug maps
 * to and keeps the catalogue service itself as the one the visitor came from.
 */
export function quoteLink(serviceSlug: string | null | undefined): string {
  return serviceSlug ? `/quote-builder?service=${encodeURIComponent(serviceSlug)}` : '/quote-builder';
}
