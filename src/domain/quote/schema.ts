import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.js';
import { leadSourceSchema } from '../lead-source-schema.js';
import type { FieldError } from './draft.js';
import { MAX_QUANTITY } from './job.js';
import {
  BUDGETS,
  MATERIALS,
  MAX_AREA_SQFT,
  MIN_AREA_SQFT,
  PLANT_PREFERENCES,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  QUOTE_SERVICES,
  STYLE_PREFERENCES,
  TIMELINES,
  URGENCIES,
} from './options.js';

/*
 * The quote request's schemas: one per builder step and one for the whole request, used by
 * POST /api/quotes and by the page before it sends (loaded then, not with the page: the step
 * gates of draft.ts need no schema). zod/mini keeps that chunk small.
 * Error messages are keys of `quote.errors` so the page and the API answer in the visitor's language.
 */

export const QUOTE_ERROR_KEYS = ['required', 'chooseOne', 'email', 'phone', 'area', 'quantity', 'tooLong', 'invalid'] as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'required' });
const several = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: 'invalid' }), { error: 'invalid' }).check(z.maxLength(values.length, { error: 'invalid' }));
const text = (max: number) => z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(max, { error: 'tooLong' }));
const requiredText = (max: number) =>
  z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }));

const PHONE = /^[0-9+().\-\s/x]{7,40}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const propertyTypeStep = z.object({ propertyType: choice(PROPERTY_TYPES) });
export const propertySizeStep = z.object({
  propertySize: choice(PROPERTY_SIZES),
  /** Optional approximate area in whole square feet: adds an area-based range to the estimate. */
  areaSqft: z.optional(
    z.int({ error: 'area' }).check(z.gte(MIN_AREA_SQFT, { error: 'area' }), z.lte(MAX_AREA_SQFT, { error: 'area' })),
  ),
});
export const servicesStep = z.object({
  services: several(QUOTE_SERVICES).check(z.minLength(1, { error: 'chooseOne' })),
  /** The catalogue service the visitor came from (water-features); the server checks it maps to a chosen service. */
  catalogueService: z.optional(
    z.string({ error: 'invalid' }).check(z.maxLength(100, { error: 'invalid' }), z.regex(SLUG, { error: 'invalid' })),
  ),
  /**
   * The catalogue services chosen under the quote services, each with an optional whole quantity in
   * its own unit; the server checks each is active and covered by a chosen quote service.
   */
  items: z._default(
    z
      .array(
        z.object({
          service: z
            .string({ error: 'invalid' })
            .check(z.maxLength(100, { error: 'invalid' }), z.regex(SLUG, { error: 'invalid' })),
          quantity: z.optional(
            z.int({ error: 'quantity' }).check(z.gte(1, { error: 'quantity' }), z.lte(MAX_QUANTITY, { error: 'quantity' })),
          ),
        }),
        { error: 'invalid' },
      )
      .check(z.maxLength(50, { error: 'invalid' })),
    [],
  ),
});
export const timelineStep = z.object({
  timeline: choice(TIMELINES),
  budget: z.optional(z.enum(BUDGETS, { error: 'invalid' })),
  urgency: z._default(z.enum(URGENCIES, { error: 'invalid' }), 'normal'),
});
export const preferencesStep = z.object({
  plantPreferences: z._default(several(PLANT_PREFERENCES), []),
  stylePreferences: z._default(several(STYLE_PREFERENCES), []),
  materialSelection: z._default(several(MATERIALS), []),
});
export const contactInfoSchema = z.object({
  name: requiredText(120),
  email: requiredText(254).check(z.email({ error: 'email' })),
  phone: z.optional(text(40).check(z.refine((v) => v === '' || PHONE.test(v), { error: 'phone' }))),
  address: z.optional(text(300)),
  message: z.optional(text(2000)),
});
export const contactStep = z.object({ contactInfo: contactInfoSchema });

/** The whole request as the API receives it (files travel beside it). Unknown keys, such as a client's estimate, are dropped. */
export const quoteRequestSchema = z.object({
  ...propertyTypeStep.shape,
  ...propertySizeStep.shape,
  ...servicesStep.shape,
  ...timelineStep.shape,
  ...preferencesStep.shape,
  ...contactStep.shape,
  language: z._default(z.enum(LANGUAGES, { error: 'invalid' }), 'en'),
  /** Where the visitor came from (domain/lead-source.ts); cleaned, never refused. */
  source: z.optional(leadSourceSchema),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string({ error: 'invalid' })),
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** zod issues as { path, msg } with msg one of QUOTE_ERROR_KEYS. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    msg: (QUOTE_ERROR_KEYS as readonly string[]).includes(issue.message) ? issue.message : 'invalid',
  }));
}
