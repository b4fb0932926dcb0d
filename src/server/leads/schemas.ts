import { z } from 'zod';
import { LEAD_STATUSES, LEAD_TYPES } from '../../domain/leads.js';
import { QUOTE_SERVICES } from '../../domain/quote/options.js';

/** The stored PriceEstimate (src/domain/quote/pricing.ts) as responses show it. */
export const priceEstimateSchema = z.object({
  basePrice: z.number(),
  serviceCosts: z.number(),
  propertyMultiplier: z.number(),
  timelineMultiplier: z.number(),
  urgencyMultiplier: z.number(),
  totalPrice: z.number(),
  breakdown: z.array(z.object({ service: z.enum(QUOTE_SERVICES), cost: z.number() })),
});

export const quoteFileSchema = z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() });

/** A quote request with every field, as its owner and the admins see it. */
export const quoteViewSchema = z.object({
  id: z.number(),
  reference: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(LEAD_STATUSES),
  language_code: z.string(),
  property_type: z.string(),
  property_size: z.string(),
  services: z.array(z.string()),
  timeline: z.string(),
  budget: z.string().nullable(),
  urgency: z.string(),
  plant_preferences: z.array(z.string()),
  style_preferences: z.array(z.string()),
  material_selection: z.array(z.string()),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  message: z.string().nullable(),
  estimate: priceEstimateSchema.nullable(),
  total_price: z.number(),
  files: z.array(quoteFileSchema),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const contactViewSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(LEAD_STATUSES),
  language_code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service_interest: z.string().nullable(),
  message: z.string(),
});
export type ContactView = z.infer<typeof contactViewSchema>;

export const leadSummarySchema = z.object({
  type: z.enum(LEAD_TYPES),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
  overdue: z.boolean(),
  reference: z.string().nullable(),
  services: z.array(z.string()).nullable(),
  excerpt: z.string().nullable(),
  total_price: z.number().nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadEventSchema = z.object({
  id: z.number(),
  kind: z.enum(['status', 'note']),
  status: z.enum(LEAD_STATUSES).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  author: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
