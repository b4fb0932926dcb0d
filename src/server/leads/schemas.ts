import { z } from 'zod';
import { LEAD_STATUSES, LEAD_TYPES } from '../../domain/leads.js';
import { QUOTE_SERVICES } from '../../domain/quote/options.js';
import { FROM_UNITS } from '../../domain/quote/price-book.js';
import { PRICE_TYPES } from '../../domain/services.js';
import { proposalSummarySchema } from '../proposals/views.js';

/** The stored PriceEstimate (src/domain/quote/pricing.ts) as responses show it; each line says how its cost came about. */
export const priceEstimateSchema = z.object({
  basePrice: z.number(),
  serviceCosts: z.number(),
  propertyMultiplier: z.number(),
  timelineMultiplier: z.number(),
  urgencyMultiplier: z.number(),
  totalPrice: z.number(),
  breakdown: z.array(z.object({ service: z.enum(QUOTE_SERVICES), cost: z.number(), description: z.string() })),
});

/** The range from the per-sq-ft rates for the visitor's approximate area (integer cents). */
export const areaEstimateSchema = z.object({
  areaSqft: z.number().int(),
  lowCents: z.number().int(),
  highCents: z.number().int(),
});

const texts = z.object({ en: z.string().optional(), es: z.string().optional(), pt: z.string().optional() });

/** One line of a request's job as quoted (src/domain/quote/job.ts): money in integer cents. */
export const jobLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('service'),
    quote_service: z.enum(QUOTE_SERVICES),
    service: z.string().describe('The catalogue service (slug)'),
    names: texts.describe('Its name in each language, as quoted'),
    units: texts.describe('Its price unit in each language, as quoted'),
    price_type: z.enum(PRICE_TYPES),
    unit_price_cents: z.number().int(),
    quantity: z.number().int().nullable().describe('In its own unit (sq ft, linear ft, hours, units); null when not given'),
    amount_cents: z.number().int(),
  }),
  z.object({
    kind: z.literal('from'),
    quote_service: z.enum(QUOTE_SERVICES).describe('A quote service chosen without a catalogue service: its from price'),
    from_unit: z.enum(FROM_UNITS),
    amount_cents: z.number().int(),
  }),
]);

/** The job a request keeps: its lines and the range the visitor read, in integer cents (docs/price-book.md). */
export const storedJobSchema = z.object({
  lines: z.array(jobLineSchema),
  low_cents: z.number().int(),
  high_cents: z.number().int(),
});

/** A catalogue service a lead names, with its name in each language it has. */
export const catalogueServiceSchema = z.object({
  slug: z.string(),
  names: z.object({ en: z.string().optional(), es: z.string().optional(), pt: z.string().optional() }),
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
  catalogue_service: catalogueServiceSchema.nullable(),
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
  area_estimate: areaEstimateSchema.nullable(),
  /** The job and its range as quoted; null for requests sent before the price book. */
  job: storedJobSchema.nullable(),
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
  /** A quote's catalogue service, or a contact message's service interest (an option code). */
  catalogue_service: catalogueServiceSchema.nullable(),
  service_interest: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  excerpt: z.string().nullable(),
  total_price: z.number().nullable(),
  /** The range the visitor read, in integer cents; null for contact messages and older requests. */
  range_low_cents: z.number().nullable(),
  range_high_cents: z.number().nullable(),
  /** The lead's proposal in force (docs/proposals.md), or null. */
  proposal: proposalSummarySchema.nullable(),
  /** The start of the lead's newest site visit when the visitor cancelled it (docs/visits.md), else null. */
  visit_cancelled: z.string().nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** A site visit's step in a lead's history (visits/leads.ts). */
export const visitEventSchema = z.object({
  visitId: z.number(),
  action: z.enum(['booked', 'rescheduled', 'cancelled', 'done', 'no_show']),
  start: z.string(),
});

export const leadEventSchema = z.object({
  id: z.number(),
  /** status, note and call by admins; proposal events (docs/proposals.md); e-mail replies to the lead; site visits (docs/visits.md). */
  kind: z.enum(['status', 'note', 'proposal', 'reply', 'visit', 'call', 'message']),
  visit: visitEventSchema.nullable(),
  /** A status change, or the status a proposal event moved the lead to. */
  status: z.enum(LEAD_STATUSES).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The admin who acted, or the customer (by the name they gave) for their answers to a proposal. */
  author: z.string().nullable(),
  proposal_id: z.number().nullable(),
  /** For kind 'proposal': created, sent, resent, viewed, revised, accepted, declined, changes_requested. */
  action: z.string().nullable(),
  /** For kind 'reply': the e-mail's subject. */
  subject: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
