import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const payload = {
  first_name: 'Morgan',
  last_name: 'Reyes',
  email: 'Morgan.Reyes@Example.org',
  password: 'garden1',
  phone: '(206) 555-0199',
  address: '1 Pine St, Seattle',
  company_name: '',
  user_type: 'client',
};

describe.each(engines)('registration on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const register = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
  const account = (email: string) =>
    t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const userCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers a customer with an argon2id hash, who can then log in', async () => {
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    // The same answer as for an address that has an account (auth-enumeration in email-verification.test.ts).
    expect(res.json()).toEqual({ success: true, message: 'Registration successful' });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'morgan.reyes@example.org')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({
      first_name: 'Morgan',
      last_name: 'Reyes',
      company_name: null,
      phone: '(206) 555-0199',
      address: '1 Pine St, Seattle',
      role: 'customer',
      is_disabled: 0,
      email_verified_at: null,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    await expect(login(t.app, 'morgan.reyes@example.org', 'garden1')).resolves.toHaveProperty('cookie');
  });

  it('registers a professional (specialist) with the required company name', async () => {
    const missing = await register({ ...payload, user_type: 'specialist' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'Please fix the validation errors below',
      errors: [{ path: 'company_name', msg: 'Please enter your company name.' }],
    });
    const res = await register({ ...payload, user_type: 'specialist', company_name: 'Reyes Gardens' });
    expect(res.statusCode).toBe(201);
    expect(await account('morgan.reyes@example.org')).toMatchObject({ role: 'professional', company_name: 'Reyes Gardens' });
  });

  it('keeps no company for a customer and never makes an admin', async () => {
    expect((await register({ ...payload, company_name: 'Ignored Inc' })).statusCode).toBe(201);
    expect((await account('morgan.reyes@example.org')).company_name).toBeNull();
    const admin = await register({ ...payload, email: 'x@example.org', user_type: 'admin' });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors).toEqual([{ path: 'user_type', msg: 'Please choose an account type.' }]);
  });

  it('answers every field error by payload field name, and changes nothing', async () => {
    const before = await userCount();
    const res = await register({ first_name: '', last_name: ' ', email: 'not-an-email', password: '12345', user_type: 'client' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'first_name', msg: 'Please enter your first name.' },
      { path: 'last_name', msg: 'Please enter your last name.' },
      { path: 'email', msg: 'Please enter a valid e-mail address.' },
      { path: 'password', msg: 'Password must be at least 6 characters long' },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('translates the messages into the visitor language', async () => {
    const es = await register({ ...payload, password: '1' }, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.json()).toMatchObject({
      message: 'Corrige los errores de validación indicados abajo',
      errors: [{ path: 'password', msg: 'La contraseña debe tener al menos 6 caracteres' }],
    });
    const pt = await register({ ...payload, password: '1' }, { cookie: 'lang=pt', 'accept-language': 'es' });
    expect(pt.json().errors[0].msg).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it('answers a taken e-mail (in any letter case) exactly as a new one, and changes nothing of the account', async () => {
    await register(payload);
    const before = await userCount();
    const res = await register({ ...payload, email: 'MORGAN.reyes@example.org', first_name: 'Other', password: 'other-pass-77' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Registration successful' });
    expect(await userCount()).toBe(before);
    expect((await account('morgan.reyes@example.org')).first_name).toBe('Morgan');
    await expect(login(t.app, 'morgan.reyes@example.org', 'other-pass-77')).rejects.toThrow();
  });
});
