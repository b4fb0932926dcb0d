import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/server/db/schema.js';

/**
 * Columns that a request may touch without changing anything a user could see: the sliding
 * expiry of the session the test itself uses (written at most once a minute).
 */
const VOLATILE = new Set(['sessions.last_seen_at', 'sessions.expires_at']);
/** Rate-limit counters: every attempt counts, refused ones too; that is bookkeeping, not data. */
const BOOKKEEPING = new Set(['rate_limits']);

/** Every table of the database (both engines), found by introspection so new tables count too. */
export async function tableNames(db: Kysely<DB>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  return tables.map((t) => t.name).sort();
}

/** Every row of every table as JSON text, by table (the session's sliding expiry left out). */
export async function databaseRows(db: Kysely<DB>): Promise<Map<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  const result = new Map<string, string[]>();
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    if (BOOKKEEPING.has(table.name)) continue;
    const columns = table.columns.map((c) => c.name).filter((c) => !VOLATILE.has(`${table.name}.${c}`));
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}`.execute(db);
    result.set(table.name, rows.map((r) => JSON.stringify(Object.fromEntries(columns.map((c) => [c, r[c]])))).sort());
  }
  return result;
}

/**
 * A fingerprint of the whole database: every row of every table, hashed. Two equal fingerprints
 * mean no row was added, removed or changed (besides the session's sliding expiry).
 */
export async function databaseFingerprint(db: Kysely<DB>): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, rows] of await databaseRows(db)) hash.update(`${table}:${rows.length}\n${rows.join('\n')}\n`);
  return hash.digest('hex');
}
