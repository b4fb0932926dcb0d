import { QUOTE_SERVICES } from './quote/options.js';

/**
 * The contact form's fields and options. The rules live in contact-schema.ts (zod/mini): the page
 * loads them only when the visitor starts filling the form, so they cost nothing on first load.
 */
export const SERVICE_INTERESTS = [...QUOTE_SERVICES, 'other'] as const;

/** The hidden field people never see; anything typed into it marks the sender as a bot. */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'serviceInterest', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Field name → i18n key of its first problem; empty when the input is valid. */
export type ContactErrors = Partial<Record<ContactField, string>>;
