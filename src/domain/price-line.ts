import type { TFunction } from '../i18n/instance.js';
import { formatPrice } from './format.js';
import type { Lang } from './languages.js';
import type { FromUnit } from './quote/price-book.js';
import type { PriceType } from './services.js';

/*
 * One price line per catalogue service ('From $26 per sq ft'), chosen by its price type: the
 * public card, the service's page, the quote builder, the proposal and Service Management all
 * write it with these functions (docs/price-book.md).
 */

/** What a catalogue service's price line is made of (the Service fields of domain/services.ts). */
export interface Priced {
  priceType: PriceType;
  basePrice: number;
  pricePerSqft: number | null;
  pricePerLinearFt: number | null;
  /** The unit as the owner wrote it in the reader's language ('per tree'); empty for the price type's own. */
  unit: string;
}

/** The same fields as the admin API names them. */
export interface PricedRow {
  price_type: PriceType;
  base_price: number;
  price_per_sqft: number | null;
  price_per_linear_ft: number | null;
  unit: string;
}

export const pricedOf = (row: PricedRow): Priced => ({
  priceType: row.price_type,
  basePrice: row.base_price,
  pricePerSqft: row.price_per_sqft,
  pricePerLinearFt: row.price_per_linear_ft,
  unit: row.unit,
});

/** The one price in dollars: per sq ft for per_sqft, per linear ft for per_linear_ft, the base price for the others. */
export function unitPrice(s: Omit<Priced, 'unit'>): number {
  if (s.priceType === 'per_sqft') return s.pricePerSqft ?? s.basePrice;
  if (s.priceType === 'per_linear_ft') return s.pricePerLinearFt ?? s.basePrice;
  return s.basePrice;
}

/**
 * The three price columns a save stores for one price of a type: the base price always holds it
 * (what older readers show), the per-sq-ft or per-linear-ft column only for its own type, so the
 * columns can never disagree ('Base $26 / Per sq ft $24').
 */
export function priceColumns(priceType: PriceType, price: number) {
  return {
    base_price: price,
    price_per_sqft: priceType === 'per_sqft' ? price : null,
    price_per_linear_ft: priceType === 'per_linear_ft' ? price : null,
  };
}

/** Price types whose price is for a measure: their line names it when the owner wrote no unit. */
const MEASURED: readonly PriceType[] = ['hourly', 'per_sqft', 'per_linear_ft', 'per_unit'];

/** The three price columns as a save sends or a row holds them. */
export interface PriceColumns {
  base_price: number;
  price_per_sqft: number | null;
  price_per_linear_ft: number | null;
}

/**
 * The one price a save of a service means. The form sends one price in the columns of its type;
 * an API client may send two that disagree: then the one it changed from what is stored wins
 * (an edited base price of a per-sq-ft service is the new price), else its type's column.
 */
export function savedPrice(priceType: PriceType, sent: PriceColumns, stored?: PriceColumns): number {
  const column = priceType === 'per_sqft' ? 'price_per_sqft' : priceType === 'per_linear_ft' ? 'price_per_linear_ft' : null;
  const typed = column ? sent[column] : null;
  if (typed === null || typed === sent.base_price) return sent.base_price;
  const baseChanged = stored !== undefined && sent.base_price !== stored.base_price;
  const typedChanged = stored === undefined || typed !== stored[column!];
  return baseChanged && !typedChanged ? sent.base_price : typed;
}

/** The unit after the price: the owner's own words, else the price type's ('per sq ft'; nothing for a fixed price). */
export function priceUnit(t: TFunction, s: Pick<Priced, 'priceType' | 'unit'>): string {
  return s.unit.trim() || (MEASURED.includes(s.priceType) ? t(`common.prices.units.${s.priceType}`) : '');
}

/** The line's parts, for a page that sets the price apart: { price: '$26', unit: 'per sq ft' }. */
export function priceLineParts(t: TFunction, lang: Lang, s: Priced): { price: string; unit: string } {
  return { price: formatPrice(unitPrice(s), lang), unit: priceUnit(t, s) };
}

/** 'From $26 per sq ft', 'Desde $750 por árbol', 'A partir de US$ 500'. */
export function formatPriceLine(t: TFunction, lang: Lang, s: Priced): string {
  return t('common.prices.line', priceLineParts(t, lang, s)).trim();
}

/** A quote service's from price: 'From $5,000', 'From $150 per month'. */
export function formatFromPrice(t: TFunction, lang: Lang, price: { from_price: number; from_unit: FromUnit }): string {
  const unit = price.from_unit === 'job' ? '' : t(`common.prices.fromUnits.${price.from_unit}`);
  return t('common.prices.line', { price: formatPrice(price.from_price, lang), unit }).trim();
}

/**
 * What a quantity of the service is counted in: sq ft, linear ft, hours, or what the owner prices
 * one of ('per tree' gives 'tree'); a fixed price or a package counts units.
 */
export function quantityUnit(t: TFunction, s: Pick<Priced, 'priceType' | 'unit'>, count?: number): string {
  if (s.priceType === 'per_unit') {
    const noun = s.unit.trim().replace(/^(per|por|each|cada)\s+/i, '');
    if (noun) return noun;
  }
  return t(`common.prices.quantityUnits.${s.priceType}`, count === undefined ? undefined : { count });
}
