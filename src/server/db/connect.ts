import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
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
    const pool = new pg.Pool({ connectionString: settings.url, max: 10, connectionTimeoutMillis: 5000 });
    // A client losing its connection (database restart, terminated backend) emits 'error'. Idle,
    // the pool reports it here; checked out, it has no listener of the pool's and the event would
    // crash the process. Its query fails on its own (503) and the pool drops it on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return wrap(db, 'postgres');
  }
  mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return wrap(db, 'sqlite');
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
