import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, loginAs } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('cross-site writes on %s', (engine) => {
  let t: TestApp;
  let headers: { cookie: string };
  beforeEach(async () => {
    t = await createTestApp(engine);
    headers = await loginAs(t.app, 'customer');
  });
  afterEach(async () => {
    await t.close();
  });

  const logout = (extra: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, ...extra } });
  const stillSignedIn = async () => (await t.app.inject({ url: '/api/auth/me', headers })).statusCode === 200;

  it('refuses a cookie-authenticated write from another origin, and nothing changes', async () => {
    const res = await logout({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'This request came from another site and was refused.' });
    expect(await stillSignedIn()).toBe(true);
  });

  it('refuses what the browser marks Sec-Fetch-Site: cross-site, and an opaque Origin', async () => {
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logout({ origin: 'null' })).statusCode).toBe(403);
    expect(await stillSignedIn()).toBe(true);
  });

  it('translates the refusal', async () => {
    const res = await logout({ origin: 'https://evil.example', cookie: `${headers.cookie}; lang=pt` });
    expect(res.json().message).toBe('Esta solicitação veio de outro site e foi recusada.');
  });

  it('accepts the same origin, PUBLIC_URL, and requests without Origin', async () => {
    expect(
      (await logout({ origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    headers = await loginAs(t.app, 'customer');
    expect((await logout({ origin: t.config.publicUrl })).statusCode).toBe(200);
    headers = await loginAs(t.app, 'customer');
    expect((await logout({})).statusCode).toBe(200);
  });

  it('lets reads through whatever their origin', async () => {
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('exempts bearer-token requests: a browser never adds that header for another site', async () => {
    const { email, password } = demoAccount('customer');
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site login too, so nobody is signed in to an account they did not choose', async () => {
    const { email, password } = demoAccount('customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
