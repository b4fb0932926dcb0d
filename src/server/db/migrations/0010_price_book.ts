import { type Kysely, sql } from 'kysely';

/** Units seeded as a bare noun, which read badly after a price ('From $500 project'). */
const BARE_UNITS = [
  ['en', 'project', 'per project'],
  ['es', 'proyecto', 'por proyecto'],
  ['pt', 'projeto', 'por projeto'],
] as const;

/**
 * The price book (docs/price-book.md): one row holding the quote services' prices, the
 * multipliers and the range margin (seeded by price-book/repository.ts), with a version for
 * optimistic locking. A quote request keeps its job as quoted: the lines (catalogue services,
 * quantities, unit prices) and the range in integer cents; null for requests stored before.
 * A catalogue service has one price: its per-sq-ft or per-linear-ft column follows the base price
 * visitors were shown until now, and the seeded bare units read 'per project'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_book')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('quote_requests').addColumn('job_lines', 'text').execute();
  await db.schema.alterTable('quote_requests').addColumn('range_low_cents', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('range_high_cents', 'integer').execute();

  await sql`update services set price_per_sqft = base_price where price_type = 'per_sqft'`.execute(db);
  await sql`update services set price_per_linear_ft = base_price where price_type = 'per_linear_ft'`.execute(db);
  for (const [lang, bare, unit] of BARE_UNITS) {
    await sql`update service_translations set unit = ${unit} where language_code = ${lang} and unit = ${bare}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['range_high_cents', 'range_low_cents', 'job_lines']) {
    await db.schema.alterTable('quote_requests').dropColumn(column).execute();
  }
  await db.schema.dropTable('price_book').execute();
}
