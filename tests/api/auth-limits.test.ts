import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../helpers/auth.js';
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

  it('clears an address-and-account count after a successful login', async () => {
    for (let i = 0; i < 4; i++) await attempt(email, 'wrong');
    expect((await attempt(email, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
  });

  it('limits reset e-mails per account', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.com' } });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
