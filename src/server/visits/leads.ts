import { linkRow } from '../clients/linking.js';
import type { Kysely } from 'kysely';
import { DEFAULT_LANG, type Lang } from '../../domain/languages.js';
import { type LeadSource, leadSourceColumns } from '../../domain/lead-source.js';
import { translator } from '../../i18n/translate.js';
import type { DB } from '../db/schema.js';

export interface LeadRef {
  type: 'quote' | 'contact';
  id: number;
}

/** What a history entry of a visit says happened (shown on the lead page, admin.lead history). */
export type VisitAction = 'booked' | 'rescheduled' | 'cancelled' | 'done' | 'no_show';

/**
 * The lead a booking belongs to: the quote request it names (its reference and the same e-mail
 * address, so nobody attaches a visit to someone else's request), otherwise a new contact-message
 * lead, which the inbox lists like any message (docs/visits.md).
 */
export async function leadForBooking(
  db: Kysely<DB>,
  b: {
    name: string;
    email: string;
    phone: string;
    service: string | null;
    notes: string | null;
    leadReference: string | null;
    /** Where the visit came from (a new lead keeps it; a quote request already has its own). */
    source: LeadSource;
  },
  lang: Lang,
  now: string,
): Promise<LeadRef> {
  if (b.leadReference) {
    const quote = await db
      .selectFrom('quote_requests')
      .select('id')
      .where('reference', '=', b.leadReference.toUpperCase())
      .where((eb) => eb(eb.fn('lower', ['email']), '=', b.email.toLowerCase()))
      .executeTakeFirst();
    if (quote) return { type: 'quote', id: quote.id };
  }
  // The message says where the lead came from, in the company's language, then the visitor's note.
  const origin = translator(DEFAULT_LANG)('email.visit.leadMessage');
  const { id } = await db
    .insertInto('contact_messages')
    .values({
      name: b.name,
      email: b.email,
      phone: b.phone,
      service_interest: b.service,
      message: b.notes ? `${origin}\n\n${b.notes}` : origin,
      language_code: lang,
      status: 'new',
      ...leadSourceColumns(b.source),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkRow(db, 'contact_messages', id);
  return { type: 'contact', id };
}

/** A visit's step in its lead's history, with who took it (null: the visitor). */
export async function recordVisitEvent(
  db: Kysely<DB>,
  lead: LeadRef,
  event: { visitId: number; action: VisitAction; start: string; userId: number | null; note?: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      lead_type: lead.type,
      lead_id: lead.id,
      user_id: event.userId,
      kind: 'visit',
      status: null,
      note: event.note ?? null,
      data: JSON.stringify({ visitId: event.visitId, action: event.action, start: event.start }),
      created_at: event.now,
    })
    .execute();
}
