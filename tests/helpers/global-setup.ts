import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { contractDir } from './openapi-contract.js';
import { findTestServices } from './services.js';
import { type Engine, makeTemplate, postgresAdmin, type Template } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Template[];
  }
}

/**
 * Finds PostgreSQL and Redis (services.ts), then migrates and seeds one template per engine before
 * any test file runs. Pages rendered in tests
 * link the site's enhancement script by its built name (build/enhance.json): it is built first
 * when no build has made it yet (a fresh clone runs the tests before `npm run build`).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('build/enhance.json')) {
    const built = spawnSync(process.execPath, ['scripts/build-enhance.mjs'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('Building the enhancement script failed');
  }
  // PostgreSQL and Redis when they answer (TEST_DATABASE_URL, TEST_REDIS_URL or the local defaults).
  await findTestServices();
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const templates = await Promise.all(engines.map((engine) => (engine === 'sqlite' ? sqliteTemplate() : makeTemplate(engine))));
  project.provide('templates', templates);
  rmSync(contractDir(process.pid), { recursive: true, force: true });
  return async () => {
    reportContract();
    for (const t of templates) {
      if (t.pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${t.pgName} WITH (FORCE)`);
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  };
}

/** Where seeded SQLite templates are kept between runs, by the hash of what makes them. */
const TEMPLATE_CACHE = 'node_modules/.cache/test-template';

/**
 * What writes the template: the migrations, the seed (each area's seed data, the catalogue's drawn
 * pictures, the demo accounts) and the shared session secret the app stores on its first start.
 */
const TEMPLATE_ENTRIES = ['src/server/db/migrations/index.ts', 'src/server/db/seed.ts', 'src/server/auth/secret.ts'];

/**
 * The SQLite template is kept between runs, named by a hash of the code that writes it, and made
 * again only when that code changes: editing a route, a page or a text reuses it, and migrating,
 * seeding and drawing pictures are paid only when migrations or seeds change.
 */
async function sqliteTemplate(): Promise<Template> {
  const cached = path.join(TEMPLATE_CACHE, await templateSourcesHash());
  if (existsSync(path.join(cached, 'site.db'))) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-tpl-'));
    cpSync(cached, dataDir, { recursive: true });
    return { engine: 'sqlite', dataDir };
  }
  const template = await makeTemplate('sqlite');
  rmSync(TEMPLATE_CACHE, { recursive: true, force: true });
  cpSync(template.dataDir, cached, { recursive: true });
  return template;
}

/**
 * A hash of every source file the template's entries import, followed through the import graph
 * (esbuild resolves it; type-only imports are left out as they run nothing), and of the locked
 * dependencies (the image encoders among them).
 */
async function templateSourcesHash(): Promise<string> {
  const { metafile } = await build({
    entryPoints: TEMPLATE_ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'unused',
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const file of Object.keys(metafile.inputs).sort()) hash.update(file).update(readFileSync(file));
  hash.update(readFileSync('package-lock.json'));
  return hash.digest('hex').slice(0, 16);
}

/** What the OpenAPI contract check saw in the test workers (tests/helpers/openapi-contract.ts). */
function reportContract(): void {
  const dir = contractDir(process.pid);
  if (!existsSync(dir)) return;
  const total = { responses: 0, requests: 0, seen: new Set<string>() };
  for (const file of readdirSync(dir)) {
    const tally = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      responses: number;
      requests: number;
      seen: Record<string, number>;
    };
    total.responses += tally.responses;
    total.requests += tally.requests;
    for (const key of Object.keys(tally.seen)) total.seen.add(key);
  }
  const operations = new Set([...total.seen].map((key) => key.split(' ')[0]));
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `OpenAPI contract: ${total.responses} answers and ${total.requests} accepted requests validated against /api/openapi.json ` +
      `(${operations.size} operations, ${total.seen.size} operation-status pairs seen)`,
  );
}
