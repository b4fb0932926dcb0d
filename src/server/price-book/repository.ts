import type { Kysely, Transaction } from 'kysely';
import { QUOTE_SERVICES, type QuoteService } from '../../domain/quote/options.js';
import { DEFAULT_PRICE_BOOK, type PriceBook } from '../../domain/quote/price-book.js';
import { priceBookFields, type PriceBookUpdate, type StoredPriceBook } from '../../domain/quote/price-book-schema.js';
import type { DB } from '../db/schema.js';
import type { FieldError } from '../http/errors.js';

/*
 * The price book in the database (docs/price-book.md): one row (id 1) with the book as JSON and a
 * version. Which catalogue services a quote service covers is the catalogue's own column
 * (services.quote_service, also set in the service's form); the book keeps their order, main first.
 * Every read goes to the database, so a save is live at once in every process.
 */

const ROW_ID = 1;

type Db = Kysely<DB> | Transaction<DB>;

/** The stored book, or the default one; a stored book that no longer parses falls back to the default. */
async function readStored(db: Db): Promise<{ book: PriceBook; version: number; updatedAt: string | null }> {
  const row = await db
    .selectFrom('price_book')
    .select(['data', 'version', 'updated_at'])
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  if (!row) return { book: DEFAULT_PRICE_BOOK, version: 1, updatedAt: null };
  let parsed: ReturnType<typeof priceBookFields.safeParse> | null = null;
  try {
    parsed = priceBookFields.safeParse(JSON.parse(row.data));
  } catch {
    parsed = null;
  }
  return { book: parsed?.success ? parsed.data : DEFAULT_PRICE_BOOK, version: row.version, updatedAt: row.updated_at };
}

/**
 * The book with each quote service's covers: the catalogue services mapped to it, in the book's
 * order, then those it does not list yet (a service mapped in its form) in the catalogue's order.
 * `activeOnly` leaves out the services visitors cannot see (the public read).
 */
export async function readPriceBook(db: Db, options: { activeOnly: boolean }): Promise<StoredPriceBook> {
  const [{ book, version, updatedAt }, mapped] = await Promise.all([
    readStored(db),
    db
      .selectFrom('services')
      .select(['slug', 'quote_service', 'is_active'])
      .where('quote_service', 'is not', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const visible = mapped.filter((s) => !options.activeOnly || s.is_active === 1);
  const quote_services = QUOTE_SERVICES.map((id) => {
    const prices = book.quote_services.find((q) => q.id === id) ?? DEFAULT_PRICE_BOOK.quote_services.find((q) => q.id === id)!;
    const mine = visible.filter((s) => s.quote_service === id).map((s) => s.slug);
    const ordered = prices.covers.filter((slug) => mine.includes(slug));
    return { ...prices, covers: [...ordered, ...mine.filter((slug) => !ordered.includes(slug))] };
  });
  return { quote_services, multipliers: book.multipliers, range: book.range, version, updated_at: updatedAt };
}

export type WriteOutcome = { kind: 'saved' } | { kind: 'stale'; version: number } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Saves the whole book: prices, multipliers and margin, and the covers: each listed catalogue
 * service maps to its quote service, a mapped one listed nowhere maps to none. A service whose
 * mapping changes gets a new version (an edit of it opened before is stale). With `version`, a
 * book saved meanwhile refuses the save. One transaction.
 */
export async function writePriceBook(db: Kysely<DB>, update: PriceBookUpdate): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await readStored(trx);
    if (update.version !== undefined && update.version !== current.version) return { kind: 'stale', version: current.version };

    const listed = update.quote_services.flatMap((q, i) =>
      q.covers.map((slug, j) => ({ slug, quoteService: q.id, path: `quote_services.${i}.covers.${j}` })),
    );
    const services = await trx.selectFrom('services').select(['id', 'slug', 'quote_service']).execute();
    const bySlug = new Map(services.map((s) => [s.slug, s]));
    const unknown = listed.filter((l) => !bySlug.has(l.slug));
    if (unknown.length > 0)
      return { kind: 'invalid', errors: unknown.map((l) => ({ path: l.path, msg: 'priceBook.validation.unknownService' })) };

    const wanted = new Map<string, QuoteService>(listed.map((l) => [l.slug, l.quoteService]));
    const now = new Date().toISOString();
    for (const service of services) {
      const mapping = wanted.get(service.slug) ?? null;
      if (service.quote_service === mapping) continue;
      await trx
        .updateTable('services')
        .set((eb) => ({ quote_service: mapping, version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', service.id)
        .execute();
    }

    const data = JSON.stringify({ quote_services: update.quote_services, multipliers: update.multipliers, range: update.range });
    const saved = await trx
      .updateTable('price_book')
      .set((eb) => ({ data, version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', ROW_ID)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) {
      const inserted = await trx
        .insertInto('price_book')
        .values({ id: ROW_ID, data, version: current.version + 1, updated_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      // Another save got in between the read and this write.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new StaleBook();
    }
    return { kind: 'saved' };
  });
}

/** A save that lost the race to another one inside its transaction (rolled back). */
export class StaleBook extends Error {}

/** Seeds SPEC.md's book once; a saved book is never touched again. */
export async function seedPriceBook(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('price_book')
    .values({ id: ROW_ID, data: JSON.stringify(DEFAULT_PRICE_BOOK), version: 1, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
