import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, login, resetLinkMailed } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('login rate limits on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const attempt = (email: string, password: string, from = '203.0.113.7', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from, headers });
  const { email, password } = demoAccount('customer');

  it('stops guessing one account after 5 failures with 429, Retry-After and a translated message', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(email, `wrong-${i}`)).statusCode).toBe(401);
    const limited = await attempt(email, 'wrong-6', '203.0.113.7', { 'accept-language': 'es' });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.json()).toEqual({ success: false, message: 'Demasiados intentos. Vuelve a intentarlo en 15 min.' });
    // Even the right password waits: the limit is checked before the password.
    expect((await attempt(email, password)).statusCode).toBe(429);
  });

  it('does not let one visitor lock another out of the same account', async () => {
    for (let i = 0; i < 6; i++) await attempt(email, `wrong-${i}`, '203.0.113.7');
    expect((await attempt(email, 'wrong', '203.0.113.7')).statusCode).toBe(429);
    expect((await attempt(email, password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('stops one address trying many accounts after 20 failures', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`someone${i}@example.com`, 'guess123')).statusCode).toBe(401);
    expect((await attempt('another@example.com', 'guess123')).statusCode).toBe(429);
    expect((await attempt(email, password)).statusCode).toBe(429);
    expect((await attempt(email, password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('gives a successful login its per-address attempt back (an office behind one address keeps signing in)', async () => {
    for (let i = 0; i < 19; i++) expect((await attempt(`someone${i}@example.com`, 'guess123')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
    // The success took no place among the 20: one more failure still counts, the next is refused.
    expect((await attempt('another@example.com', 'guess123')).statusCode).toBe(401);
    expect((await attempt('a-third@example.com', 'guess123')).statusCode).toBe(429);
  });

  it('clears an address-and-account count after a successful login', async () => {
    for (let i = 0; i < 4; i++) await attempt(email, 'wrong');
    expect((await attempt(email, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
  });

  it('reserves each attempt before the password check, so a parallel burst checks at most 5 passwords', async () => {
    const burst = Array.from({ length: 200 }, (_, i) => attempt(email, i === 150 ? password : `wrong-${i}`));
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(195);
  });

  it('checks at most 5 current passwords of a parallel burst on the change-password form', async () => {
    const session = await login(t.app, email, password);
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: session,
        payload: { current_password: current, new_password: 'taken-over-1' },
      });
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => change(i === 40 ? password : `wrong-${i}`)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses[40]).toBe(429);
    // The password is still the owner's.
    expect((await attempt(email, password, '192.0.2.33')).statusCode).toBe(200);
  });

  it('slows a spread-out attack on one account down without locking its owner out', async () => {
    // The owner signed in on their laptop before: it carries the known-device mark.
    const before = await attempt(email, password, '192.0.2.10');
    const device = [before.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('device='))!
      .split(';')[0]!;
    // 60 addresses guess at the account: past 50, unknown browsers may try only every 30 s.
    for (let i = 0; i < 60; i++) await attempt(email, `wrong-${i}`, `198.51.100.${i + 1}`);
    const stranger = await attempt(email, 'wrong', '203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The owner's own laptop is not slowed at all, from any address.
    expect((await attempt(email, password, '192.0.2.77', { cookie: device })).statusCode).toBe(200);
  });

  it('ends the slow-down of an attacked account when its owner resets the password', async () => {
    for (let i = 0; i < 60; i++) await attempt(email, `wrong-${i}`, `198.51.100.${i + 1}`);
    expect((await attempt(email, password, '192.0.2.50')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: '192.0.2.50' });
    const { url } = await resetLinkMailed(t, email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: url.searchParams.get('token'), password: 'fresh-start-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, 'fresh-start-1', '192.0.2.51')).statusCode).toBe(200);
  });

  it("lets a stranger's reset requests neither block nor disarm the owner's reset", async () => {
    const forgot = (from: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: from });
    for (let i = 0; i < 5; i++) expect((await forgot('203.0.113.66')).statusCode).toBe(200);
    // The owner asks from home: the same answer, and a link in their mailbox that works.
    expect((await forgot('192.0.2.8')).statusCode).toBe(200);
    const { url } = await resetLinkMailed(t, email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: url.searchParams.get('token'), password: 'owner-again-1' },
    });
    expect(reset.statusCode).toBe(200);
    // The stranger's address is stopped after 10 requests; mail per account stays capped at 5.
    for (let i = 0; i < 5; i++) await forgot('203.0.113.66');
    expect((await forgot('203.0.113.66')).statusCode).toBe(429);
    expect((await deliveredMail(t)).filter((m) => m.to === email).length).toBeLessThanOrEqual(5);
  });
});
