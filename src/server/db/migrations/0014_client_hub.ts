import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { backfillClients } from '../../clients/linking.js';

/**
 * The client hub (docs/clients.md): single-use sign-in links (15 minutes) and hub sessions, both
 * stored as the HMAC of their token only. Existing requests, messages, visits and verified accounts
 * are linked to clients: one client per e-mail address, created from its oldest row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_sign_in_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('client_sign_in_links_client_idx').on('client_sign_in_links').column('client_id').execute();

  await db.schema
    .createTable('hub_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hub_sessions_client_idx').on('hub_sessions').column('client_id').execute();

  await backfillClients(db as Kysely<DB>);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hub_sessions').execute();
  await db.schema.dropTable('client_sign_in_links').execute();
}
