import type { Kysely } from 'kysely';

/**
 * What the quote builder learnt to ask (docs/architecture.md, "Quote requests"): the catalogue
 * service the visitor came from (a slug, beside the quote services it maps to) and the optional
 * approximate area with the area-based range computed from it, in integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_requests').addColumn('catalogue_service', 'text').execute();
  await db.schema.alterTable('quote_requests').addColumn('area_sqft', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('area_low_cents', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('area_high_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['area_high_cents', 'area_low_cents', 'area_sqft', 'catalogue_service']) {
    await db.schema.alterTable('quote_requests').dropColumn(column).execute();
  }
}
