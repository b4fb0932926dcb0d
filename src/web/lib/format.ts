/**
 * Dates and amounts as people of each language read them. Times are the company's (Bellevue):
 * the same on the server render and in the browser, whatever the visitor's clock.
 */
const TIME_ZONE = 'America/Los_Angeles';

export function formatDateTime(lang: string, iso: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatDate(lang: string, iso: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatMoney(lang: string, amount: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(amount);
}

export function formatBytes(lang: string, bytes: number): string {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
