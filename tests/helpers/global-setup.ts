import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Engine, makeTemplate, postgresAdmin, type Template } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Template[];
  }
}

/**
 * Migrates and seeds one template per engine before any test file runs. Pages rendered in tests
 * link the site's enhancement script by its built name (build/enhance.json): it is built first
 * when no build has made it yet (a fresh clone runs the tests before `npm run build`).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('build/enhance.json')) {
    const built = spawnSync(process.execPath, ['scripts/build-enhance.mjs'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('Building the enhancement script failed');
  }
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const templates = await Promise.all(engines.map((engine) => (engine === 'sqlite' ? sqliteTemplate() : makeTemplate(engine))));
  project.provide('templates', templates);
  return async () => {
    for (const t of templates) {
      if (t.pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${t.pgName} WITH (FORCE)`);
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  };
}

/** Where seeded SQLite templates are kept between runs, by the hash of what makes them. */
const TEMPLATE_CACHE = 'node_modules/.cache/test-template';

/**
 * The SQLite template (migrations, seed, the catalogue's drawn pictures) is the same for the same
 * server code: it is kept between runs, named by a hash of the sources that make it, and made
 * again whenever one of them changes. That saves its 15 to 20 s in the everyday loop.
 */
async function sqliteTemplate(): Promise<Template> {
  const cached = path.join(TEMPLATE_CACHE, templateSourcesHash());
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

/** A hash of the server, domain and text sources and the locked dependencies (image encoders included). */
function templateSourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(full).update(readFileSync(full));
    }
  };
  for (const dir of ['src/server', 'src/domain', 'src/i18n']) walk(dir);
  hash.update(readFileSync('package-lock.json'));
  return hash.digest('hex').slice(0, 16);
}
