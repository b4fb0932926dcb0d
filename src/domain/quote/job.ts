import type { Lang } from '../languages.js';
import type { PriceType } from '../services.js';
import type { QuoteService, Timeline, Urgency } from './options.js';
import { type FromUnit, type PriceBook, quotePrice, toCents } from './price-book.js';
import { roundedRange, surcharges } from './pricing.js';

/*
 * The range a visitor reads first (docs/price-book.md): what the owner's catalogue charges for
 * the job, widened by the price book's margin. The page's live range and the server's stored one.
 */

/** A quantity is a whole number of sq ft, linear ft, hours or units, as on a proposal line. */
export const MAX_QUANTITY = 100_000;

/** A catalogue service the builder offers under a quote service, with its one price in dollars (price-line.ts). */
export interface Offer {
  slug: string;
  quoteService: QuoteService;
  priceType: PriceType;
  price: number;
}

/** A catalogue service the visitor chose on step 3, with the quantity they gave, if any. */
export interface JobChoice {
  service: string;
  quantity?: number;
}

/** One line of the job: a chosen catalogue service, or a quote service without one at its from price. */
export type JobLine =
  | {
      kind: 'service';
      quote_service: QuoteService;
      service: string;
      price_type: PriceType;
      unit_price_cents: number;
      quantity: number | null;
      amount_cents: number;
    }
  | { kind: 'from'; quote_service: QuoteService; from_unit: FromUnit; amount_cents: number };

export interface JobEstimate {
  lines: JobLine[];
  /** What the catalogue charges for the job as described. */
  amount_cents: number;
  low_cents: number;
  high_cents: number;
}

/** Priced by area or length: without a quantity, the job counts as its quote service's smallest job (the from price). */
const BY_MEASURE: readonly PriceType[] = ['per_sqft', 'per_linear_ft'];

/**
 * The job's lines and range. Each chosen catalogue service counts its price times the quantity;
 * without a quantity, one unit (a tree, a visit, a project, an hour), or the from price of its
 * quote service when it is priced by sq ft or linear ft. A chosen quote service without a
 * catalogue service counts its from price. The range reaches the book's margin below and above
 * the sum, the top also raised by the chosen timeline's and urgency's surcharges (SPEC.md's
 * property and size multipliers are not applied: the quantities say the size), rounded outward,
 * so it always holds what the catalogue charges.
 * Choices outside the chosen quote services or the offers are left out (the API refuses them first).
 */
export function estimateJob(
  input: { services: readonly QuoteService[]; items: readonly JobChoice[]; timeline?: Timeline; urgency?: Urgency },
  offers: readonly Offer[],
  book: PriceBook,
): JobEstimate {
  const lines: JobLine[] = [];
  for (const quoteService of new Set(input.services)) {
    const prices = quotePrice(book, quoteService);
    const chosen = input.items.flatMap((item) => {
      const offer = offers.find((o) => o.slug === item.service && o.quoteService === quoteService);
      return offer ? [{ offer, quantity: item.quantity ?? null }] : [];
    });
    for (const { offer, quantity } of chosen) {
      const unitPriceCents = toCents(offer.price);
      const amount =
        quantity !== null
          ? Math.round(unitPriceCents * quantity)
          : BY_MEASURE.includes(offer.priceType)
            ? toCents(prices.from_price)
            : unitPriceCents;
      lines.push({
        kind: 'service',
        quote_service: quoteService,
        service: offer.slug,
        price_type: offer.priceType,
        unit_price_cents: unitPriceCents,
        quantity,
        amount_cents: amount,
      });
    }
    if (chosen.length === 0)
      lines.push({
        kind: 'from',
        quote_service: quoteService,
        from_unit: prices.from_unit,
        amount_cents: toCents(prices.from_price),
      });
  }
  const amount = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const { timeline, urgency } = surcharges(book, input.timeline, input.urgency);
  // A surcharge raises the top; an owner's discount (a multiplier under 1) lowers the bottom.
  const adjust = timeline * urgency;
  const { lowCents, highCents } = roundedRange(
    amount * (1 - book.range.below_percent / 100) * Math.min(1, adjust),
    amount * (1 + book.range.above_percent / 100) * Math.max(1, adjust),
  );
  return { lines, amount_cents: amount, low_cents: lowCents, high_cents: highCents };
}

/** A catalogue service's name and unit in each language it had when the request was stored. */
export interface LineTexts {
  names: Partial<Record<Lang, string>>;
  units: Partial<Record<Lang, string>>;
}

/** A job line as a request keeps it: a catalogue service's line carries its texts as quoted. */
export type StoredJobLine = Extract<JobLine, { kind: 'from' }> | (Extract<JobLine, { kind: 'service' }> & LineTexts);

/** The job a request keeps: its lines and the range the visitor read (integer cents). */
export interface StoredJob {
  lines: StoredJobLine[];
  low_cents: number;
  high_cents: number;
}
