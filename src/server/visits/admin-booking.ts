import { linkRow } from '../clients/linking.js';
import { DEFAULT_LANG, type Lang } from '../../domain/languages.js';
import type { LeadType } from '../../domain/leads.js';
import { type BookingErrors, checkBooking } from '../../domain/visits/booking.js';
import type { Span } from '../../domain/visits/slots.js';
import { translator } from '../../i18n/translate.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { markContacted } from '../leads/first-response.js';
import { leadExists } from '../leads/repository.js';
import { enqueueMail } from '../mail/outbox.js';
import { readCompany } from '../settings/repository.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { visitEmails } from './emails.js';
import { type LeadRef, recordVisitEvent } from './leads.js';
import { issueVisitLink, manageUrl } from './links.js';
import { busySpans, findVisit, insertVisit, lockBookings, type VisitRow } from './repository.js';
import { slotRules } from './rules.js';
import { checkStart, nextFreeSlots, remindedAtFor, SlotTaken, uniqueReference } from './service.js';

export type AdminBookOutcome =
  | { kind: 'booked'; visit: VisitRow }
  | { kind: 'invalid'; errors: BookingErrors }
  | { kind: 'lead-not-found' }
  | { kind: 'taken'; next: Span[]; timeZone: string };

export interface AdminBooking {
  /** The visitor's fields, checked with the public booking form's own rules (domain/visits/booking.ts). */
  fields: Record<string, unknown>;
  /** Any start in the future, not only a free slot of the grid (a time agreed on the phone). */
  anyTime: boolean;
  /** The lead the visit belongs to; without one, a new lead is made for the customer who phoned. */
  lead: { type: LeadType; id: number } | null;
}

/**
 * A visit the company books for a customer who phoned (docs/visits.md): the same checks and the
 * same transaction as a visitor's booking, except that the time may be any future time, the visit
 * joins the lead given (or a new one, 'contacted': the call was the answer), the history names the
 * admin, and only the customer is e-mailed (the usual confirmation with its calendar invitation).
 */
export async function bookVisitForCustomer(
  ctx: AppContext,
  booking: AdminBooking,
  userId: number,
  now = Date.now(),
): Promise<AdminBookOutcome> {
  const checked = checkBooking(booking.fields);
  if (checked.errors) return { kind: 'invalid', errors: checked.errors };
  const input = checked.data;
  if (booking.lead && !(await leadExists(ctx.db, booking.lead.type, booking.lead.id))) return { kind: 'lead-not-found' };

  const company = await readCompany(ctx.db);
  const rules = slotRules(company);
  if (booking.anyTime ? input.start <= now : (await checkStart(ctx, rules, input.start, now)) === 'invalid')
    return {
      kind: 'invalid',
      errors: { start: booking.anyTime ? 'adminVisits.errors.startPast' : 'visits.errors.startUnavailable' },
    };

  const lang: Lang = input.language ?? DEFAULT_LANG;
  const brand = await readEmailBrand(ctx);
  const stamp = new Date(now).toISOString();
  const reference = await uniqueReference(ctx, now);
  const span = { start: input.start, end: input.start + rules.lengthMinutes * 60_000 };
  try {
    const visit = await ctx.db.transaction().execute(async (trx) => {
      await lockBookings(trx, ctx.database.engine);
      if ((await busySpans(trx, span.start, span.end)).length) throw new SlotTaken();
      const lead: LeadRef = booking.lead ?? (await phonedLead(trx, input, lang, stamp));
      await markContacted(trx, lead, userId, stamp);
      const id = await insertVisit(trx, {
        reference,
        ...span,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        service: input.service || null,
        notes: input.notes || null,
        language: lang,
        lead,
        remindedAt: remindedAtFor(span.start, now),
        now: stamp,
      });
      const row = (await findVisit(trx, id))!;
      await recordVisitEvent(trx, lead, { visitId: id, action: 'booked', start: row.start_at, userId, now: stamp });
      const link = manageUrl(ctx.config.publicUrl, await issueVisitLink(trx, id, stamp), row);
      for (const mail of visitEmails(ctx.config, brand, row, 'booked', link, { byCompany: true })) await enqueueMail(trx, mail);
      return row;
    });
    ctx.outbox.nudge();
    return { kind: 'booked', visit };
  } catch (error) {
    if (!(error instanceof SlotTaken || isUniqueViolation(error))) throw error;
    const next = booking.anyTime ? [] : await nextFreeSlots(ctx, rules, span.start, now);
    return { kind: 'taken', next, timeZone: rules.timeZone };
  }
}

/** The lead of a customer who phoned: a contact message saying so (in the company's language), then their notes. */
async function phonedLead(
  db: Parameters<typeof insertVisit>[0],
  input: { name: string; email: string; phone: string; service?: string; notes?: string },
  lang: Lang,
  now: string,
): Promise<LeadRef> {
  const origin = translator(DEFAULT_LANG)('email.visit.phonedLeadMessage');
  const { id } = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      service_interest: input.service || null,
      message: input.notes ? `${origin}\n\n${input.notes}` : origin,
      language_code: lang,
      status: 'new',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkRow(db, 'contact_messages', id);
  return { type: 'contact', id };
}
