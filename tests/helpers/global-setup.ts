import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type Engine, makeTemplate, postgresAdmin, type Template } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Template[];
  }
}

/** Migrates and seeds one template per engine before any test file runs. */
export default async function setup(project: TestProject) {
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const templates = await Promise.all(engines.map(makeTemplate));
  project.provide('templates', templates);
  return async () => {
    for (const t of templates) {
      if (t.pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${t.pgName} WITH (FORCE)`);
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  };
}
