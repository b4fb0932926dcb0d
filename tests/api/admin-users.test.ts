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
    const address = 'rio.mower@example.com';
    const add = (payload: object, headers: Record<string, string> = admin, url = '/api/admin/users') =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const rowsOf = (email: string) => t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();
    const rows = () => rowsOf(address);
    const invitations = async (to = address) =>
      (await deliveredMail(t)).filter((m) => m.to === to && /crew account/.test(m.subject));

    it('adds a crew member with a colour, who chooses a password from the e-mailed invitation and signs in as crew', async () => {
      // The admin reads the screen in Portuguese; the invitation is in the company's language.
      const res = await add(member, { ...admin, 'accept-language': 'pt' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        data: { email: address, role: 'crew', colour: '#2f855a', phone: '(206) 555-0142', is_disabled: false },
      });
      const [row, ...more] = await rows();
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        role: 'crew',
        colour: '#2f855a',
        phone: '(206) 555-0142',
        first_name: 'Rio',
        email_verified_at: null,
      });
      // Listed with its colour, under the crew.
      const listed = (await t.app.inject({ url: '/api/admin/users?role=crew', headers: admin })).json().data.users;
      expect(listed).toEqual([expect.objectContaining({ id: row.id, colour: '#2f855a', phone: '(206) 555-0142' })]);

      // The outbox row was written with the account.
      const queued = await t.app.ctx.db.selectFrom('outbox').selectAll().where('kind', '=', 'crew-invitation').execute();
      expect(queued).toHaveLength(1);
      const mails = await invitations();
      expect(mails).toHaveLength(1);
      const [invitation] = mails;
      expect(invitation.subject).toBe('Your Evergreen Landscaping crew account');
      expect(invitation.text).toContain('Hello Rio,');
      const token = /\/reset-password\?token=([\w-]+)/.exec(invitation.text)![1]!;
      // Nobody can sign in before the member chose a password.
      await expect(login(t.app, address, 'Edge-the-lawn-42')).rejects.toThrow(/401/);
      const chosen = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Edge-the-lawn-42' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const session = await login(t.app, address, 'Edge-the-lawn-42');
      const me = await t.app.inject({ url: '/api/auth/me', headers: session });
      expect(me.json().data).toMatchObject({ email: address, role: 'crew' });
      // The invitation reached the address: it counts as proven.
      expect((await rows())[0].email_verified_at).not.toBeNull();
      // The invitation works a week, not the hour of a reset link.
      const reset = await t.app.ctx.db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(reset.expires_at) - Date.parse(reset.created_at)).toBe(7 * 24 * 3600 * 1000);
      // And once.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Other-pass-77' },
      });
      expect(again.statusCode).toBe(400);
    });

    it('refuses an e-mail that already has an account with 409, in the admin language, and writes nothing more', async () => {
      expect((await add(member)).statusCode).toBe(201);
      const twice = await add({ ...member, email: ' RIO.mower@example.COM ', first_name: 'Other' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        success: false,
        message: 'An account with this e-mail address already exists. Change its role instead.',
      });
      expect(await rows()).toHaveLength(1);
      expect((await rows())[0].first_name).toBe('Rio');
      expect(await invitations()).toHaveLength(1);

      const customer = demoAccount('customer').email;
      const taken = await add({ ...member, email: customer }, admin, '/api/admin/users?lang=es');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Ya existe una cuenta con este correo electrónico. Cambia su rol en su lugar.');
      expect(await rowsOf(customer)).toEqual([expect.objectContaining({ role: 'customer', colour: null })]);
      expect(await invitations(customer)).toEqual([]);
    });

    it('refuses a bad or missing colour, a missing phone or name with 400 naming the field, and writes nothing', async () => {
      const colourError = [{ path: 'colour', msg: 'Choose a colour as #RRGGBB, for example #2f855a.' }];
      for (const colour of ['green', '#2f855', '#2f855a0', '2f855a', '#gg855a']) {
        const res = await add({ ...member, colour });
        expect(res.statusCode, colour).toBe(400);
        expect(res.json().errors, colour).toEqual(colourError);
      }
      const { colour: _colour, ...noColour } = member;
      expect((await add(noColour)).json().errors).toEqual(colourError);
      const phone = await add({ ...member, phone: ' ' });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().errors).toEqual([{ path: 'phone', msg: 'Enter a phone number: the office calls the crew on it.' }]);
      const { phone: _phone, ...noPhone } = member;
      expect((await add(noPhone)).json().errors.map((e: { path: string }) => e.path)).toEqual(['phone']);
      const name = await add({ ...member, first_name: '' });
      expect(name.statusCode).toBe(400);
      expect(name.json().errors.map((e: { path: string }) => e.path)).toEqual(['first_name']);
      const email = await add({ ...member, email: 'not-an-address' });
      expect(email.statusCode).toBe(400);
      expect(email.json().errors.map((e: { path: string }) => e.path)).toEqual(['email']);

      expect(await rows()).toEqual([]);
      expect(await t.app.ctx.db.selectFrom('users').select('id').where('role', '=', 'crew').execute()).toEqual([]);
      expect(await t.app.ctx.db.selectFrom('outbox').select('id').where('kind', '=', 'crew-invitation').execute()).toEqual([]);
    });

    it('lets only an admin add one: a customer gets 403, a visitor 401, and nothing is written', async () => {
      const customer = await loginAs(t.app, 'customer');
      expect((await add(member, customer)).statusCode).toBe(403);
      expect((await add(member, {})).statusCode).toBe(401);
      expect(await rows()).toEqual([]);
      expect(await t.app.ctx.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
      expect(await invitations()).toEqual([]);
    });

    it('changes a colour and a phone, refusing a bad colour or an empty phone', async () => {
      const { id } = (await add(member)).json().data;
      const changed = await patch(id, { colour: '#B7791F' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ id, colour: '#b7791f', phone: '(206) 555-0142', role: 'crew' });
      expect((await rows())[0]).toMatchObject({ colour: '#b7791f', phone: '(206) 555-0142', role: 'crew' });

      expect((await patch(id, { phone: ' (425) 555-0100 ' })).json().data.phone).toBe('(425) 555-0100');
      expect((await rows())[0]).toMatchObject({ colour: '#b7791f', phone: '(425) 555-0100' });

      const red = await patch(id, { colour: 'red' });
      expect(red.statusCode).toBe(400);
      expect(red.json().errors).toEqual([{ path: 'colour', msg: 'Choose a colour as #RRGGBB, for example #2f855a.' }]);
      const noPhone = await patch(id, { phone: '' });
      expect(noPhone.statusCode).toBe(400);
      expect(noPhone.json().errors[0].path).toBe('phone');
      expect((await rows())[0]).toMatchObject({ colour: '#b7791f', phone: '(425) 555-0100' });

      // Only an admin changes it.
      const customer = await loginAs(t.app, 'customer');
      expect((await patch(id, { colour: '#000000' }, customer)).statusCode).toBe(403);
      expect((await rows())[0].colour).toBe('#b7791f');

      // An admin may set their own colour (they can be on the schedule too), not their own role.
      const own = await patch(await idOf('admin'), { colour: '#1D4ED8' });
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ role: 'admin', colour: '#1d4ed8' });
    });
  });
});
