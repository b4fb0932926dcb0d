import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenId } from '../../src/server/auth/tokens.js';
import { demoAccount, login, loginAs, sessionCookieOf } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(engines)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
  const sessions = () => t.app.ctx.db.selectFrom('sessions').selectAll().execute();

  it('logs in with the response of docs/decisions/0006 and an httpOnly, SameSite=Lax browser-session cookie', async () => {
    const { email, password } = demoAccount('professional');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      token: expect.any(String),
      user: {
        id: expect.any(Number),
        email,
        first_name: 'Pat',
        last_name: 'Rivera',
        role: 'professional',
        company_name: 'Rivera Garden Works',
      },
    });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const cookie = String([res.headers['set-cookie']].flat().find((c) => c?.startsWith('session=')));
    expect(cookie).toContain(`session=${body.token}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it('keeps a remember-me session across browser restarts (persistent cookie) and for longer', async () => {
    const { email, password } = demoAccount('customer');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, remember: true } });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=7776000/);
    const [row] = await sessions();
    expect(row.remember).toBe(1);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * DAY);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp(engine, { secureCookies: true });
    try {
      const { email, password } = demoAccount('customer');
      const res = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('stores only the HMAC of the token, never the token', async () => {
    const { email, password } = demoAccount('customer');
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json();
    const rows = await sessions();
    expect(rows.map((r) => r.id)).toEqual([tokenId(token, t.config.sessionSecret)]);
    expect(rows[0].id).not.toBe(token);
  });

  it('answers the signed-in user at GET /api/auth/me, by cookie or bearer token', async () => {
    expect((await t.app.inject('/api/auth/me')).statusCode).toBe(401);
    const { email, password } = demoAccount('admin');
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json();
    const byCookie = await me({ cookie: `session=${token}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data).toMatchObject({ email, role: 'admin' });
    expect(byCookie.json().data).not.toHaveProperty('password_hash');
    expect((await me({ authorization: `Bearer ${token}` })).json().data.email).toBe(email);
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('renews the session at login: a token from before login is worthless after it', async () => {
    const first = await loginAs(t.app, 'customer');
    const { email, password } = demoAccount('customer');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: first, payload: { email, password } });
    const second = { cookie: sessionCookieOf(again.headers['set-cookie']) };
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect(await sessions()).toHaveLength(1);
  });

  it('ends the session at logout: the cookie and the bearer token cannot be replayed', async () => {
    const { email, password } = demoAccount('customer');
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `session=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You are logged out.' });
    expect(String(res.headers['set-cookie'])).toMatch(/session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((await me({ cookie: `session=${token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect(await sessions()).toHaveLength(0);
  });

  it('drops a cookie whose session has ended, and a login through it sets only the new one', async () => {
    const stale = { cookie: 'session=ended-long-ago' };
    const res = await me(stale);
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/^session=;/);
    const { email, password } = demoAccount('customer');
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: stale, payload: { email, password } });
    const cookies = [fresh.headers['set-cookie']].flat().filter((c) => c?.startsWith('session='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toContain(`session=${fresh.json().token}`);
  });

  it('ends a session at its idle limit and at its absolute limit', async () => {
    const headers = await loginAs(t.app, 'customer');
    const db = t.app.ctx.db;
    await db
      .updateTable('sessions')
      .set({ expires_at: iso(Date.now() - 1000) })
      .execute();
    expect((await me(headers)).statusCode).toBe(401);
    expect(await sessions()).toHaveLength(0);

    const fresh = await loginAs(t.app, 'customer');
    // Seen a minute ago and idle deadline ahead, but started 31 days ago: past the 30-day limit.
    await db
      .updateTable('sessions')
      .set({ created_at: iso(Date.now() - 31 * DAY) })
      .execute();
    expect((await me(fresh)).statusCode).toBe(401);
  });

  it('lets a remember-me session live past 30 days, up to 90', async () => {
    const { email, password } = demoAccount('customer');
    const headers = await login(t.app, email, password, true);
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ created_at: iso(Date.now() - 60 * DAY), last_seen_at: iso(Date.now() - 2 * DAY) })
      .execute();
    expect((await me(headers)).statusCode).toBe(200);
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ created_at: iso(Date.now() - 91 * DAY) })
      .execute();
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute and slides the idle deadline', async () => {
    const headers = await loginAs(t.app, 'customer');
    const [before] = await sessions();
    await me(headers);
    expect((await sessions())[0].last_seen_at).toBe(before.last_seen_at);
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: iso(Date.now() - 2 * 60_000), expires_at: iso(Date.now() + DAY) })
      .execute();
    await me(headers);
    const [after] = await sessions();
    expect(Date.now() - Date.parse(after.last_seen_at)).toBeLessThan(10_000);
    expect(Date.parse(after.expires_at)).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('refuses wrong passwords and unknown e-mails with the same answer', async () => {
    const { email } = demoAccount('customer');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-one' } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-one' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid e-mail or password.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('gives a disabled account no session and no login', async () => {
    const headers = await loginAs(t.app, 'customer');
    await t.app.ctx.db.updateTable('users').set({ is_disabled: 1 }).where('email', '=', demoAccount('customer').email).execute();
    expect((await me(headers)).statusCode).toBe(401);
    const { email, password } = demoAccount('customer');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is disabled. Please contact us.');
  });
});
