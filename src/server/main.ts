import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed.js';
import { underStartupLock } from './db/startup-lock.js';
import { removeOrphanFiles } from './media/repository.js';
import { stagingDir, sweepStagedUploads } from './quotes/attachments.js';

/**
 * On PostgreSQL several processes may share the media folder, and a young file may be another
 * process's upload in progress: start-up leaves files younger than this. A SQLite database belongs
 * to one process, so everything an earlier stop left unfinished goes at once.
 */
const SHARED_LEFTOVER_AGE_MS = 60 * 60 * 1000;
/** After SIGTERM, in-flight requests get this long; then the process exits anyway (within 10 s in all). */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);

  const serverEntry = path.join(config.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`The site is not built (${serverEntry} is missing): run npm run build`);
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  // However many processes start at once, one migrates and seeds; the others wait, then find it done.
  const leftoverAge = database.engine === 'postgres' ? SHARED_LEFTOVER_AGE_MS : 0;
  const app = await underStartupLock(database, async () => {
    await migrateToLatest(database.db);
    const built = await buildApp(config, { serverBuild, database });
    const swept =
      (await built.ctx.media.sweepTemporaryFiles({ olderThanMs: leftoverAge })) +
      (await sweepStagedUploads(stagingDir(config), leftoverAge)) +
      (await removeOrphanFiles(built.ctx, leftoverAge));
    if (swept) built.log.warn({ swept }, 'removed media files left unfinished by an earlier stop');
    await seed(built.ctx);
    return built;
  });
  await app.ctx.events.listen();
  await app.ctx.outbox.start();
  app.ctx.scheduler.start();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A slow upload or a client that never lets go must not hold the process past the deadline.
    setTimeout(() => {
      app.log.warn('shutdown deadline reached: exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // The workers stop at once, alongside the requests in flight (a mail being delivered finishes);
    // the database closes only after both, so that delivery can still record that its mail went out.
    Promise.all([app.ctx.outbox.stop(), app.ctx.scheduler.stop(), app.close()])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Evergreen Landscaping is running at ${config.publicUrl} (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  // Configuration errors name the variable; anything else is a start-up failure.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
