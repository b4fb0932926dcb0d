import { type Kysely, sql } from 'kysely';
import { withId } from './kit.js';

/**
 * Site content the owner edits (docs/admin-content.md): versioned lists of testimonials, team
 * members, FAQ items and values; alt texts per language for the site's pictures and the services'
 * pictures. The pages used to take the hero and story pictures' alt texts from the dictionary:
 * they now live with the pictures, so the seeded pictures get the texts the pages showed. The
 * seeded team pictures (a flower bed, a tree, a sprinkler) are removed: a member without a photo
 * shows initials; their files go at the next start-up's sweep of files without a media row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Like content entries (docs/decisions/0003-content-versions.md): a save adds version n+1 of the kind's whole list.
  await withId(db, db.schema.createTable('site_blocks'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('site_blocks_kind_version_unique', ['kind', 'version'])
    .execute();

  // JSON text: { "es": "...", "pt": "..." }; English stays in alt_text / image_alt_text.
  await db.schema
    .alterTable('images')
    .addColumn('alt_translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('service_images')
    .addColumn('alt_translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  for (const picture of SEEDED_ALTS) {
    await sql`update images set alt_text = ${picture.en}, alt_translations = ${JSON.stringify({ es: picture.es, pt: picture.pt })}
      where upload_purpose = ${picture.purpose} and alt_text = ${picture.seeded}`.execute(db);
  }

  const team = await sql<{
    media_id: number;
  }>`select media_id from images where upload_purpose in ('site-team-1', 'site-team-2', 'site-team-3')`.execute(db);
  await sql`delete from images where upload_purpose in ('site-team-1', 'site-team-2', 'site-team-3')`.execute(db);
  for (const { media_id } of team.rows) {
    await sql`delete from media where id = ${media_id}
      and not exists (select 1 from images where media_id = ${media_id})
      and not exists (select 1 from service_images where media_id = ${media_id})
      and not exists (select 1 from icons where media_id = ${media_id})
      and not exists (select 1 from quote_files where media_id = ${media_id})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_images').dropColumn('alt_translations').execute();
  await db.schema.alterTable('images').dropColumn('alt_translations').execute();
  await db.schema.dropTable('site_blocks').execute();
}

/** The alt texts the seed gave the pictures, and those the pages showed in each language. */
const SEEDED_ALTS = [
  {
    purpose: 'site-hero',
    seeded: 'A landscaped backyard garden',
    en: 'A sunny landscaped backyard with a green lawn, flower beds and a stone path',
    es: 'Un patio soleado con césped verde, canteros de flores y un sendero de piedra',
    pt: 'Um quintal ensolarado com gramado verde, canteiros de flores e um caminho de pedra',
  },
  {
    purpose: 'site-about',
    seeded: 'Our crew planting a garden bed',
    en: 'Our crew planting shrubs and flowers in a garden bed',
    es: 'Nuestro equipo plantando arbustos y flores en un cantero',
    pt: 'Nossa equipe plantando arbustos e flores em um canteiro',
  },
];
