import type { TFunction as Translate } from '../../i18n/instance.js';
import { formatMultiplier, formatPrice } from '../format.js';
import type { Lang } from '../languages.js';
import type { PropertySize, QuoteService } from './options.js';
import { type PriceBook, quotePrice } from './price-book.js';
import type { PriceEstimate } from './pricing.js';

/** A price estimate whose breakdown lines say how each cost came about. */
export interface DescribedEstimate extends Omit<PriceEstimate, 'breakdown'> {
  breakdown: { service: QuoteService; cost: number; description: string }[];
}

/** "Base price $150 ×1.5 for a large property": one breakdown line, with the price book's numbers, in the summary's and the API's words. */
export function lineDescription(t: Translate, lang: Lang, service: QuoteService, size: PropertySize, book: PriceBook): string {
  return t('quote.summary.lineDescription', {
    base: formatPrice(quotePrice(book, service).base_price, lang),
    multiplier: formatMultiplier(book.multipliers.size[size], lang),
    size: t(`quote.options.propertySize.${size}.label`).toLocaleLowerCase(lang),
  });
}

/** The estimate with a description on every breakdown line, in the request's language. */
export function describeEstimate(
  estimate: PriceEstimate,
  size: PropertySize,
  t: Translate,
  lang: Lang,
  book: PriceBook,
): DescribedEstimate {
  return {
    ...estimate,
    breakdown: estimate.breakdown.map((line) => ({
      ...line,
      description: lineDescription(t, lang, line.service, size, book),
    })),
  };
}
