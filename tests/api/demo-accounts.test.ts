import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeDemoAccounts, DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/server/auth/demo-accounts.js';
import { hashPassword } from '../../src/server/auth/passwords.js';
import type { AppContext } from '../../src/server/context.js';
import { login, loginAs } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('demo accounts on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  /** The app's context with its own settings and a log that records warnings. */
  const contextWith = (demoAccounts: boolean) => {
    const warn = vi.fn();
    const ctx = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, demoAccounts },
      log: { ...t.app.ctx.log, warn, info: vi.fn() },
    } as AppContext;
    return { ctx, warn };
  };

  it('are seeded by default with the logins of docs/decisions/0005, and a warning is logged', async () => {
    for (const account of DEMO_ACCOUNTS) {
      await expect(login(t.app, account.email, account.password)).resolves.toHaveProperty('cookie');
    }
    const roles = await t.app.ctx.db.selectFrom('users').select(['email', 'role']).orderBy('id').execute();
    expect(roles).toEqual(DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role })));
    const { ctx, warn } = contextWith(true);
    await seedDemoAccounts(ctx);
    expect(warn).toHaveBeenCalledWith(
      { accounts: ['customer@example.com', 'pro@example.com', 'admin@example.com'] },
      expect.stringContaining('DEMO_ACCOUNTS=false'),
    );
    expect(await t.app.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(3);
  });

  it('with DEMO_ACCOUNTS=false, are not created, and those still on the published password are disabled', async () => {
    const admin = await loginAs(t.app, 'admin');
    const db = t.app.ctx.db;
    await db.deleteFrom('users').where('email', '=', 'customer@example.com').execute();
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a-private-one') })
      .where('email', '=', 'pro@example.com')
      .execute();
    const { ctx, warn } = contextWith(false);
    await seedDemoAccounts(ctx);

    expect(await db.selectFrom('users').select('id').where('email', '=', 'customer@example.com').execute()).toEqual([]);
    expect((await t.app.inject({ url: '/api/auth/me', headers: admin })).statusCode).toBe(401);
    await expect(login(t.app, 'admin@example.com', 'admin123')).rejects.toThrow(/403/);
    await expect(login(t.app, 'pro@example.com', 'a-private-one')).resolves.toHaveProperty('cookie');
    expect((await activeDemoAccounts(ctx)).map((a) => a.email)).toEqual(['pro@example.com']);
    expect(warn).toHaveBeenCalledWith({ accounts: ['pro@example.com'] }, expect.any(String));
  });

  it('lists for the login box only the demo accounts that can sign in', async () => {
    expect((await activeDemoAccounts(t.app.ctx)).map((a) => a.role)).toEqual(['customer', 'professional', 'admin']);
    await t.app.ctx.db.updateTable('users').set({ is_disabled: 1 }).execute();
    const { ctx, warn } = contextWith(true);
    expect(await activeDemoAccounts(ctx)).toEqual([]);
    await seedDemoAccounts(ctx);
    expect(warn).not.toHaveBeenCalled();
  });
});
