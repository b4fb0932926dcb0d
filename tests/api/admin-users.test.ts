import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, login, loginAs } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('users admin on %s', (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const idOf = async (role: 'customer' | 'professional' | 'admin') =>
    (await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', demoAccount(role).email).executeTakeFirstOrThrow())
      .id;
  const patch = (id: number, payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers, payload });
  const emails = async (query: string) =>
    (await t.app.inject({ url: `/api/admin/users${query}`, headers: admin }))
      .json()
      .data.users.map((u: { email: string }) => u.email);

  it('lists and searches accounts by name or e-mail, and filters by role', async () => {
    const res = await t.app.inject({ url: '/api/admin/users', headers: admin });
    expect(res.json().data.pagination).toEqual({ page: 1, pages: 1, total: 3 });
    expect(res.json().data.users[0]).not.toHaveProperty('password_hash');
    expect(await emails('?search=rivera')).toEqual(['pro@example.com']);
    expect(await emails('?search=casey%20morgan')).toEqual(['customer@example.com']);
    expect(await emails('?search=ADMIN%40')).toEqual(['admin@example.com']);
    expect(await emails('?role=customer')).toEqual(['customer@example.com']);
  });

  it('changes a role, which takes effect on the next request', async () => {
    const customer = await loginAs(t.app, 'customer');
    expect((await t.app.inject({ url: '/api/admin/users', headers: customer })).statusCode).toBe(403);
    const res = await patch(await idOf('customer'), { role: 'admin' });
    expect(res.json().data).toMatchObject({ email: 'customer@example.com', role: 'admin', is_disabled: false });
    expect((await t.app.inject({ url: '/api/admin/users', headers: customer })).statusCode).toBe(200);
  });

  it('disables an account, which ends its sessions and its logins, and enables it again', async () => {
    const pro = await loginAs(t.app, 'professional');
    const id = await idOf('professional');
    expect((await patch(id, { is_disabled: true })).json().data.is_disabled).toBe(true);
    expect((await t.app.inject({ url: '/api/auth/me', headers: pro })).statusCode).toBe(401);
    expect(await t.app.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
    const { email, password } = demoAccount('professional');
    await expect(login(t.app, email, password)).rejects.toThrow(/403/);
    await patch(id, { is_disabled: false });
    await expect(login(t.app, email, password)).resolves.toHaveProperty('cookie');
  });

  it('refuses changes to your own account, empty changes and unknown accounts', async () => {
    const self = await patch(await idOf('admin'), { role: 'customer' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot change your own role or disable your own account.');
    expect((await patch(await idOf('admin'), { is_disabled: true })).statusCode).toBe(400);
    expect((await patch(await idOf('customer'), {})).statusCode).toBe(400);
    expect((await patch(await idOf('customer'), { role: 'owner' })).statusCode).toBe(400);
    expect((await patch(99999, { role: 'customer' })).statusCode).toBe(404);
    const me = await t.app.inject({ url: '/api/auth/me', headers: admin });
    expect(me.json().data.role).toBe('admin');
  });
});
