import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { databaseSettings, type Engine, postgresAdmin, testConfig, unique } from './templates.js';

export type { Engine };

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const engines: Engine[] = inject('templates').map((t) => t.engine);

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh app on its own copy of the seeded template database and media folder (pages too when given a build). */
export async function createTestApp(
  engine: Engine = 'sqlite',
  overrides: Partial<Config> = {},
  options: { serverBuild?: ServerBuild } = {},
): Promise<TestApp> {
  const tpl = inject('templates').find((t) => t.engine === engine);
  if (!tpl) throw new Error(`No ${engine} template: is TEST_DATABASE_URL set?`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-test-'));
  cpSync(tpl.dataDir, dataDir, { recursive: true });
  const pgName = tpl.pgName ? `evergreen_test_${unique()}` : undefined;
  if (pgName) await postgresAdmin(`CREATE DATABASE ${pgName} TEMPLATE ${tpl.pgName}`);
  const settings = databaseSettings(dataDir, pgName);
  const database = connectDatabase(settings);
  const config = testConfig(dataDir, settings, overrides);
  const app = await buildApp(config, { database, logger: false, serverBuild: options.serverBuild });
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
