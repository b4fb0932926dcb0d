import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { seed } from '../../src/server/db/seed.js';
import { readCompany, writeCompany } from '../../src/server/settings/repository.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('foundation on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reports health with the database answering', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', engine });
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('turns malformed and oversized bodies into clear client errors', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });

    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(300_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
  });

  it('serves the seeded company record publicly and refuses anonymous writes', async () => {
    const res = await t.app.inject('/api/settings/company');
    expect(res.json()).toEqual({ success: true, data: DEFAULT_COMPANY });

    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      payload: { ...DEFAULT_COMPANY, name: 'Hacked' },
    });
    expect(write.statusCode).toBe(401);
    expect((await readCompany(t.app.ctx.db)).name).toBe('Evergreen Landscaping');
  });

  it('sends security headers on API responses and no framework header', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('migrates and seeds idempotently without touching edited data', async () => {
    const { db } = t.app.ctx;
    await writeCompany(db, { ...DEFAULT_COMPANY, phone: '(206) 555-0100' });
    expect(await migrateToLatest(db)).toEqual([]);
    await seed(t.app.ctx);
    await seed(t.app.ctx);
    expect((await readCompany(db)).phone).toBe('(206) 555-0100');
    const rows = await db.selectFrom('company_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses to register an API route without an access rule', async () => {
    const other = await createTestApp(engine);
    try {
      await expect(other.app.register(async (s) => s.get('/api/unguarded', async () => 'x')).ready()).rejects.toThrow(
        /has no access rule/,
      );
    } finally {
      await other.close().catch(() => {});
    }
  });
});

describe('configuration', () => {
  it('names every invalid variable', () => {
    const run = () => loadConfig({ PORT: 'eighty', SMTP_URL: 'http://mail', DEMO_ACCOUNTS: 'maybe' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PORT/);
    expect(run).toThrow(/SMTP_URL/);
    expect(run).toThrow(/DEMO_ACCOUNTS/);
  });

  it('applies defaults and picks the database engine from DATABASE_URL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const sqlite = loadConfig({ DATA_DIR: dir });
    expect(sqlite.port).toBe(3000);
    expect(sqlite.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'site.db') });
    expect(sqlite.secureCookies).toBe(false);
    const postgres = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site',
      PUBLIC_URL: 'https://example.com',
    });
    expect(postgres.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/site' });
    expect(postgres.secureCookies).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, never as every hop', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const trust = (value: string) => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY/);
  });

  it('turns the demo accounts off for a public https site unless asked for explicitly', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).demoAccounts).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://www.example.com' }).demoAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://www.example.com', DEMO_ACCOUNTS: 'true' }).demoAccounts).toBe(true);
  });
});
