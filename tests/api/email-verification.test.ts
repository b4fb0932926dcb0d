import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../src/server/users/admin-account.js';
import { login, loginAs, resetLinkMailed } from '../helpers/auth.js';
import { databaseRows } from '../helpers/db-state.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { loadPageBuild, visibleHtml } from '../helpers/page-build.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const VICTIM = 'victim@example.org';
const registration = (email: string, extra: Record<string, string> = {}) => ({
  first_name: 'Morgan',
  last_name: 'Reyes',
  email,
  password: 'lilac-trombone-42',
  user_type: 'client',
  ...extra,
});

const NOTICE = {
  en: 'Until you confirm it, this page shows only the quote requests you sent while signed in',
  es: 'Hasta que lo confirmes, esta página muestra solo las solicitudes de cotización que enviaste con tu sesión iniciada',
  pt: 'Até você confirmar, esta página mostra apenas os pedidos de orçamento que você enviou com a sessão iniciada',
};
const RESEND = { en: 'Send the link again', es: 'Enviar el enlace de nuevo', pt: 'Enviar o link de novo' };

describe.each(engines)('verified e-mail addresses on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });

  const register = (body: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { 'accept-language': lang } });
  const mailsTo = async (to: string) => (await deliveredMail(t)).filter((m) => m.to === to);
  const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/)![0]);
  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const dashboard = async (cookie: string, lang = 'en') =>
    visibleHtml((await t.app.inject({ url: '/dashboard', headers: { cookie: `${cookie}; lang=${lang}` } })).body);
  const openProposal = (cookie: string, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/dashboard/proposals/${id}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('hides proposals sent to an address until the account proves it owns it, and says why', async () => {
    const admin = await loginAs(t.app, 'admin');
    // A stranger's quote request and its proposal, sent to the victim's address.
    const quoteId = await insertQuoteRequest(t.app.ctx.db, { email: VICTIM, name: 'Victor Tim' });
    const proposal = await sendProposal(t.app, admin, quoteId);
    const reference = (await t.app.ctx.db.selectFrom('proposals').select('reference').executeTakeFirstOrThrow()).reference;

    // Someone registers the victim's address: nothing matched by e-mail shows.
    expect((await register(registration(VICTIM), 'es')).statusCode).toBe(201);
    const { cookie } = await login(t.app, VICTIM, 'lilac-trombone-42');
    for (const lang of ['en', 'es', 'pt'] as const) {
      const page = await dashboard(cookie, lang);
      expect(page).not.toContain(reference);
      expect(page).toContain(NOTICE[lang]);
      expect(page).toContain(RESEND[lang]);
    }
    expect((await openProposal(cookie, proposal.id)).statusCode).toBe(404);

    // What the account sent while signed in shows at once, with its proposal.
    const me = await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', VICTIM).executeTakeFirstOrThrow();
    const ownQuote = await insertQuoteRequest(t.app.ctx.db, { user_id: me.id, email: 'work@example.org' });
    const own = await sendProposal(t.app, admin, ownQuote);
    expect((await openProposal(cookie, own.id)).statusCode).toBe(302);

    // The link mailed at registration, in the registrant's language, proves the address: then everything shows.
    const [mail] = await mailsTo(VICTIM).then((m) => m.filter((x) => x.text.includes('/verify-email?token=')));
    expect(mail!.subject).toBe('Confirma tu correo electrónico en Evergreen Landscaping');
    const token = linkIn(mail!.text).searchParams.get('token')!;
    expect((await databaseRows(t.app.ctx.db)).get('email_verifications')!.join()).not.toContain(token);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Your e-mail address is confirmed.');
    const page = await dashboard(cookie);
    expect(page).toContain(reference);
    expect(page).not.toContain(NOTICE.en);
    expect((await openProposal(cookie, proposal.id)).statusCode).toBe(302);
    // The link works once: a second use says the address is confirmed, and changes nothing.
    expect((await verify(token)).json().message).toBe('Your e-mail address was already confirmed.');
  });

  it('sends the link again from the dashboard, with and without JavaScript, a few times an hour', async () => {
    expect((await register(registration('new@example.org'))).statusCode).toBe(201);
    const { cookie } = await login(t.app, 'new@example.org', 'lilac-trombone-42');
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-verification',
      headers: { cookie, 'accept-language': 'pt' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().message).toBe('Enviamos um novo link para new@example.org. Ele funciona por 24 horas.');
    const form = await t.app.inject({
      method: 'POST',
      url: '/dashboard',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=verify-email',
    });
    expect(form.statusCode).toBe(200);
    expect(visibleHtml(form.body)).toContain('We sent a new link to new@example.org. It works for 24 hours.');
    const links = (await mailsTo('new@example.org')).filter((m) => m.text.includes('/verify-email?token='));
    expect(links).toHaveLength(3);
    expect(links[1]!.subject).toBe('Confirme seu e-mail na Evergreen Landscaping');
    // Each link is its own: the first still works after new ones were sent.
    expect((await verify(linkIn(links[0]!.text).searchParams.get('token')!)).statusCode).toBe(200);

    // Limited per account: three an hour (the registration's own mail does not count).
    expect((await register(registration('other@example.org'))).statusCode).toBe(201);
    const other = await login(t.app, 'other@example.org', 'lilac-trombone-42');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/account/email-verification', headers: other })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses expired and unknown links; the page confirms only by its button', async () => {
    expect((await register(registration('late@example.org'))).statusCode).toBe(201);
    const [mail] = await mailsTo('late@example.org');
    const token = linkIn(mail!.text).searchParams.get('token')!;
    await t.app.ctx.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const bad of [token, 'unknown-token', ''])
      expect((await verify(bad)).json(), bad).toMatchObject({
        success: false,
        message: 'This confirmation link is invalid or has expired. Sign in and send a new one from your dashboard.',
      });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', 'late@example.org')
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
    // The page the link opens confirms by a button (a mail scanner opening the link uses nothing up).
    const page = await t.app.inject({ url: `/verify-email?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(visibleHtml(page.body)).toContain('Confirm my e-mail address');
  });

  it('counts demo accounts, admin:create accounts and a used reset link as verified', async () => {
    const profile = await t.app.inject({ url: '/api/account/profile', headers: await loginAs(t.app, 'customer') });
    expect(profile.json().data.email_verified_at).toEqual(expect.any(String));
    const { user } = await createOrPromoteAdmin(t.app.ctx.db, {
      email: 'owner@example.org',
      password: 'lilac-trombone-42',
      firstName: 'Olive',
      lastName: 'Green',
    });
    expect(user.email_verified_at).toEqual(expect.any(String));

    expect((await register(registration('forgetful@example.org'))).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'forgetful@example.org' } });
    const { url } = await resetLinkMailed(t, 'forgetful@example.org');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: url.searchParams.get('token'), password: 'fresh-lilac-43' },
    });
    expect(reset.statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', 'forgetful@example.org')
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toEqual(expect.any(String));
  });
});

describe.each(engines)('registration with an address that has an account, on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const register = (email: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email),
      headers: { 'accept-language': lang },
    });

  it('answers exactly as for a new address, and tells the owner instead, in the registrant’s language', async () => {
    const known = await register('customer@example.com', 'pt');
    const fresh = await register('fresh@example.org', 'pt');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.json()).toEqual({ success: true, message: 'Cadastro realizado com sucesso' });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const mail = (await deliveredMail(t)).filter((m) => m.to === 'customer@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Alguém tentou se cadastrar com seu e-mail na Evergreen Landscaping');
    expect(mail[0]!.text).toContain('/forgot-password');
    expect(mail[0]!.text).not.toContain('/verify-email');
    // The account is untouched: its password still signs in.
    await expect(login(t.app, 'customer@example.com', 'customer123')).resolves.toHaveProperty('cookie');
    // Notices are capped per account: a stranger cannot flood the owner's inbox.
    for (let i = 0; i < 4; i++) expect((await register('customer@example.com')).statusCode).toBe(201);
    expect((await deliveredMail(t)).filter((m) => m.to === 'customer@example.com')).toHaveLength(3);
  });

  it('takes about as long either way (both hash the password)', async () => {
    // Interleaved, so a busy machine slows both kinds alike; the medians are compared. Without the
    // password hash a known address would answer about ten times faster.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await register(email)).statusCode).toBe(201);
      return performance.now() - started;
    };
    await timed('warm-up@example.org');
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 7; i++) {
      fresh.push(await timed(`timing-${i}@example.org`));
      known.push(await timed('customer@example.com'));
    }
    const ratio = median(known) / median(fresh);
    expect(ratio).toBeGreaterThan(1 / 4);
    expect(ratio).toBeLessThan(4);
  });
});
