import { z } from 'zod';
import { SERVICE_INTERESTS } from '../contact.js';
import { LANGUAGES } from '../languages.js';

/**
 * What a visitor sends to book a site visit, checked by POST /api/visits and by the booking page's
 * action alike. Messages are keys of `visits.errors`, written in the visitor's language where shown.
 */

/** An instant as ISO-8601 with an offset or Z: 2026-03-10T09:00:00-07:00. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const instant = (message: string) =>
  z
    .string(message)
    .regex(ISO_INSTANT, message)
    .refine((s) => !Number.isNaN(Date.parse(s)), message)
    .transform((s) => Date.parse(s));

/** A quote request's reference: EVG-2026-4F7K2Q (quotes/reference.ts). */
// Letters of either case, spelled out (no `i` flag): the OpenAPI document carries the pattern as written.
export const LEAD_REFERENCE = /^[Ee][Vv][Gg]-\d{4}-[2-9A-HJKMNP-Za-hjkmnp-z]{6}$/;
const PHONE = /^[0-9+().\-\s/x]{7,40}$/i;

const required = (max: number, key: string) => z.string(key).trim().min(1, key).max(max, 'visits.errors.tooLong');

export const bookingSchema = z.object({
  name: required(120, 'visits.errors.nameRequired'),
  email: required(200, 'visits.errors.emailRequired').pipe(z.email('visits.errors.emailInvalid')),
  phone: required(40, 'visits.errors.phoneRequired').regex(PHONE, 'visits.errors.phoneInvalid'),
  address: required(300, 'visits.errors.addressRequired'),
  service: z.union([z.enum(SERVICE_INTERESTS), z.literal('')], 'visits.errors.serviceInvalid').optional(),
  start: instant('visits.errors.startRequired'),
  notes: z.string('visits.errors.tooLong').trim().max(2000, 'visits.errors.tooLong').optional(),
  language: z.enum(LANGUAGES, 'visits.errors.languageInvalid').optional(),
  lead_reference: z
    .union(
      [z.literal(''), z.string().trim().regex(LEAD_REFERENCE, 'visits.errors.leadReferenceInvalid')],
      'visits.errors.leadReferenceInvalid',
    )
    .optional(),
});
export type BookingInput = z.infer<typeof bookingSchema>;

export const BOOKING_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'service',
  'start',
  'notes',
  'language',
  'lead_reference',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The booking checked: its data, or the first problem of each field (a dictionary key). */
export function checkBooking(
  input: unknown,
): { data: BookingInput; errors?: undefined } | { data?: undefined; errors: BookingErrors } {
  const result = bookingSchema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors: BookingErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? 'name') as BookingField;
    errors[field] ??= issue.message;
  }
  if (typeof input !== 'object' || input === null) errors.name ??= 'visits.errors.nameRequired';
  return { errors };
}
