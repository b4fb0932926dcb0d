import type { Lang } from '../languages.js';

/** Prices are US dollars; Spanish follows US usage ($1,234.50), Portuguese Brazilian usage (US$ 1.234,50). */
const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US', pt: 'pt-BR' };

/** The number-formatting locale of a site language. */
export const numberLocale = (lang: Lang) => LOCALES[lang];

export function formatMoney(amount: number, lang: Lang, fractionDigits = 2): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** A multiplier as people write it: ×1.3, ×1. */
export function formatMultiplier(value: number, lang: Lang): string {
  return `×${new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(value)}`;
}

/** The {{min}} and {{max}} of a budget range's label, in whole dollars. */
export function budgetRangeValues(range: { min: number; max: number }, lang: Lang): { min: string; max: string } {
  return { min: formatMoney(range.min, lang, 0), max: formatMoney(range.max, lang, 0) };
}
