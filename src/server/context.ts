import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import { PublishedTexts } from './content/overrides.js';
import type { Database } from './db/connect.js';
import type { DB } from './db/schema.js';
import { SiteEvents } from './events/site-events.js';
import { createImageEngine, type ImageEngine } from './images/generation/index.js';
import { DiskMediaStore } from './storage/disk-store.js';
import type { MediaStore } from './storage/media-store.js';
import { S3MediaStore } from './storage/s3-store.js';
import { type CounterStore, DatabaseCounters, RedisCounters, RedisWithFallback } from './limits/counters.js';
import { Limiter } from './limits/limiter.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { Outbox } from './mail/outbox.js';
import { counterSweep } from './scheduler/counter-sweep.js';
import { leadReminders } from './scheduler/lead-reminders.js';
import { Scheduler } from './scheduler/scheduler.js';
import { visitReminders } from './scheduler/visit-reminders.js';
import { jobVisitReminders } from './scheduler/job-visit-reminders.js';

/**
 * Everything a route, loader or job needs, built once per app. Every piece of state the app keeps
 * (limits, caches, the outbox worker) lives here and nowhere else: the API and the page renderer are
 * bundled apart, so module-level state would exist twice, while this context is the one object both
 * share.
 */
/** The configuration with the session secret resolved (SESSION_SECRET or the shared one in the database). */
export type AppConfig = Config & { sessionSecret: string };

export interface AppContext {
  config: AppConfig;
  log: FastifyBaseLogger;
  database: Database;
  db: Kysely<DB>;
  /** 'site-changed' reaches every process (events/site-events.ts). */
  events: SiteEvents;
  /** The mail transport; areas write mail to the outbox instead (mail/outbox.ts). */
  mailer: Mailer;
  outbox: Outbox;
  /** Rate limits, counted in the database or Redis, shared by every process. */
  limiter: Limiter;
  /** Published texts per language, cached until the site changes. */
  texts: PublishedTexts;
  /** Uploaded and generated files (MEDIA_DIR or an S3 bucket); rows in the media table (media/repository.ts). */
  media: MediaStore;
  imageEngine: ImageEngine;
  /** Scheduled work (visit and lead reminders): main.ts starts its timer; tests call runDue(now). */
  scheduler: Scheduler;
}

export function createContext(config: AppConfig, database: Database, log: FastifyBaseLogger): AppContext {
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
  // Redis when REDIS_URL is set, with the database taking over while Redis is away.
  const counters: CounterStore = config.redisUrl
    ? new RedisWithFallback(new RedisCounters(config.redisUrl), new DatabaseCounters(database.db), log)
    : new DatabaseCounters(database.db);
  const events = new SiteEvents(config.database.kind === 'postgres' ? { url: config.database.url, log } : undefined);
  const ctx: AppContext = {
    config,
    log,
    database,
    db: database.db,
    events,
    mailer,
    outbox: new Outbox(database.db, database.engine, mailer, log),
    limiter: new Limiter(counters),
    texts: undefined as unknown as PublishedTexts,
    media: config.s3 ? new S3MediaStore(config.s3, config.s3.prefix) : new DiskMediaStore(config.mediaDir),
    imageEngine,
    scheduler: undefined as unknown as Scheduler,
  };
  ctx.texts = new PublishedTexts(ctx);
  ctx.scheduler = new Scheduler([visitReminders(ctx), jobVisitReminders(ctx), leadReminders(ctx), counterSweep(counters)], log);
  return ctx;
}

/** Stops what the context started: the scheduler's timer, the outbox worker, listeners, connections to shared stores. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.scheduler.stop();
  await ctx.outbox.stop();
  await ctx.events.close();
  await ctx.limiter.store.close();
  await ctx.media.close();
  ctx.mailer.close();
}
