import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed.js';
import { removeOrphanFiles } from './media/repository.js';

async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  await migrateToLatest(database.db);

  const serverEntry = path.join(config.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`The site is not built (${serverEntry} is missing): run npm run build`);
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  const app = await buildApp(config, { serverBuild, database });
  app.addHook('onClose', () => database.close());
  const swept = (await app.ctx.media.sweepTemporaryFiles()) + (await removeOrphanFiles(app.ctx));
  if (swept) app.log.warn({ swept }, 'removed media files left unfinished by an earlier stop');
  await seed(app.ctx);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
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
