import { createHash } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { cleanLeadSource } from '../../../domain/lead-source.js';
import { attachmentsWithoutContent, withoutSecrets } from '../../mail/stored-copy.js';
import { withId } from './kit.js';

/** The demo logins (auth/demo-accounts.ts) as they were when this migration was written. */
const DEMO_EMAILS = ['customer@example.com', 'pro@example.com', 'admin@example.com'];

/**
 * Account security (docs/security.md):
 * - verified e-mail addresses: `users.email_verified_at` and the single-use links that set it
 *   (`email_verifications`, stored as HMACs). Admins and the demo accounts count as verified;
 *   other existing accounts never proved their address and must verify it.
 * - visit links at rest: the manage tokens stored in clear become SHA-256 digests in
 *   `visit_tokens` (the links already mailed keep working), and the clear column goes.
 * - the outbox's delivered messages and the leads' sources keep no working link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // PostgreSQL runs each migration in a transaction; SQLite's migrations do not, so this one makes its own.
  const inOneStep = (work: (trx: Kysely<any>) => Promise<void>) => (postgres ? work(db) : db.transaction().execute(work));
  await inOneStep(async (trx) => {
    await verifiedEmails(trx);
    await hashVisitTokens(trx, postgres);
    await scrubDeliveredMail(trx);
    await scrubLeadSources(trx);
  });
}

async function verifiedEmails(db: Kysely<any>) {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  const now = new Date().toISOString();
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb('email', 'in', DEMO_EMAILS)]))
    .execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address the link proves: an account whose address changed meanwhile is not verified by it.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_verifications_user_idx').on('email_verifications').column('user_id').execute();
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

async function hashVisitTokens(db: Kysely<any>, postgres: boolean) {
  const links = (await db.selectFrom('visits').select(['id', 'manage_token', 'created_at']).execute()) as {
    id: number;
    manage_token: string;
    created_at: string;
  }[];
  if (postgres) await db.schema.alterTable('visits').dropColumn('manage_token').execute();
  else await rebuildVisitsWithoutToken(db);
  await db.schema
    .createTable('visit_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('visit_id', 'integer', (c) => c.notNull().references('visits.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const link of links)
    await db
      .insertInto('visit_tokens')
      .values({ id: digest(link.manage_token), visit_id: link.id, created_at: link.created_at })
      .execute();
}

/** SQLite cannot drop a UNIQUE column: the table is made again without it (migration 0006's, less the token). */
async function rebuildVisitsWithoutToken(db: Kysely<any>) {
  const columns = [
    'id',
    'reference',
    'status',
    'start_at',
    'end_at',
    'name',
    'email',
    'phone',
    'address',
    'service',
    'notes',
    'language_code',
    'lead_type',
    'lead_id',
    'sequence',
    'reminded_at',
    'cancelled_by',
    'cancel_message',
    'created_at',
    'updated_at',
  ];
  await withId(db, db.schema.createTable('visits_new'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
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
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into visits_new (${list}) select ${list} from visits`.execute(db);
  await db.schema.dropTable('visits').execute();
  await db.schema.alterTable('visits_new').renameTo('visits').execute();
  await db.schema
    .createIndex('visits_active_start_idx')
    .unique()
    .on('visits')
    .column('start_at')
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema.createIndex('visits_lead_idx').on('visits').columns(['lead_type', 'lead_id']).execute();
  await db.schema.createIndex('visits_status_start_idx').on('visits').columns(['status', 'start_at']).execute();
}

/** Delivered messages stored before this migration still held working links. */
async function scrubDeliveredMail(db: Kysely<any>) {
  const sent = (await db
    .selectFrom('outbox')
    .select(['id', 'text_body', 'html_body', 'attachments'])
    .where('status', '=', 'sent')
    .execute()) as { id: number; text_body: string; html_body: string; attachments: string }[];
  for (const mail of sent)
    await db
      .updateTable('outbox')
      .set({
        text_body: withoutSecrets(mail.text_body),
        html_body: withoutSecrets(mail.html_body),
        attachments: attachmentsWithoutContent(mail.attachments),
      })
      .where('id', '=', mail.id)
      .execute();
}

/** Landing pages and referrers recorded before token paths were recognised. */
async function scrubLeadSources(db: Kysely<any>) {
  for (const table of ['quote_requests', 'contact_messages']) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', 'source_landing', 'source_referrer'])
      .where((eb) => eb.or([eb('source_landing', 'is not', null), eb('source_referrer', 'is not', null)]))
      .execute()) as { id: number; source_landing: string | null; source_referrer: string | null }[];
    for (const row of rows) {
      const clean = cleanLeadSource({ landing: row.source_landing, referrer: row.source_referrer });
      const landing = clean.landing ?? null;
      const referrer = clean.referrer ?? null;
      if (landing !== row.source_landing || referrer !== row.source_referrer)
        await db
          .updateTable(table)
          .set({ source_landing: landing, source_referrer: referrer })
          .where('id', '=', row.id)
          .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Hashed links cannot become clear tokens again: going back keeps visits without their old links.
  await db.schema.dropTable('visit_tokens').execute();
  await db.schema.alterTable('visits').addColumn('manage_token', 'text').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
