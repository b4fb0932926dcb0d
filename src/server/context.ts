import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import type { DB } from './db/schema.js';
import { createImageEngine, type ImageEngine } from './images/generation/index.js';
import { MediaStore } from './images/store.js';
import { createMailer, type Mailer } from './mail/mailer.js';

/** Events between areas: 'site-changed' means what anonymous visitors see may have changed. */
export type AppEvents = EventEmitter<{ 'site-changed': [] }>;

/** Everything a route, loader or job needs, built once per app. */
export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  database: Database;
  db: Kysely<DB>;
  events: AppEvents;
  mailer: Mailer;
  /** Files under DATA_DIR/media; rows in the media table (media/repository.ts). */
  media: MediaStore;
  imageEngine: ImageEngine;
}

export function createContext(config: Config, database: Database, log: FastifyBaseLogger): AppContext {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const imageEngine = createImageEngine({
    openaiApiKey: config.openai.apiKey,
    openaiBaseUrl: config.openai.baseUrl,
    openaiImageModel: config.openai.model,
    openaiTimeoutMs: config.openai.timeoutMs,
  });
  return {
    config,
    log,
    database,
    db: database.db,
    events: new EventEmitter() as AppEvents,
    mailer,
    media: new MediaStore(config.mediaDir),
    imageEngine,
  };
}
