import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/server/config.js';

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
  const named = process.env.TEST_DATABASE_URL;
  if (!named) throw new Error('No PostgreSQL for the tests: TEST_DATABASE_URL is not set and none answered on 127.0.0.1:5432');
  const url = new URL(named);
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

/**
 * Migrates and seeds a new template. The server is imported here, when a template is made, not
 * when this module loads: the global setup reuses a kept SQLite template without loading it.
 */
export async function makeTemplate(engine: Engine): Promise<Template> {
  const [{ buildApp }, { connectDatabase }, { migrateToLatest }, { seed }] = await Promise.all([
    import('../../src/server/app.js'),
    import('../../src/server/db/connect.js'),
    import('../../src/server/db/migrate.js'),
    import('../../src/server/db/seed.js'),
  ]);
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
