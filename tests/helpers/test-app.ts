import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import type { AppConfig } from '../../src/server/context.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { recordContract, saveTally } from './openapi-contract.js';
import { databaseSettings, type Engine, postgresAdmin, testConfig, unique } from './templates.js';

export type { Engine };

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const engines: Engine[] = inject('templates').map((t) => t.engine);

export interface TestApp {
  app: FastifyInstance;
  /** The app's configuration, with the session secret it resolved. */
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on its own copy of the seeded template database and media folder (pages too when
 * given a build). With `shareDatabaseOf`, a second app on another app's database and media folder,
 * with a data folder of its own: another process of the same site.
 */
export async function createTestApp(
  engine: Engine = 'sqlite',
  overrides: Partial<Config> = {},
  options: { serverBuild?: ServerBuild; shareDatabaseOf?: TestApp; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  if (options.shareDatabaseOf) return createSiblingApp(options.shareDatabaseOf, overrides, options.serverBuild);
  const tpl = inject('templates').find((t) => t.engine === engine);
  if (!tpl) throw new Error(`No ${engine} template: is TEST_DATABASE_URL set?`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-test-'));
  cpSync(tpl.dataDir, dataDir, { recursive: true });
  const pgName = tpl.pgName ? `evergreen_test_${unique()}` : undefined;
  if (pgName) await postgresAdmin(`CREATE DATABASE ${pgName} TEMPLATE ${tpl.pgName}`);
  const settings = databaseSettings(dataDir, pgName);
  const database = connectDatabase(settings);
  const config = testConfig(dataDir, settings, overrides);
  const app = await buildApp(config, {
    database,
    serverBuild: options.serverBuild,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  const contract = recordContract(app);
  return {
    app,
    config: app.ctx.config,
    dataDir,
    async close() {
      await app.close();
      const violations = contract.violations.splice(0);
      saveTally();
      await database.close();
      if (pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
      if (violations.length > 0) {
        throw new Error(`Traffic that does not match /api/openapi.json:\n${violations.slice(0, 20).join('\n')}`);
      }
    },
  };
}

async function createSiblingApp(of: TestApp, overrides: Partial<Config>, serverBuild?: ServerBuild): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-sibling-'));
  const database = connectDatabase(of.config.database);
  const config = testConfig(dataDir, of.config.database, { mediaDir: of.config.mediaDir, ...overrides });
  const app = await buildApp(config, { database, logger: false, serverBuild });
  return {
    app,
    config: app.ctx.config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
