import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedSessionSecret } from '../../src/server/auth/secret.js';
import { loginAs } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('the shared session secret on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('is generated once and kept in the database, so every process signs with the same key', async () => {
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'other-process-'));
    const secrets = await Promise.all([1, 2, 3].map(() => sharedSessionSecret(t.app.ctx.db, otherDataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(t.config.sessionSecret);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it('takes over the secret an older site kept in DATA_DIR, so its sessions stay valid', async () => {
    await t.app.ctx.db.deleteFrom('app_state').execute();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'legacy-'));
    writeFileSync(path.join(dataDir, 'session-secret'), 'l'.repeat(64));
    expect(await sharedSessionSecret(t.app.ctx.db, dataDir)).toBe('l'.repeat(64));
  });

  it('lets a session started by one process be used on another process of the same database', async () => {
    const signedIn = await loginAs(t.app, 'customer');
    const second = await createTestApp(engine, {}, { shareDatabaseOf: t });
    try {
      const res = await second.app.inject({ url: '/api/auth/me', headers: signedIn });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
