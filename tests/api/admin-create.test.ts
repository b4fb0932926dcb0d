import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const run = promisify(execFile);
// Bundled like scripts/build-server.mjs does, inside the project so that its packages resolve.
const outDir = path.resolve('dist', `test-cli-${process.pid}`);
const cli = path.join(outDir, 'admin-create.js');

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: ['src/server/cli/admin-create.ts'],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe.each(engines)('npm run admin:create on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Runs the CLI on the test's database, without a terminal (flags only). */
  async function adminCreate(...args: string[]) {
    const db = t.config.database;
    const env = { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: db.kind === 'postgres' ? db.url : db.file };
    try {
      const { stdout, stderr } = await run('node', [cli, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it('creates an admin from flags, promotes an existing account, and explains bad input', async () => {
    const created = await adminCreate(
      '--email',
      'Owner@Evergreen.example',
      '--password',
      'long-secret',
      '--first-name',
      'Olive',
      '--last-name',
      'Green',
    );
    expect(created).toMatchObject({ code: 0, stdout: 'Created admin owner@evergreen.example (Olive Green).\n' });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'owner@evergreen.example')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const res = await t.app.inject({
      url: '/api/admin/users',
      headers: await login(t.app, 'owner@evergreen.example', 'long-secret'),
    });
    expect(res.statusCode).toBe(200);

    const promoted = await adminCreate('--email', 'customer@example.com');
    expect(promoted).toMatchObject({ code: 0, stdout: 'Promoted admin customer@example.com (Casey Morgan).\n' });
    await expect(login(t.app, 'customer@example.com', 'customer123')).resolves.toHaveProperty('cookie');
    expect(
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select('role')
          .where('email', '=', 'customer@example.com')
          .executeTakeFirstOrThrow()
      ).role,
    ).toBe('admin');

    const incomplete = await adminCreate('--email', 'new@evergreen.example', '--password', 'long-secret');
    expect(incomplete.code).toBe(1);
    expect(incomplete.stderr).toContain('A new admin needs a password, a first name and a last name.');
    const invalid = await adminCreate('--email', 'not-an-email', '--password', '123');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('email: Please enter a valid e-mail address.');
    expect(invalid.stderr).toContain('password: Password must be at least 6 characters long');
    expect(await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', 'new@evergreen.example').execute()).toEqual(
      [],
    );
  });
});
