import { sql } from 'kysely';
import type { Database } from './connect.js';

/** Any fixed number: every process of the site asks for the same PostgreSQL advisory lock. */
const STARTUP_LOCK = 7_204_650_113;
/** How often a waiting process asks again, and how long it waits at most for the one at work. */
const POLL_MS = 250;
const WAIT_LIMIT_MS = 10 * 60 * 1000;

/**
 * Runs start-up work (migrations, seeds) in one process at a time. On PostgreSQL, processes that
 * start together take turns on an advisory lock: the first migrates and seeds, the next find it done.
 * The lock is asked for without blocking (`pg_try_advisory_lock`) and asked again until it is free:
 * a blocking `pg_advisory_lock` would be one query lasting as long as the other process's seeding,
 * longer than the client's query time limit. On SQLite the site runs as one process, and SQLite
 * serialises writers anyway.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    const giveUpAt = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${STARTUP_LOCK}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      if (Date.now() > giveUpAt) throw new Error('Another process held the start-up lock for 10 minutes; giving up.');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
