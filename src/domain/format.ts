import type { Lang } from './languages.js';

/**
 * Amounts, sizes and dates as people of each site language read them, the same on the server and in
 * the browser. Every formatter takes the value first and the language second.
 *
 * Prices are US dollars: Spanish follows US usage ($1,234.50), Portuguese Brazilian usage
 * (US$ 1.234,50). Times are the company's (Bellevue), whatever the visitor's clock.
 */
const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US', pt: 'pt-BR' };
export const COMPANY_TIME_ZONE = 'America/Los_Angeles';

/** The number-formatting locale of a site language. */
export const numberLocale = (lang: Lang) => LOCALES[lang];

/** US dollars with a fixed number of decimals: $1,234.50, or $1,235 with 0. */
export function formatMoney(amount: number, lang: Lang, fractionDigits = 2): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** A catalogue price: whole dollars without cents ($500), otherwise two decimals ($0.15). */
export function formatPrice(amount: number, lang: Lang): string {
  return formatMoney(amount, lang, Math.round(amount * 100) % 100 !== 0 ? 2 : 0);
}

/** A range of whole dollars kept in integer cents, written compactly: $1,200 – $1,800, US$ 1.200–1.800. */
export function formatCentsRange(lowCents: number, highCents: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).formatRange(
    lowCents / 100,
    highCents / 100,
  );
}

/** An amount kept in integer cents. */
export function formatCents(cents: number, lang: Lang): string {
  return formatMoney(cents / 100, lang);
}

/** A whole number with the language's thousands separator: 5,000 or 5.000. */
export function formatInteger(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(value);
}

/** A multiplier as people write it: ×1.3, ×1. */
export function formatMultiplier(value: number, lang: Lang): string {
  return `×${new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(value)}`;
}

/** What a multiplier adds, as a percentage: ×1.2 is +20%; ×1 is an empty string. */
export function formatSurcharge(multiplier: number, lang: Lang): string {
  const share = Math.round((multiplier - 1) * 100) / 100;
  if (share === 0) return '';
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', signDisplay: 'always', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** The {{min}} and {{max}} of a budget range's label, in whole dollars. */
export function budgetRangeValues(range: { min: number; max: number }, lang: Lang): { min: string; max: string } {
  return { min: formatMoney(range.min, lang, 0), max: formatMoney(range.max, lang, 0) };
}

/** 512 KB, 3.4 MB: file sizes as people read them. */
export function formatBytes(bytes: number, lang: Lang): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

export function formatDateTime(iso: string, lang: Lang, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatDate(iso: string, lang: Lang, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** A visit's day in full: Tuesday, March 10, 2026 (the company's time zone unless told). */
export function formatLongDate(at: string | number, lang: Lang, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeZone }).format(new Date(at));
}

/** A day for a list of days: Tue, Mar 10. */
export function formatShortDate(at: string | number, lang: Lang, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(
    new Date(at),
  );
}

/** A time of day: 9:00 AM, 9:00 a. m., 09:00. */
export function formatTime(at: string | number, lang: Lang, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { timeStyle: 'short', timeZone }).format(new Date(at));
}

/** The name people use for a time zone, without the season: Pacific Time, hora del Pacífico. */
export function timeZoneName(timeZone: string, lang: Lang, at: string | number = Date.now()): string {
  const part = new Intl.DateTimeFormat(LOCALES[lang], { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** How long ago something happened, briefly: "5 min. ago", "3 hr. ago", "2 days ago". */
export function formatAge(iso: string, lang: Lang, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60000));
  const rtf = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'always', style: 'short' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 48 * 60) return rtf.format(-Math.floor(minutes / 60), 'hour');
  return rtf.format(-Math.floor(minutes / (24 * 60)), 'day');
}

/** A promised time with its weekday: "Tuesday, Nov 25, 10:00 AM" (company time zone). */
export function formatWeekdayTime(iso: string, lang: Lang, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** A share of a whole (0.8333) as a percentage: 83%. */
export function formatPercent(share: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A duration in hours: 5.5 hr, 5,5 h. */
export function formatHours(hours: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }).format(hours);
}
