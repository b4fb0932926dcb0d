import { z } from 'zod';
import type { CompanySettings } from '../../domain/company.js';
import type { Span } from '../../domain/visits/slots.js';
import { isoWithOffset } from '../../domain/visits/time-zone.js';
import type { BlockRow, VisitRow } from './repository.js';
import { canChange, changeDeadline } from './rules.js';

/** Visits, slots and blocks as the API answers them: instants as ISO-8601 with the company's offset. */

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export const slotView = (s: Span, timeZone: string) => ({
  start: isoWithOffset(s.start, timeZone),
  end: isoWithOffset(s.end, timeZone),
});

const VISIT_STATUSES = ['booked', 'done', 'no_show', 'cancelled'] as const;

/** What the visitor sees through the manage link. */
export const visitViewSchema = z.object({
  reference: z.string(),
  status: z.enum(VISIT_STATUSES),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  service: z.string().nullable(),
  notes: z.string().nullable(),
  language: z.string(),
  /** Whether the visitor may still reschedule or cancel, and until when. */
  can_change: z.boolean(),
  change_until: z.string(),
  cancelled_by: z.enum(['visitor', 'company']).nullable(),
  manage_url: z.string(),
});
export type VisitView = z.infer<typeof visitViewSchema>;

/** The visit as its visitor sees it; `link` is the manage link they came with (the token is never stored). */
export function visitView(v: VisitRow, company: CompanySettings, link: string, now = Date.now()): VisitView {
  const tz = company.timeZone;
  return {
    reference: v.reference,
    status: v.status,
    start: isoWithOffset(Date.parse(v.start_at), tz),
    end: isoWithOffset(Date.parse(v.end_at), tz),
    time_zone: tz,
    name: v.name,
    email: v.email,
    phone: v.phone,
    address: v.address,
    service: v.service,
    notes: v.notes,
    language: v.language_code,
    can_change: canChange(v, company, now),
    change_until: isoWithOffset(changeDeadline(v, company), tz),
    cancelled_by: v.cancelled_by,
    manage_url: link,
  };
}

/** What the company sees: the visit, its lead, and the cancellation message when there was one. */
export const adminVisitSchema = visitViewSchema.omit({ manage_url: true, can_change: true, change_until: true }).extend({
  id: z.number(),
  lead: z.object({ type: z.enum(['quote', 'contact']), id: z.number() }),
  cancel_message: z.string().nullable(),
  created_at: z.string(),
});
export type AdminVisit = z.infer<typeof adminVisitSchema>;

export function adminVisitView(v: VisitRow, company: CompanySettings): AdminVisit {
  const { manage_url: _url, can_change: _can, change_until: _until, ...view } = visitView(v, company, '');
  return {
    ...view,
    id: v.id,
    lead: { type: v.lead_type, id: v.lead_id },
    cancel_message: v.cancel_message,
    created_at: v.created_at,
  };
}

export const blockSchema = z.object({ id: z.number(), start: z.string(), end: z.string(), reason: z.string() });
export const blockView = (b: BlockRow, timeZone: string) => ({
  id: b.id,
  start: isoWithOffset(Date.parse(b.start_at), timeZone),
  end: isoWithOffset(Date.parse(b.end_at), timeZone),
  reason: b.reason,
});
