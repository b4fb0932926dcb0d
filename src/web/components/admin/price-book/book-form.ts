import {
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  QUOTE_SERVICES,
  type QuoteService,
  TIMELINES,
  URGENCIES,
} from '../../../../domain/quote/options';
import type { FromUnit, PriceBook } from '../../../../domain/quote/price-book';
import type { PriceBookUpdate, StoredPriceBook } from '../../../../domain/quote/price-book-schema';

/** The 'Quote prices' form as typed: numbers as the inputs hold them (docs/price-book.md). */

export const MULTIPLIER_GROUPS = {
  property: PROPERTY_TYPES,
  size: PROPERTY_SIZES,
  timeline: TIMELINES,
  urgency: URGENCIES,
} as const;
export type MultiplierGroup = keyof typeof MULTIPLIER_GROUPS;

export interface QuotePriceState {
  base_price: string;
  rate_per_sqft: string;
  from_price: string;
  from_unit: FromUnit;
  /** The main catalogue service (a proposal falls back to it); '' for the first covered one. */
  main: string;
}

export interface BookForm {
  services: Record<QuoteService, QuotePriceState>;
  /** Which quote service covers each catalogue service (by slug); '' for none. */
  covers: Record<string, QuoteService | ''>;
  multipliers: Record<MultiplierGroup, Record<string, string>>;
  range: { below_percent: string; above_percent: string };
}

/** A catalogue service as the form lists it, in the catalogue's order. */
export interface CatalogueRow {
  slug: string;
  name: string;
  line: string;
  active: boolean;
}

const text = (n: number) => String(n);

export function toForm(book: StoredPriceBook, catalogue: CatalogueRow[]): BookForm {
  const covers: BookForm['covers'] = Object.fromEntries(catalogue.map((c) => [c.slug, '']));
  for (const q of book.quote_services) for (const slug of q.covers) covers[slug] = q.id;
  const services = Object.fromEntries(
    book.quote_services.map((q) => [
      q.id,
      {
        base_price: text(q.base_price),
        rate_per_sqft: text(q.rate_per_sqft),
        from_price: text(q.from_price),
        from_unit: q.from_unit,
        main: q.covers[0] ?? '',
      },
    ]),
  ) as BookForm['services'];
  const multipliers = Object.fromEntries(
    Object.entries(book.multipliers).map(([group, values]) => [
      group,
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, text(value)])),
    ]),
  ) as BookForm['multipliers'];
  return {
    services,
    covers,
    multipliers,
    range: { below_percent: text(book.range.below_percent), above_percent: text(book.range.above_percent) },
  };
}

/** A typed number; an empty field is not a number (the schema says so under it). */
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The covers of a quote service: its main catalogue service first, then the others in the catalogue's order. */
export function coversOf(form: BookForm, catalogue: CatalogueRow[], id: QuoteService): string[] {
  const mine = catalogue.filter((c) => form.covers[c.slug] === id).map((c) => c.slug);
  const main = form.services[id].main;
  return mine.includes(main) ? [main, ...mine.filter((slug) => slug !== main)] : mine;
}

/** The form as PUT /api/admin/price-book takes it (quote services in QUOTE_SERVICES order). */
export function toUpdate(form: BookForm, catalogue: CatalogueRow[], version: number): PriceBookUpdate {
  const group = (name: MultiplierGroup) =>
    Object.fromEntries(MULTIPLIER_GROUPS[name].map((key) => [key, number(form.multipliers[name][key] ?? '')]));
  return {
    version,
    quote_services: QUOTE_SERVICES.map((id) => ({
      id,
      base_price: number(form.services[id].base_price),
      rate_per_sqft: number(form.services[id].rate_per_sqft),
      from_price: number(form.services[id].from_price),
      from_unit: form.services[id].from_unit,
      covers: coversOf(form, catalogue, id),
    })),
    multipliers: {
      property: group('property'),
      size: group('size'),
      timeline: group('timeline'),
      urgency: group('urgency'),
    } as PriceBook['multipliers'],
    range: { below_percent: number(form.range.below_percent), above_percent: number(form.range.above_percent) },
  };
}

/** What the preview reads: the form's numbers where they are numbers, else the saved ones. */
export function previewBook(form: BookForm, catalogue: CatalogueRow[], saved: PriceBook): PriceBook {
  const or = (value: string, fallback: number) => (Number.isFinite(number(value)) ? number(value) : fallback);
  const update = toUpdate(form, catalogue, 1);
  return {
    quote_services: update.quote_services.map((q, i) => ({
      ...q,
      base_price: or(form.services[q.id].base_price, saved.quote_services[i]?.base_price ?? 0),
      from_price: or(form.services[q.id].from_price, saved.quote_services[i]?.from_price ?? 0),
      rate_per_sqft: or(form.services[q.id].rate_per_sqft, saved.quote_services[i]?.rate_per_sqft ?? 0),
    })),
    multipliers: Object.fromEntries(
      (Object.keys(MULTIPLIER_GROUPS) as MultiplierGroup[]).map((name) => [
        name,
        Object.fromEntries(
          MULTIPLIER_GROUPS[name].map((key) => [
            key,
            or(form.multipliers[name][key] ?? '', (saved.multipliers[name] as Record<string, number>)[key]),
          ]),
        ),
      ]),
    ) as unknown as PriceBook['multipliers'],
    range: {
      below_percent: or(form.range.below_percent, saved.range.below_percent),
      above_percent: or(form.range.above_percent, saved.range.above_percent),
    },
  };
}

/**
 * Field errors by the form's own keys: the API's and the schema's paths (quote_services.4.from_price)
 * name the quote service by its place in QUOTE_SERVICES order.
 */
export function formErrorKey(path: string): string {
  const match = /^quote_services\.(\d+)\.(\w+)/.exec(path);
  if (!match) return path;
  const id = QUOTE_SERVICES[Number(match[1])];
  return match[2] === 'covers' ? `covers.${id}` : `services.${id}.${match[2]}`;
}
