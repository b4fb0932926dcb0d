import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from './errors.js';
import type { DB } from './schema.js';

export interface Database {
  db: Kysely<DB>;
  engine: 'sqlite' | 'postgres';
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; every number here fits a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connectDatabase(settings: Config['database']): Database {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: 10,
      ...POSTGRES_TIME_LIMITS,
    });
    // A client losing its connection (database restart, terminated backend) emits 'error'. Idle,
    // the pool reports it here; checked out, it has no listener of the pool's and the event would
    // crash the process. Its query fails on its own (503) and the pool drops it on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: guardedPool(pool) }) });
    return wrap(db, 'postgres');
  }
  mkdirSync(path.dirname(settings.file), { recursive: true, mode: 0o700 });
  // A new database file is the owner's alone (SQLite gives its -wal and -shm files the same mode).
  closeSync(openSync(settings.file, 'a', 0o600));
  const sqlite = new SQLite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return wrap(db, 'sqlite');
}

/**
 * How long the app waits for PostgreSQL, so that a database that stops answering (a network
 * partition: no error, just silence) turns into a 503 within a few seconds instead of requests
 * hanging. The server-side limits end sessions the app lost track of.
 */
export const POSTGRES_TIME_LIMITS = {
  /** A new connection (or a free one from a busy pool) within 3 s. */
  connectionTimeoutMillis: 3000,
  /** Every answer within 4 s on the client side; the server cancels statements after 15 s. */
  query_timeout: 4000,
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 10_000,
  /** TCP keep-alive: a peer gone without a word is noticed by the operating system. */
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/**
 * The longest a request waits for the database at one go: getting a connection (the pool's 3 s) and
 * that connection's first query share it, so a request that queued for a connection does not then
 * wait a whole query timeout more. A partition answers 503 within about 4 s (docs/reliability.md).
 */
export const DATABASE_WAIT_MS = POSTGRES_TIME_LIMITS.query_timeout;
/** The least a first query is given, however long the connection took. */
const MIN_QUERY_MS = 250;
/** After the database failed to answer in time, new queries fail at once for this long instead of waiting too. */
const FAIL_FAST_MS = 2000;
/** pg's messages for a database that did not answer in time (silence, as in a network partition). */
const TIMED_OUT = /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/**
 * The pool as Kysely uses it, with these guards for a database that stops answering:
 *  - getting a connection and its first query wait at most DATABASE_WAIT_MS together;
 *  - a connection whose query timed out (or broke) is closed rather than given back to the pool:
 *    its stuck query would block every later query on it, even after the database is back;
 *  - for two seconds after a query or connection timed out, new queries fail at once with the same
 *    "unavailable" error, so a request does not wait once per query and waiting requests do not pile
 *    up. Errors that come back quickly (a refused connection, a terminated backend) need no such help.
 */
function guardedPool(pool: pg.Pool): PostgresPool {
  let failingUntil = 0;
  const failed = (error: unknown) => {
    if (error instanceof Error && TIMED_OUT.test(error.message)) failingUntil = Date.now() + FAIL_FAST_MS;
    return error;
  };
  return {
    async connect() {
      const asked = Date.now();
      if (asked < failingUntil) throw new DatabaseUnreachable();
      const client = await pool.connect().catch((error: unknown) => {
        throw failed(error);
      });
      // Waited for the pool while another query timed out: the database is not answering.
      if (Date.now() < failingUntil) {
        client.release(true);
        throw new DatabaseUnreachable();
      }
      let broken = false;
      let first = true;
      return {
        query: ((text: string, parameters: unknown[]) => {
          // A connection whose query timed out or broke is not asked again (a transaction's ROLLBACK
          // after its failed statement would wait a whole timeout more for nothing).
          if (broken) return Promise.reject(new DatabaseUnreachable());
          const timeout = first
            ? Math.max(MIN_QUERY_MS, asked + DATABASE_WAIT_MS - Date.now())
            : POSTGRES_TIME_LIMITS.query_timeout;
          first = false;
          // pg reads a per-query query_timeout from the query's config; its types do not list it.
          const query = { text, values: parameters, query_timeout: timeout } as pg.QueryConfig;
          return client.query(query).catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) broken = true;
            throw failed(error);
          });
        }) as never,
        release: () => client.release(broken || undefined),
      };
    },
    end: () => pool.end(),
  };
}

/** The database did not answer a moment ago; SQLSTATE 08006 (connection failure) makes it a 503. */
class DatabaseUnreachable extends Error {
  readonly code = '08006';
  constructor() {
    super('The database did not answer a moment ago');
  }
}

function wrap(db: Kysely<DB>, engine: Database['engine']): Database {
  return {
    db,
    engine,
    async ping() {
      try {
        await db.selectFrom('company_settings').select('id').limit(1).execute();
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
