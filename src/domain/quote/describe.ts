import type { TFunction as Translate } from '../../i18n/instance.js';
import { formatMoney, formatMultiplier } from '../format.js';
import type { Lang } from '../languages.js';
import { type PropertySize, type QuoteService, SERVICE_BASE_PRICES, SIZE_MULTIPLIERS } from './options.js';
import type { PriceEstimate } from './pricing.js';

/** A price estimate whose breakdown lines say how each cost came about. */
export interface DescribedEstimate extends Omit<PriceEstimate, 'breakdown'> {
  breakdown: { service: QuoteService; cost: number; description: string }[];
}

/** "Base price $150 ×1.5 for a large property": one breakdown line, in the summary's and the API's words. */
export function lineDescription(t: Translate, lang: Lang, service: QuoteService, size: PropertySize): string {
  return t('quote.summary.lineDescription', {
    base: formatMoney(SERVICE_BASE_PRICES[service], lang, 0),
    multiplier: formatMultiplier(SIZE_MULTIPLIERS[size], lang),
    size: t(`quote.options.propertySize.${size}.label`).toLocaleLowerCase(lang),
  });
}

/** The estimate with a description on every breakdown line, in the request's language. */
export function describeEstimate(estimate: PriceEstimate, size: PropertySize, t: Translate, lang: Lang): DescribedEstimate {
  return {
    ...estimate,
    breakdown: estimate.breakdown.map((line) => ({ ...line, description: lineDescription(t, lang, line.service, size) })),
  };
}
