import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/server/db/schema.js';

/**
 * Columns that a request may touch without changing anything a user could see: the sliding
 * expiry of the session the test itself uses (written at most once a minute).
 */
const VOLATILE = new Set(['sessions.last_seen_at', 'sessions.expires_at']);

/** Every table of the database (both engines), found by introspection so new tables count too. */
export async function tableNames(db: Kysely<DB>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  return tables.map((t) => t.name).sort();
}

/**
 * A fingerprint of the whole database: every row of every table, hashed. Two equal fingerprints
 * mean no row was added, removed or changed (besides the session's sliding expiry).
 */
export async function databaseFingerprint(db: Kysely<DB>): Promise<string> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  const hash = createHash('sha256');
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    const columns = table.columns.map((c) => c.name).filter((c) => !VOLATILE.has(`${table.name}.${c}`));
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}`.execute(db);
    const lines = rows.map((r) => JSON.stringify(columns.map((c) => r[c]))).sort();
    hash.update(`${table.name}:${rows.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}
