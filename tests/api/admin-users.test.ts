import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, login, loginAs } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
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

  describe('crew members', () => {
    const member = {
      first_name: 'Rio',
      last_name: 'Mower',
      email: 'Rio.Mower@Example.com',
      phone: '(206) 555-0142',
      colour: '#2F855A',
    };
    const add = (payload: object, headers: Record<string, string> = admin) =>
      t.app.inject({ method: 'POST', url: '/api/admin/users', headers, payload });
    const rows = () => t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', 'rio.mower@example.com').execute();

    it('adds a crew member with a colour, who chooses a password from the e-mailed invitation and signs in as crew', async () => {
      const res = await add(member);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        email: 'rio.mower@example.com',
        role: 'crew',
        colour: '#2f855a',
        phone: '(206) 555-0142',
        is_disabled: false,
      });
      const [row] = await rows();
      expect(row).toMatchObject({ role: 'crew', colour: '#2f855a', email_verified_at: null });

      const [invitation] = (await deliveredMail(t)).filter((m) => m.to === 'rio.mower@example.com');
      expect(invitation.subject).toBe('Your Evergreen Landscaping crew account');
      const token = /\/reset-password\?token=([\w-]+)/.exec(invitation.text)![1]!;
      // Nobody can sign in before the member chose a password.
      await expect(login(t.app, 'rio.mower@example.com', '')).rejects.toThrow();
      const chosen = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Edge-the-lawn-42' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const session = await login(t.app, 'rio.mower@example.com', 'Edge-the-lawn-42');
      const me = await t.app.inject({ url: '/api/auth/me', headers: session });
      expect(me.json().data.role).toBe('crew');
      // The invitation reached the address: it counts as proven.
      expect((await rows())[0].email_verified_at).not.toBeNull();
      // The invitation works a week, not the hour of a reset link.
      const reset = await t.app.ctx.db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(reset.expires_at) - Date.parse(reset.created_at)).toBe(7 * 24 * 3600 * 1000);
    });

    it('refuses a taken e-mail, a bad colour and a missing phone, naming the field, and writes nothing', async () => {
      const taken = await add({ ...member, email: 'customer@example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('An account with this e-mail address already exists. Change its role instead.');
      const colour = await add({ ...member, colour: 'green' });
      expect(colour.statusCode).toBe(400);
      expect(colour.json().errors).toEqual([{ path: 'colour', msg: 'Choose a colour as #RRGGBB, for example #2f855a.' }]);
      const phone = await add({ ...member, phone: ' ' });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().errors[0].path).toBe('phone');
      expect(await rows()).toEqual([]);
      expect((await deliveredMail(t)).filter((m) => /crew account/.test(m.subject))).toEqual([]);
    });

    it('lets only an admin add one, and changes a colour and a phone', async () => {
      const customer = await loginAs(t.app, 'customer');
      expect((await add(member, customer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/users', payload: member })).statusCode).toBe(401);
      expect(await rows()).toEqual([]);

      const { id } = (await add(member)).json().data;
      const changed = await patch(id, { colour: '#B7791F', phone: '(425) 555-0100' });
      expect(changed.json().data).toMatchObject({ colour: '#b7791f', phone: '(425) 555-0100' });
      expect((await patch(id, { colour: 'red' })).statusCode).toBe(400);
      // An admin may set their own colour (they can be on the schedule too), not their own role.
      expect((await patch(await idOf('admin'), { colour: '#1d4ed8' })).statusCode).toBe(200);
    });
  });
});
