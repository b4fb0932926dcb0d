import type { Kysely } from 'kysely';
import { withId } from './kit.js';

/**
 * Jobs (docs/jobs.md): the company's work for a client, made from an accepted proposal or by the
 * owner, and its visits on the crew's calendar (one-off or a recurring series). Crew members are
 * users with the role 'crew' and a colour; each person's calendar feed is a hashed, revocable token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('colour', 'text').execute();

  await withId(db, db.schema.createTable('jobs'))
    // Sequential, shown as J-0001; unique, so two jobs created at once cannot share one.
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('property_id', 'integer', (c) => c.references('client_properties.id'))
    // The accepted proposal it came from: one job per acceptance.
    .addColumn('proposal_id', 'integer', (c) => c.unique().references('proposals.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unscheduled'))
    // JSON: [{ description, quantity, unit_price_cents }], as accepted.
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of the things to tick at every visit.
    .addColumn('checklist', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_client_idx').on('jobs').column('client_id').execute();
  await db.schema.createIndex('jobs_status_idx').on('jobs').column('status').execute();

  await withId(db, db.schema.createTable('job_visits'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    // The visits generated together by one recurrence share this; null for a one-off visit.
    .addColumn('series_id', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('on_my_way_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('minutes_spent', 'integer')
    // JSON list of the checklist items ticked at completion.
    .addColumn('checklist_done', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reminded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_visits_job_idx').on('job_visits').column('job_id').execute();
  await db.schema.createIndex('job_visits_start_idx').on('job_visits').column('starts_at').execute();
  await db.schema.createIndex('job_visits_series_idx').on('job_visits').column('series_id').execute();

  await db.schema
    .createTable('job_visit_crew')
    .addColumn('visit_id', 'integer', (c) => c.notNull().references('job_visits.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('job_visit_crew_pk', ['visit_id', 'user_id'])
    .execute();
  await db.schema.createIndex('job_visit_crew_user_idx').on('job_visit_crew').column('user_id').execute();

  await withId(db, db.schema.createTable('job_visit_photos'))
    .addColumn('visit_id', 'integer', (c) => c.notNull().references('job_visits.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_visit_photos_visit_idx').on('job_visit_photos').column('visit_id').execute();

  await db.schema
    .createTable('calendar_feeds')
    // HMAC of the feed's token: the URL is the secret, the database keeps none.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_feeds_user_idx').on('calendar_feeds').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_feeds', 'job_visit_photos', 'job_visit_crew', 'job_visits', 'jobs']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('colour').execute();
}
