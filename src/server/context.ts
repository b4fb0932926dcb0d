import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import type { DB } from './db/schema.js';

/** Events between areas: 'site-changed' means what anonymous visitors see may have changed. */
export type AppEvents = EventEmitter<{ 'site-changed': [] }>;

/** Everything a route, loader or job needs, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  events: AppEvents;
}

export function createContext(config: Config, database: Database): AppContext {
  return { config, database, db: database.db, events: new EventEmitter() as AppEvents };
}
