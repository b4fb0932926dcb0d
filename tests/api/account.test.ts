import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, login, loginAs } from '../helpers/auth.js';
import { attachQuoteFile, insertQuoteRequest } from '../helpers/leads.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('the account API on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const userId = async (role: 'customer' | 'professional') =>
    (await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', demoAccount(role).email).executeTakeFirstOrThrow())
      .id;

  it('shows and edits the profile; the company counts only for professionals', async () => {
    const customer = await loginAs(t.app, 'customer');
    const put = (headers: Record<string, string>, body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/account/profile', headers, payload: body });
    const saved = await put(customer, {
      first_name: ' Casey ',
      last_name: 'Morgan-Lee',
      phone: '(425) 555-0111',
      address: '',
      company_name: 'Nope',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      first_name: 'Casey',
      last_name: 'Morgan-Lee',
      phone: '(425) 555-0111',
      address: null,
      company_name: null,
      role: 'customer',
    });
    expect((await t.app.inject({ url: '/api/account/profile', headers: customer })).json().data.last_name).toBe('Morgan-Lee');
    // The header reads the session user: the new name shows at once.
    expect((await t.app.inject({ url: '/api/auth/me', headers: customer })).json().data.last_name).toBe('Morgan-Lee');

    const pro = await loginAs(t.app, 'professional');
    const missing = await put(pro, { first_name: 'Pat', last_name: 'Rivera', company_name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'company_name', msg: 'Please enter your company name.' }]);
    expect(
      (await put(pro, { first_name: 'Pat', last_name: 'Rivera', company_name: 'Rivera & Sons' })).json().data.company_name,
    ).toBe('Rivera & Sons');

    const bad = await put(customer, { first_name: '', last_name: 'x'.repeat(101) });
    expect(bad.json().errors).toEqual([
      { path: 'first_name', msg: 'Please enter your first name.' },
      { path: 'last_name', msg: 'This is too long.' },
    ]);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { email, password } = demoAccount('customer');
    const here = await loginAs(t.app, 'customer');
    const elsewhere = await loginAs(t.app, 'customer');
    const change = (current: string, next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: here,
        payload: { current_password: current, new_password: next },
      });

    const wrong = await change('not-it', 'brand-new');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'current_password', msg: 'Your current password is not correct.' }]);
    expect((await change(password, '123')).json().errors).toEqual([
      { path: 'new_password', msg: 'Password must be at least 6 characters long' },
    ]);

    const done = await change(password, 'brand-new');
    expect(done.json()).toEqual({ success: true, message: 'Your password was changed. Your other sessions were signed out.' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: here })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: elsewhere })).statusCode).toBe(401);
    await expect(login(t.app, email, 'brand-new')).resolves.toHaveProperty('cookie');
  });

  it('limits guesses of the current password', async () => {
    const headers = await loginAs(t.app, 'customer');
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers,
        payload: { current_password: `no-${i}`, new_password: 'whatever1' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers,
      payload: { current_password: 'no', new_password: 'whatever1' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it("lists only the user's own quote requests, with estimate, status and files", async () => {
    const db = t.app.ctx.db;
    const mine = await insertQuoteRequest(db, {
      user_id: await userId('customer'),
      services: ['irrigation'],
      reference: 'Q-MINE',
      created_at: '2026-03-01T10:00:00.000Z',
    });
    await insertQuoteRequest(db, {
      user_id: await userId('customer'),
      reference: 'Q-MINE-2',
      status: 'quoted',
      created_at: '2026-03-02T10:00:00.000Z',
    });
    const theirs = await insertQuoteRequest(db, { user_id: await userId('professional'), reference: 'Q-THEIRS' });
    await insertQuoteRequest(db, { user_id: null, email: demoAccount('customer').email, reference: 'Q-ANON' });
    await attachQuoteFile(db, t.config.mediaDir, mine, 'yard.png', Buffer.from('png'), 'image/png');

    const headers = await loginAs(t.app, 'customer');
    const list = (await t.app.inject({ url: '/api/account/quotes', headers })).json().data;
    expect(list.map((q: { reference: string }) => q.reference)).toEqual(['Q-MINE-2', 'Q-MINE']);
    expect(list[1]).toMatchObject({
      status: 'new',
      services: ['irrigation'],
      total_price: 900,
      estimate: { totalPrice: 900, breakdown: [{ service: 'irrigation', cost: 750 }] },
      files: [{ id: expect.any(Number), name: 'yard.png', mime: 'image/png', size: 3 }],
    });

    expect((await t.app.inject({ url: `/api/account/quotes/${mine}`, headers })).json().data.reference).toBe('Q-MINE');
    const other = await t.app.inject({ url: `/api/account/quotes/${theirs}`, headers });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'This quote request does not exist.' });
    expect((await t.app.inject({ url: '/api/account/quotes/999999', headers })).statusCode).toBe(404);
  });
});
