import type { Kysely } from 'kysely';
import type { LeadType } from '../../domain/leads.js';
import type { DB } from '../db/schema.js';

/**
 * A lead's first response (docs/admin-content.md#analytics): the first of a reply sent, a proposal
 * sent, a call logged or a status change by the owner. Set once, in the transaction of the act that
 * answered the lead; the inbox's 24-hour flag, the overdue reminder, the analytics and the CSV read it.
 */

const tableOf = (type: LeadType) => (type === 'quote' ? 'quote_requests' : 'contact_messages');

/** Records the time of the first response, unless the lead has one already. */
export async function markResponded(db: Kysely<DB>, lead: { type: LeadType; id: number }, at: string): Promise<void> {
  await db
    .updateTable(tableOf(lead.type))
    .set({ first_response_at: at })
    .where('id', '=', lead.id)
    .where('first_response_at', 'is', null)
    .execute();
}

/**
 * The owner reached the customer (a reply, a call): the lead counts as answered, and a lead still
 * 'new' moves to 'contacted', with the change in its history under the owner's name.
 */
export async function markContacted(
  db: Kysely<DB>,
  lead: { type: LeadType; id: number },
  userId: number,
  at: string,
): Promise<void> {
  await markResponded(db, lead, at);
  const moved = await db
    .updateTable(tableOf(lead.type))
    .set({ status: 'contacted', updated_at: at })
    .where('id', '=', lead.id)
    .where('status', '=', 'new')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  await db
    .insertInto('lead_events')
    .values({
      lead_type: lead.type,
      lead_id: lead.id,
      user_id: userId,
      kind: 'status',
      status: 'contacted',
      note: null,
      created_at: at,
    })
    .execute();
}
