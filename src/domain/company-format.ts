import type { CompanySettings } from './company.js';

/** One-line postal address: "1200 Garden Way, Bellevue, WA 98004". */
export function companyAddressLine(c: CompanySettings): string {
  return `${c.streetAddress}, ${c.city}, ${c.region} ${c.postalCode}`;
}

/** tel: link target: digits only, with the US country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
