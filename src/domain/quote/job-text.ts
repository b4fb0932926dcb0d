import type { TFunction } from '../../i18n/instance.js';
import { formatCentsRange, formatInteger, formatPrice } from '../format.js';
import type { Lang } from '../languages.js';
import { formatFromPrice, priceUnit, quantityUnit } from '../price-line.js';
import type { StoredJobLine } from './job.js';

/*
 * A job's lines and range in words, the same in the builder, the e-mails, the inbox, the lead's
 * page and the proposal editor ('Patio Installation · 400 sq ft × $24 per sq ft · $9,600').
 */

/** A catalogue service's text in the reader's language, else English, else the given fallback. */
const inLang = (texts: Partial<Record<Lang, string>>, lang: Lang, fallback: string) => texts[lang] ?? texts.en ?? fallback;

/** The catalogue service's name, or the quote service's for a line at its from price. */
export function jobLineName(t: TFunction, lang: Lang, line: StoredJobLine): string {
  return line.kind === 'service'
    ? inLang(line.names, lang, line.service)
    : t(`quote.options.services.${line.quote_service}.label`);
}

/** How the line's amount came about: '400 sq ft × $24 per sq ft', '$750 per tree', 'From $2,500'. */
export function jobLineDetail(t: TFunction, lang: Lang, line: StoredJobLine): string {
  if (line.kind === 'from') return formatFromPrice(t, lang, { from_price: line.amount_cents / 100, from_unit: line.from_unit });
  const priced = { priceType: line.price_type, unit: inLang(line.units, lang, '') };
  const price = formatPrice(line.unit_price_cents / 100, lang);
  const per = priceUnit(t, priced);
  if (line.quantity === null) {
    const each = t('quoteJob.line.each', { price, unit: per }).trim();
    return line.amount_cents === line.unit_price_cents ? each : t('quoteJob.line.noSize', { each });
  }
  const quantity = formatInteger(line.quantity, lang);
  // Counted in the owner's own unit ('per tree'): '2 × $750 per tree'; else in sq ft, linear ft, hours or units.
  if (line.price_type === 'per_unit') return t('quoteJob.line.count', { quantity, price, per }).trim();
  return t('quoteJob.line.quantity', { quantity, unit: quantityUnit(t, priced, line.quantity), price, per }).trim();
}

/** The line's amount in whole dollars where it has no cents. */
export const jobLineAmount = (lang: Lang, line: StoredJobLine) => formatPrice(line.amount_cents / 100, lang);

/** The range the visitor reads: '$8,600 – $12,500'. */
export const formatJobRange = (lang: Lang, job: { low_cents: number; high_cents: number }) =>
  formatCentsRange(job.low_cents, job.high_cents, lang);
