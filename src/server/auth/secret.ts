import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

const KEY = 'session_secret';

/**
 * The key for session tokens and signed cookies when SESSION_SECRET is not set: generated once and
 * kept in the database, so every process of the site signs and checks with the same key (a session
 * started on one process is valid on all). When several processes start together, the first write
 * wins and every process reads that one.
 */
export async function sharedSessionSecret(db: Kysely<DB>, dataDir: string): Promise<string> {
  const stored = await readSecret(db);
  if (stored) return stored;
  // Sites from before the secret moved to the database kept it in DATA_DIR: their sessions stay valid.
  const legacyFile = path.join(dataDir, 'session-secret');
  const candidate = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(48).toString('base64url');
  await db
    .insertInto('app_state')
    .values({ key: KEY, value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readSecret(db))!;
}

async function readSecret(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value;
}
