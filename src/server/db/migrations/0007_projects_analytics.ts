import type { Kysely } from 'kysely';
import { withId } from './kit.js';

/** The lead tables that record where their lead came from (docs/admin-content.md, "Where leads come from"). */
const LEAD_TABLES = ['quote_requests', 'contact_messages'] as const;
const SOURCE_COLUMNS = [
  'source_landing',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/**
 * The project gallery (projects, their texts per language, the services done and the before/after
 * photos) and the source columns of the leads, read by the analytics screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('projects'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project_translations')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('project_translations_pk', ['project_id', 'language_code'])
    .execute();

  // A deleted service leaves its projects in place, only without that tag.
  await db.schema
    .createTable('project_services')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_services_pk', ['project_id', 'service_id'])
    .execute();
  await db.schema.createIndex('project_services_service_idx').on('project_services').column('service_id').execute();

  // One photo of each kind per project: a new upload replaces the old one.
  await withId(db, db.schema.createTable('project_photos'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('project_photos_kind_uq', ['project_id', 'kind'])
    .execute();

  for (const table of LEAD_TABLES) {
    for (const column of SOURCE_COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
    // The analytics screen and the CSV export read a period of leads by their arrival.
    await db.schema.createIndex(`${table}_created_idx`).on(table).column('created_at').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_created_idx`).execute();
    for (const column of SOURCE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable('project_photos').execute();
  await db.schema.dropTable('project_services').execute();
  await db.schema.dropTable('project_translations').execute();
  await db.schema.dropTable('projects').execute();
}
