import type { Kysely } from 'kysely';
import { withId } from './kit.js';

/** The tables that point at the client a row belongs to (null until it is linked). */
const LINKED = ['users', 'quote_requests', 'contact_messages', 'visits'] as const;
/** The rows that happen at one of the client's addresses. */
const AT_PROPERTY = ['quote_requests', 'visits'] as const;

/**
 * Clients (docs/clients.md): one record per customer, with its e-mail addresses, phone numbers
 * and properties (addresses with access notes). Accounts, requests, messages and visits point at
 * their client; jobs and invoices will too. `merged_into_id` keeps a merged client's id working.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('clients'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of short labels.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('merged_into_id', 'integer', (c) => c.references('clients.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('client_emails'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    // Lower case: one client per address.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // When the address was proven (a verified account, a sign-in link used); null until then.
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_emails_client_idx').on('client_emails').column('client_id').execute();

  await withId(db, db.schema.createTable('client_phones'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    // The number's digits alone, so '0142' or '425 555' finds it whatever its punctuation.
    .addColumn('digits', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_phones_client_idx').on('client_phones').column('client_id').execute();

  await withId(db, db.schema.createTable('client_properties'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    // Gate codes, dogs, where to park: shown to whoever goes there.
    .addColumn('access_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_properties_client_idx').on('client_properties').column('client_id').execute();

  for (const table of LINKED) {
    await db.schema
      .alterTable(table)
      .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
      .execute();
    await db.schema.createIndex(`${table}_client_idx`).on(table).column('client_id').execute();
  }
  for (const table of AT_PROPERTY) {
    await db.schema
      .alterTable(table)
      .addColumn('property_id', 'integer', (c) => c.references('client_properties.id'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of AT_PROPERTY) await db.schema.alterTable(table).dropColumn('property_id').execute();
  for (const table of LINKED) {
    await db.schema.dropIndex(`${table}_client_idx`).execute();
    await db.schema.alterTable(table).dropColumn('client_id').execute();
  }
  for (const table of ['client_properties', 'client_phones', 'client_emails', 'clients']) {
    await db.schema.dropTable(table).execute();
  }
}
