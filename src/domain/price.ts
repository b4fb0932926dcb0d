import type { Lang } from './languages.js';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US', pt: 'pt-BR' };

/** A price in US dollars for the page's language: whole dollars without cents, otherwise two decimals. */
export function formatPrice(amount: number, lang: Lang): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
