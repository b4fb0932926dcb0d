import type { Kysely } from 'kysely';
import { withId } from './kit.js';

/**
 * Proposals made from leads (docs/proposals.md): one row per revision, the hashed links that open
 * them, the immutable record of an acceptance, and lead history entries for proposal events and
 * e-mail replies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('proposals'))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    // JSON list of lines: [{ id, description, quantity, unit, unit_price_cents, optional }].
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull().defaultTo(0))
    // The total as offered (every optional line included), for the inbox.
    .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('replaced_by_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('viewed_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('change_request', 'text')
    .execute();
  await db.schema.createIndex('proposals_lead_idx').on('proposals').columns(['lead_type', 'lead_id']).execute();
  // One row per revision of a lead's proposal: two saves at once cannot both make revision 2.
  await db.schema
    .createIndex('proposals_revision_idx')
    .on('proposals')
    .columns(['lead_type', 'lead_id', 'revision'])
    .unique()
    .execute();
  await db.schema.createIndex('proposals_email_idx').on('proposals').column('customer_email').execute();

  // The links that open a proposal, kept as HMACs of their tokens (auth/tokens.ts).
  await db.schema
    .createTable('proposal_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // What the customer accepted, written once: the unique proposal_id makes a second acceptance fail.
  await withId(db, db.schema.createTable('proposal_acceptances'))
    .addColumn('proposal_id', 'integer', (c) => c.notNull().unique().references('proposals.id'))
    .addColumn('signature_name', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    // JSON: the lines, choices, totals, rates and texts exactly as accepted.
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();

  // Lead history: kind 'proposal' (action: created, sent, viewed, accepted, …) and kind 'reply'.
  await db.schema.alterTable('lead_events').addColumn('proposal_id', 'integer').execute();
  await db.schema.alterTable('lead_events').addColumn('action', 'text').execute();
  await db.schema.alterTable('lead_events').addColumn('subject', 'text').execute();
  // Who acted when it was not a signed-in user (the customer's typed name).
  await db.schema.alterTable('lead_events').addColumn('actor_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['actor_name', 'subject', 'action', 'proposal_id'])
    await db.schema.alterTable('lead_events').dropColumn(column).execute();
  await db.schema.dropTable('proposal_acceptances').execute();
  await db.schema.dropTable('proposal_tokens').execute();
  await db.schema.dropTable('proposals').execute();
}
