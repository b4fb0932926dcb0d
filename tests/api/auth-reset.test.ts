import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPasswordResetUsable } from '../../src/server/auth/password-resets.js';
import { tokenId } from '../../src/server/auth/tokens.js';
import { demoAccount, login, loginAs, resetLinkMailed } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('password reset on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const { email, password } = demoAccount('customer');
  const forgot = (address: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: address }, headers });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword } });

  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const before = await loginAs(t.app, 'customer');
    const res = await forgot(email.toUpperCase());
    expect(res.json()).toEqual({
      success: true,
      message: 'If an account exists for that address, we have sent it a link to reset the password. Check your inbox.',
    });
    const { url, mail } = await resetLinkMailed(t, email);
    expect(mail.subject).toBe('Reset your Evergreen Landscaping password');
    expect(mail.text).toContain('expires in 1 hour');
    expect(url.origin + url.pathname).toBe(`${t.config.publicUrl}/reset-password`);
    const token = url.searchParams.get('token')!;
    expect(await isPasswordResetUsable(t.app.ctx, token)).toBe(true);

    const done = await reset(token, 'new-secret');
    expect(done.json()).toEqual({ success: true, message: 'Your password has been changed. You can now sign in.' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: before })).statusCode).toBe(401);
    await expect(login(t.app, email, password)).rejects.toThrow(/401/);
    await expect(login(t.app, email, 'new-secret')).resolves.toHaveProperty('cookie');

    const replay = await reset(token, 'another-one');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, message: 'This reset link is invalid or has expired.' });
    expect(await isPasswordResetUsable(t.app.ctx, token)).toBe(false);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const known = await forgot(email);
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await resetLinkMailed(t, email);
    expect((await deliveredMail(t)).map((m) => m.to)).toEqual([email]);
  });

  it('refuses a link after its hour', async () => {
    await forgot(email);
    const token = (await resetLinkMailed(t, email)).url.searchParams.get('token')!;
    await t.app.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await reset(token, 'new-secret')).statusCode).toBe(400);
    await expect(login(t.app, email, password)).resolves.toHaveProperty('cookie');
  });

  it('uses up every open link of the account once one is used', async () => {
    await forgot(email);
    const first = (await resetLinkMailed(t, email)).url.searchParams.get('token')!;
    await forgot(email);
    expect(await deliveredMail(t)).toHaveLength(2);
    const second = (await resetLinkMailed(t, email)).url.searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await reset(second, 'new-secret')).statusCode).toBe(200);
    expect((await reset(first, 'other-secret')).statusCode).toBe(400);
  });

  it('stores only the HMAC of the link token', async () => {
    await forgot(email);
    const token = (await resetLinkMailed(t, email)).url.searchParams.get('token')!;
    const rows = await t.app.ctx.db.selectFrom('password_resets').select('id').execute();
    expect(rows.map((r) => r.id)).toEqual([tokenId(token, t.config.sessionSecret)]);
  });

  it('writes the e-mail in the language of the request', async () => {
    await forgot(email, { 'accept-language': 'pt-BR' });
    const { mail } = await resetLinkMailed(t, email);
    expect(mail.subject).toBe('Redefina sua senha da Evergreen Landscaping');
    expect(mail.html).toContain('lang="pt"');
  });

  it('checks the new password and sends nothing to a disabled account', async () => {
    await forgot(email);
    const token = (await resetLinkMailed(t, email)).url.searchParams.get('token')!;
    const short = await reset(token, '123');
    expect(short.json().errors).toEqual([{ path: 'password', msg: 'Password must be at least 6 characters long' }]);
    expect(await isPasswordResetUsable(t.app.ctx, token)).toBe(true);

    const pro = demoAccount('professional').email;
    await t.app.ctx.db.updateTable('users').set({ is_disabled: 1 }).where('email', '=', pro).execute();
    expect((await forgot(pro)).statusCode).toBe(200);
    // Mail is written to the outbox before the answer: none was, and none is delivered.
    expect(await t.app.ctx.db.selectFrom('outbox').select('id').where('recipient', '=', pro).execute()).toEqual([]);
    expect((await deliveredMail(t)).filter((m) => m.to === pro)).toEqual([]);
  });
});
