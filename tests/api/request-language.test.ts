import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/**
 * One rule decides a request's language for every door: ?lang=, then the language cookie, then
 * Accept-Language, then English. API messages, validation banners and field errors follow it.
 */
describe.each(engines)('the language of a request on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const wrongLogin = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload: { email: 'nobody@example.com', password: 'wrong-password' } });

  it('takes ?lang= first, then the cookie, then Accept-Language, then English', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/auth/login?lang=pt', { cookie: 'lang=es', 'accept-language': 'es' }, 'E-mail ou senha inválidos.'],
      ['/api/auth/login', { cookie: 'lang=es', 'accept-language': 'pt' }, 'Correo electrónico o contraseña incorrectos.'],
      ['/api/auth/login', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' }, 'E-mail ou senha inválidos.'],
      ['/api/auth/login', { 'accept-language': 'de-DE' }, 'Invalid e-mail or password.'],
    ];
    for (const [url, headers, message] of cases) {
      const res = await wrongLogin(url, headers);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(message);
    }
  });

  it('writes schema failures of any route in the same language, one error per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact?lang=es',
      payload: { name: '', email: 'not-an-address', message: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Corrige los errores de validación indicados abajo');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'message', 'name']);
    for (const error of body.errors) expect(error.msg).not.toMatch(/^contact\./);

    const pt = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { cookie: 'lang=pt' }, payload: {} });
    expect(pt.statusCode).toBe(400);
    expect(pt.json().message).toBe('Corrija os erros de validação abaixo');
  });
});
