import { type Kysely, sql } from 'kysely';
import type { BlockItems, SiteBlockKind } from '../../domain/site-blocks.js';
import { isUniqueViolation } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import { DEFAULT_BLOCKS } from './defaults.js';

/**
 * The versions of the site's lists (docs/decisions/0003-content-versions.md): a save never
 * updates a row, it adds version n+1 of the kind's whole list; restore adds an old list again.
 */

export interface BlockVersion<K extends SiteBlockKind = SiteBlockKind> {
  kind: K;
  version: number;
  items: BlockItems[K][];
  created_at: string;
  created_by_name: string | null;
}

function versions(db: Kysely<DB>, kind: SiteBlockKind) {
  return db
    .selectFrom('site_blocks as b')
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .select(['b.kind', 'b.version', 'b.items', 'b.created_at', 'u.first_name', 'u.last_name'])
    .where('b.kind', '=', kind);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versions>['executeTakeFirstOrThrow']>>;

function toVersion<K extends SiteBlockKind>(row: VersionRow): BlockVersion<K> {
  return {
    kind: row.kind as K,
    version: row.version,
    items: parseItems(row.items),
    created_at: row.created_at,
    created_by_name: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
  };
}

/** Stored lists were checked when saved; anything unreadable shows as an empty list, never a failed page. */
function parseItems<T>(text: string): T[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The newest version of a list, or null when it has none (never seeded). */
export async function currentBlock<K extends SiteBlockKind>(db: Kysely<DB>, kind: K): Promise<BlockVersion<K> | null> {
  const row = await versions(db, kind).orderBy('b.version', 'desc').limit(1).executeTakeFirst();
  return row ? toVersion<K>(row) : null;
}

/** The items visitors see: the newest version's, in order. */
export async function currentItems<K extends SiteBlockKind>(db: Kysely<DB>, kind: K): Promise<BlockItems[K][]> {
  return (await currentBlock(db, kind))?.items ?? [];
}

/** Every version of a list, newest first. */
export async function blockHistory<K extends SiteBlockKind>(db: Kysely<DB>, kind: K): Promise<BlockVersion<K>[]> {
  const rows = await versions(db, kind).orderBy('b.version', 'desc').execute();
  return rows.map((r) => toVersion<K>(r));
}

export async function blockVersion<K extends SiteBlockKind>(db: Kysely<DB>, kind: K, version: number) {
  const row = await versions(db, kind).where('b.version', '=', version).executeTakeFirst();
  return row ? toVersion<K>(row) : null;
}

/**
 * Adds a version after the newest one. Refused (with the newest version number) when someone
 * saved since the editor's base version; the unique (kind, version) constraint settles two saves
 * that race past the check.
 */
export async function insertBlockVersion<K extends SiteBlockKind>(
  db: Kysely<DB>,
  input: { kind: K; items: BlockItems[K][]; userId: number | null; baseVersion?: number },
): Promise<{ version: number } | { conflict: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const latest = await latestVersion(trx, input.kind);
      if (input.baseVersion !== undefined && input.baseVersion !== latest) return { conflict: latest };
      await trx
        .insertInto('site_blocks')
        .values({
          kind: input.kind,
          version: latest + 1,
          items: JSON.stringify(input.items),
          created_by: input.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { version: latest + 1 };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { conflict: await latestVersion(db, input.kind) };
  }
}

async function latestVersion(db: Kysely<DB>, kind: SiteBlockKind): Promise<number> {
  const row = await db
    .selectFrom('site_blocks')
    .select((eb) => eb.fn.coalesce(eb.fn.max('version'), sql<number>`0`).as('v'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.v);
}

/** Seeds version 1 of each list that has no version yet; a list the owner emptied stays empty. */
export async function seedSiteBlocks(db: Kysely<DB>): Promise<void> {
  for (const [kind, items] of Object.entries(DEFAULT_BLOCKS)) {
    if ((await latestVersion(db, kind as SiteBlockKind)) > 0) continue;
    await db
      .insertInto('site_blocks')
      .values({ kind, version: 1, items: JSON.stringify(items), created_by: null, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['kind', 'version']).doNothing())
      .execute();
  }
}
