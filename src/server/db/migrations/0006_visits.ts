import { type Kysely, sql } from 'kysely';
import { withId } from './kit.js';

const REMINDER_AFTER_MS = 20 * 3600 * 1000;

/**
 * Site visits (docs/visits.md): booked visits, periods the company blocks, the reminders sent for
 * visits and new leads, and visit entries in a lead's history. The company record's free-text hours
 * become structured hours.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('visits'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    /** The secret of the visitor's manage link (mailed again in the reminder, so kept as sent). */
    .addColumn('manage_token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('service', 'text')
    .addColumn('notes', 'text')
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminded_at', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One visit per slot whatever the number of processes: the database refuses a second active
  // visit starting at the same instant (cancelled visits free their slot).
  await db.schema
    .createIndex('visits_active_start_idx')
    .unique()
    .on('visits')
    .column('start_at')
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema.createIndex('visits_lead_idx').on('visits').columns(['lead_type', 'lead_id']).execute();
  await db.schema.createIndex('visits_status_start_idx').on('visits').columns(['status', 'start_at']).execute();

  await withId(db, db.schema.createTable('visit_blocks'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visit_blocks_start_idx').on('visit_blocks').columns(['start_at', 'end_at']).execute();

  // When the company was reminded of a lead still new after 20 hours (scheduler/lead-reminders.ts).
  // Leads already past that point when this runs were never promised a reminder: marked as done.
  const cutoff = new Date(Date.now() - REMINDER_AFTER_MS).toISOString();
  for (const table of ['quote_requests', 'contact_messages']) {
    await db.schema.alterTable(table).addColumn('reply_reminded_at', 'text').execute();
    await db.updateTable(table).set({ reply_reminded_at: cutoff }).where('created_at', '<=', cutoff).execute();
  }

  // What a history entry is about beyond its kind: a visit's action and time (JSON).
  await db.schema.alterTable('lead_events').addColumn('data', 'text').execute();

  await structureHours(db);
}

/** '8AM-6PM' or '8:30 am – 5 pm' → { open: '08:00', close: '18:00' }; anything else is closed. */
export function parseHoursText(text: string): { open: string; close: string } | null {
  const match = text.trim().match(/^(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i);
  if (!match) return null;
  const time = (h: string, m: string | undefined, half: string) =>
    `${String((Number(h) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0)).padStart(2, '0')}:${m ?? '00'}`;
  const open = time(match[1], match[2], match[3]);
  const close = time(match[4], match[5], match[6]);
  return open < close ? { open, close } : null;
}

/** The stored company record's text hours (weekdays, saturday, sunday) as hours per day. */
async function structureHours(db: Kysely<any>): Promise<void> {
  const row = await db.selectFrom('company_settings').select(['id', 'data']).where('id', '=', 1).executeTakeFirst();
  if (!row) return;
  const data = JSON.parse(row.data as string) as Record<string, unknown>;
  const text = data.hours as { weekdays?: string; saturday?: string; sunday?: string } | undefined;
  if (!text || data.openingHours) return;
  const weekdays = parseHoursText(text.weekdays ?? '');
  data.openingHours = {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: parseHoursText(text.saturday ?? ''),
    sun: parseHoursText(text.sunday ?? ''),
  };
  delete data.hours;
  await db
    .updateTable('company_settings')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lead_events').dropColumn('data').execute();
  for (const table of ['quote_requests', 'contact_messages'])
    await db.schema.alterTable(table).dropColumn('reply_reminded_at').execute();
  await db.schema.dropTable('visit_blocks').execute();
  await db.schema.dropTable('visits').execute();
}
