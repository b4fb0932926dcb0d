import { type Kysely, sql } from 'kysely';

/** The lead tables that get the time of their first response. */
const LEAD_TABLES = [
  ['quote_requests', 'quote'],
  ['contact_messages', 'contact'],
] as const;

/**
 * The owner's workspace (docs/admin-content.md, docs/visits.md):
 * - `first_response_at` on both lead tables: the first reply, proposal sent, call logged or status
 *   change by the owner, set once by whichever comes first; filled here from the history.
 * - `content_entries.needs_update`: a translation of a text whose other language changed since.
 * - `media.drawn`: a picture drawn by the offline illustrator or an image engine, not a photo;
 *   filled here for the pictures the history tells apart (generation logs, the seeded pictures).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, type] of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn('first_response_at', 'text').execute();
    await sql`
      update ${sql.table(table)} set first_response_at = (
        select min(e.created_at) from lead_events e
        where e.lead_type = ${type} and e.lead_id = ${sql.table(table)}.id
          and (e.kind in ('reply', 'call') or e.kind = 'status' or (e.kind = 'proposal' and e.action = 'sent'))
      )`.execute(db);
  }

  await db.schema
    .alterTable('content_entries')
    .addColumn('needs_update', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('media')
    .addColumn('drawn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Generated pictures, the seeded hero and about pictures (named after their purpose) and the
  // seeded service pictures (the illustrator's 1792×1024 scaled to 960×549, named after the service).
  await sql`
    update media set drawn = 1 where id in (
      select media_id from image_generation_logs where media_id is not null
      union select media_id from images where filename in ('site-hero.webp', 'site-about.webp') or filename like 'generated-%'
      union select si.media_id from service_images si join media m on m.id = si.media_id
        where m.width = 960 and m.height = 549 and si.image_alt_text = (
          select t.name from service_translations t where t.service_id = si.service_id and t.language_code = 'en'
        )
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('drawn').execute();
  await db.schema.alterTable('content_entries').dropColumn('needs_update').execute();
  for (const [table] of LEAD_TABLES) await db.schema.alterTable(table).dropColumn('first_response_at').execute();
}
