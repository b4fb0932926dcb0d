import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, login, loginAs, resetLinkMailed } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const registration = {
  first_name: 'Morgan',
  last_name: 'Reyes',
  email: 'morgan@example.org',
  phone: '',
  address: '',
  company_name: '',
  user_type: 'client',
};

const COMMON = {
  en: 'This password is one of the most common ones and easy to guess. Please choose another.',
  es: 'Esta contraseña es de las más comunes y fácil de adivinar. Elige otra.',
  pt: 'Esta senha é uma das mais comuns e fácil de adivinhar. Escolha outra.',
};
const BLANK = {
  en: 'A password cannot be only spaces.',
  es: 'La contraseña no puede tener solo espacios.',
  pt: 'A senha não pode ter apenas espaços.',
};

describe.each(engines)('common passwords on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const users = async () => (await t.app.ctx.db.selectFrom('users').select('email').execute()).map((u) => u.email);

  it('are refused at registration with a message under the password field, in the visitor’s language', async () => {
    const before = await users();
    for (const [lang, message] of Object.entries(COMMON)) {
      for (const password of ['123456', 'password', 'Password1', 'qwerty']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...registration, password },
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'password', msg: message }]);
      }
    }
    for (const [lang, message] of Object.entries(BLANK)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration, password: '      ' },
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'password', msg: message }]);
    }
    // SPEC.md's minimum and its message stay.
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration, password: 'ab1' },
    });
    expect(short.json().errors).toEqual([{ path: 'password', msg: 'Password must be at least 6 characters long' }]);
    expect(await users()).toEqual(before);
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration, password: 'lilac-trombone-42' },
    });
    expect(fine.statusCode).toBe(201);
  });

  it('are refused when a reset link sets the password, and the link still works for a good one', async () => {
    const email = demoAccount('customer').email;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const { url } = await resetLinkMailed(t, email);
    const token = url.searchParams.get('token')!;
    for (const password of ['iloveyou', '        ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password },
        headers: { 'accept-language': 'pt' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'password', msg: password.trim() ? COMMON.pt : BLANK.pt }]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'lilac-trombone-42' },
    });
    expect(ok.statusCode).toBe(200);
    await expect(login(t.app, email, 'lilac-trombone-42')).resolves.toHaveProperty('cookie');
  });

  it('are refused when a signed-in user changes the password, and the old one stays', async () => {
    const headers = { ...(await loginAs(t.app, 'customer')), 'accept-language': 'es' };
    const { password } = demoAccount('customer');
    for (const next of ['letmein1', '123456789', '\t\t\t\t\t\t']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: password, new_password: next },
        headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'new_password', msg: next.trim() ? COMMON.es : BLANK.es }]);
    }
    await expect(login(t.app, demoAccount('customer').email, password)).resolves.toHaveProperty('cookie');
  });
});
