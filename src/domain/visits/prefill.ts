/**
 * The details the booking page carries from step to step in its address, and that other pages
 * prefill (the quote builder's success screen): the visitor's contact details, the service and the
 * quote request's reference.
 */
export const PREFILL_FIELDS = ['name', 'email', 'phone', 'address', 'service', 'lead'] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];
