import * as z from 'zod/mini';
import { type LeadSource, readLeadSource } from './lead-source.js';

/**
 * The `source` field of a quote request, a contact message or a booking: an object (JSON APIs) or
 * its JSON text (a form's hidden field). It never fails: what is not a valid source is dropped and
 * long values are cut (cleanLeadSource), so a lead is never refused for its statistics.
 */
export const leadSourceSchema = z.pipe(
  z.unknown(),
  z.transform((raw): LeadSource => readLeadSource(raw)),
);
