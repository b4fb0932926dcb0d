import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { type Config, loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { seed } from '../../src/server/db/seed.js';

export type Engine = 'sqlite' | 'postgres';

/** A migrated and seeded database with its media folder, copied for every test. */
export interface Template {
  engine: Engine;
  dataDir: string;
  pgName?: string;
}

export const unique = () => `${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

/** TEST_DATABASE_URL itself, or the same server with another database name. */
export function postgresUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseSettings(dataDir: string, pgName?: string): Config['database'] {
  return pgName ? { kind: 'postgres', url: postgresUrl(pgName) } : { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
}

export function testConfig(dataDir: string, database: Config['database'], overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'true', NODE_ENV: 'test' },
    { dataDir, mediaDir: path.join(dataDir, 'media'), database, ...overrides },
  );
}

export async function makeTemplate(engine: Engine): Promise<Template> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-tpl-'));
  const pgName = engine === 'postgres' ? `evergreen_tpl_${unique()}` : undefined;
  if (pgName) await postgresAdmin(`CREATE DATABASE ${pgName}`);
  const settings = databaseSettings(dataDir, pgName);
  const database = connectDatabase(settings);
  await migrateToLatest(database.db);
  const app = await buildApp(testConfig(dataDir, settings), { database, logger: false });
  await seed(app.ctx);
  await app.close();
  await database.close();
  return { engine, dataDir, pgName };
}
