import { z } from 'zod';
import { PROPERTY_SIZES, PROPERTY_TYPES, QUOTE_SERVICES, TIMELINES, URGENCIES } from './options.js';
import { FROM_UNITS } from './price-book.js';

/*
 * The price book as PUT /api/admin/price-book takes it and GET /api/price-book answers it, checked
 * by the server and by the 'Quote prices' tab before it sends. Messages are keys of the priceBook
 * area; an error's path names the field (quote_services.4.from_price).
 */

export const MAX_BOOK_PRICE = 1_000_000;
export const MAX_MULTIPLIER = 10;
export const MAX_BELOW_PERCENT = 90;
export const MAX_ABOVE_PERCENT = 500;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** True when a number has at most `digits` decimals (floating-point noise allowed). */
const decimals = (digits: number) => (value: number) => {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

const money = (what: string) =>
  z
    .number('priceBook.validation.number')
    .min(0, 'priceBook.validation.notNegative')
    .max(MAX_BOOK_PRICE, 'priceBook.validation.tooLarge')
    .refine(decimals(2), 'priceBook.validation.cents')
    .describe(`${what}, in dollars (a number with at most two decimals: 1500, 0.15)`);

const multiplier = z
  .number('priceBook.validation.number')
  .gt(0, 'priceBook.validation.positive')
  .max(MAX_MULTIPLIER, 'priceBook.validation.multiplierTooLarge')
  .refine(decimals(2), 'priceBook.validation.hundredths')
  .describe('A multiplier: 1 adds nothing, 1.3 adds 30% (at most two decimals)');

const percent = (max: number, what: string) =>
  z
    .number('priceBook.validation.number')
    .int('priceBook.validation.whole')
    .min(0, 'priceBook.validation.notNegative')
    .max(max, 'priceBook.validation.percentTooLarge')
    .describe(what);

const group = <T extends readonly string[]>(keys: T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, multiplier])) as Record<T[number], typeof multiplier>);

export const quotePriceSchema = z.object({
  id: z.enum(QUOTE_SERVICES).describe('One of the six quote services'),
  base_price: money("The base price of SPEC.md's formula (the starting estimate)"),
  rate_per_sqft: money('The per-sq-ft rate (the API’s area range)'),
  from_price: money("The smallest job of this kind: 'From $5,000' on step 3"),
  from_unit: z.enum(FROM_UNITS).describe('What the from price counts: one job, or each month, season, visit or year'),
  covers: z
    .array(z.string().max(100).regex(SLUG, 'priceBook.validation.unknownService'))
    .max(100, 'priceBook.validation.tooMany')
    .describe('Slugs of the catalogue services it covers, the main one first (a proposal falls back to it)'),
});

export const multipliersSchema = z.object({
  property: group(PROPERTY_TYPES),
  size: group(PROPERTY_SIZES),
  timeline: group(TIMELINES),
  urgency: group(URGENCIES),
});

export const rangeSchema = z
  .object({
    below_percent: percent(MAX_BELOW_PERCENT, 'How far the range reaches below the catalogue’s figure, in whole percent'),
    above_percent: percent(MAX_ABOVE_PERCENT, 'How far the range reaches above it, in whole percent (before surcharges)'),
  })
  .describe("The margin of the visitor's range around what the catalogue charges for the job");

/** Each quote service once, each catalogue service under one quote service at most. */
export const priceBookFields = z
  .object({
    quote_services: z.array(quotePriceSchema).superRefine((list, ctx) => {
      for (const id of QUOTE_SERVICES) {
        const count = list.filter((q) => q.id === id).length;
        if (count !== 1) ctx.addIssue({ code: 'custom', message: 'priceBook.validation.eachServiceOnce', path: [] });
      }
      const seen = new Set<string>();
      list.forEach((q, i) =>
        q.covers.forEach((slug, j) => {
          if (seen.has(slug))
            ctx.addIssue({ code: 'custom', message: 'priceBook.validation.coveredTwice', path: [i, 'covers', j] });
          seen.add(slug);
        }),
      );
    }),
    multipliers: multipliersSchema,
    range: rangeSchema,
  })
  .describe('Money in dollars, as SPEC.md writes it');

/** PUT /api/admin/price-book: the whole book; `version` (optional) refuses a save made from an older book with 409. */
export const priceBookUpdateSchema = priceBookFields.extend({
  version: z
    .number('priceBook.validation.number')
    .int()
    .min(1)
    .optional()
    .describe('The version the edit was made from; a newer stored book answers 409'),
});
export type PriceBookUpdate = z.output<typeof priceBookUpdateSchema>;

/** What the GET calls answer: the book with its version and when it was last saved. */
export const storedPriceBookSchema = priceBookFields.extend({
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type StoredPriceBook = z.output<typeof storedPriceBookSchema>;
