import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

/*
 * The customer's proposal page as a browser without JavaScript uses it: server-rendered HTML and plain
 * form posts to the page's action. The browser test (tests/e2e/proposals.spec.ts) covers the same
 * story with JavaScript on a phone-sized page.
 */
describe.each(engines)('the proposal page without JavaScript on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const form = (url: string, fields: [string, string][], headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '203.0.113.9',
    });
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers, remoteAddress: '203.0.113.9' });
  /** A text as an element's content: the page carries its dictionary too, where the same words sit in quotes. */
  const shown = (text: string) => `>${text}<`;

  /** A quote request with a proposal (its lines plus an optional one) sent to `email`; the proposal and its page's path. */
  async function sent(email = 'quinn@example.org', language = 'en') {
    const quoteId = await insertQuoteRequest(t.app.ctx.db, {
      email,
      name: 'Quinn Quote',
      reference: `EVG-2026-${language.toUpperCase()}PAGE`,
    });
    await t.app.ctx.db.updateTable('quote_requests').set({ language_code: language }).where('id', '=', quoteId).execute();
    return { quoteId, ...(await sendProposal(t.app, admin, quoteId)) };
  }

  it('renders the proposal with its optional lines as checkboxes of the accept form, private and noindex', async () => {
    const { path, proposal } = await sent();
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.body).toContain('Proposal EVG-2026-ENPAGE');
    expect(res.body).toContain('Moss treatment');
    expect(res.body).toContain('$1,570.00');
    const optional = proposal.lines.find((l: { optional: boolean }) => l.optional);
    const checkbox = res.body.match(new RegExp(`<input[^>]*value="${optional.id}"[^>]*>`))?.[0] ?? '';
    for (const attribute of ['type="checkbox"', 'name="optional_line_ids"', 'form="proposal-accept"', 'checked=""'])
      expect(checkbox).toContain(attribute);
    // What the site's script needs to make the totals follow the boxes (src/web/enhance/proposal-totals.ts).
    expect(checkbox).toContain('data-amount="12000"');
    expect(res.body).toMatch(/<section[^>]*data-proposal-totals=""[^>]*data-required="145000"[^>]*data-tax-rate="0"/);
    expect(res.body).toMatch(/<span data-total="total"[^>]*>\$1,570\.00<\/span>/);
    // Complete HTML: no React in the browser.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('__reactRouterContext');
    const acceptForm = res.body.match(/<form[^>]*id="proposal-accept"[^>]*>/)?.[0] ?? '';
    expect(acceptForm).toContain('method="post"');
    expect(acceptForm).toContain(`action="${path}"`);
    expect(res.body).toContain(`href="${path}/pdf"`);
    expect((await page(path)).headers['x-page-cache']).toBeUndefined();
  });

  it('accepts through the form: refused without the terms box (nothing lost), then accepted with the lines ticked', async () => {
    const { path, proposal, quoteId } = await sent();
    const refused = await form(path, [
      ['intent', 'accept'],
      ['signature_name', 'Quinn Quote'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(shown('Tick the box to agree to the terms and conditions.'));
    expect(refused.body).toContain('value="Quinn Quote"');
    // The optional line was not ticked: it stays unticked, and the totals shown are without it.
    const box = refused.body.match(/<input[^>]*name="optional_line_ids"[^>]*>/)?.[0] ?? '';
    expect(box).not.toContain('checked');
    expect(refused.body).toMatch(/<span data-total="total"[^>]*>\$1,450\.00<\/span>/);

    // The optional line left unticked: the browser sends no value for it.
    const accepted = await form(path, [
      ['intent', 'accept'],
      ['signature_name', 'Quinn Quote'],
      ['accepted_terms', 'true'],
    ]);
    expect(accepted.statusCode).toBe(302);
    expect(accepted.headers.location).toBe(path);
    const after = await page(path);
    expect(after.body).toContain(shown('Thank you, Quinn Quote!'));
    expect(after.body).toContain('$1,450.00');
    expect(after.body).not.toContain('id="proposal-accept"');
    const row = await t.app.ctx.db
      .selectFrom('proposal_acceptances')
      .selectAll()
      .where('proposal_id', '=', proposal.id)
      .executeTakeFirstOrThrow();
    expect(row.total_cents).toBe(145_000);
    const lead = await t.app.ctx.db
      .selectFrom('quote_requests')
      .select('status')
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(lead.status).toBe('won');

    const again = await form(path, [
      ['intent', 'accept'],
      ['signature_name', 'Quinn Quote'],
      ['accepted_terms', 'true'],
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(shown('This proposal has already been accepted.'));
  });

  it('declines and asks for changes through the forms, in the customer language', async () => {
    const { path } = await sent('ana@example.org', 'es');
    const spanish = await page(`${path}?lang=es`);
    expect(spanish.body).toContain(shown('Aceptar propuesta'));
    expect(spanish.body).toContain('Diseño de paisajismo');

    const empty = await form(
      path,
      [
        ['intent', 'changes'],
        ['message', ' '],
      ],
      { cookie: 'lang=es' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(shown('Cuéntanos qué te gustaría cambiar.'));
    expect(
      (
        await form(path, [
          ['intent', 'changes'],
          ['message', '¿Podemos empezar en marzo?'],
        ])
      ).statusCode,
    ).toBe(302);
    expect((await page(`${path}?lang=es`)).body).toContain(shown('Recibimos tu solicitud de cambios'));
    expect(
      (
        await form(path, [
          ['intent', 'decline'],
          ['reason', ''],
        ])
      ).statusCode,
    ).toBe(302);
    const declined = await page(`${path}?lang=pt`);
    expect(declined.body).toContain(shown('Você recusou esta proposta'));
    expect(declined.body).not.toContain('id="proposal-accept"');
  });

  it('shows an expired proposal as such, with the way to reach the company and no way to accept it', async () => {
    const { path, proposal } = await sent();
    await t.app.ctx.db.updateTable('proposals').set({ valid_until: '2026-01-31' }).where('id', '=', proposal.id).execute();
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(shown('This proposal has expired'));
    expect(res.body).toMatch(/It was valid until [^<]*2026 and can no longer be accepted\./);
    expect(res.body).toContain('href="tel:+14255550142"');
    // The e-mail link wraps between words, never inside one ("Wr / ite to hello@…").
    const mailLinks = [...res.body.matchAll(/<a href="mailto:[^"]+" class="([^"]+)"/g)].map((m) => m[1]);
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const classes of mailLinks) expect(classes.split(' ')).not.toContain('break-all');
    expect(res.body).not.toMatch(/<form[^>]*id="proposal-accept"/);
    const accept = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=accept&signature_name=Quinn+Quote&accepted_terms=on',
    });
    expect(accept.body).toContain('This proposal has expired and can no longer be accepted.');
    expect(
      (await t.app.ctx.db.selectFrom('proposals').select('status').where('id', '=', proposal.id).executeTakeFirstOrThrow())
        .status,
    ).not.toBe('accepted');
  });

  it('limits readings of the page, HTML and .data alike, to 120 per 10 minutes per address, then the 429 page', async () => {
    const { path } = await sent();
    const unopened = await sent('ana@example.org', 'es');
    const from = (ip: string, url: string) => t.app.inject({ url, remoteAddress: ip });
    for (let i = 0; i < 120; i += 1) {
      const res = await from('198.51.100.60', i % 2 ? `${path}.data` : path);
      expect(res.statusCode, `reading ${i + 1}`).toBe(200);
    }

    // The 121st reading, of any proposal: refused before the link is looked up, so nothing is recorded.
    const refused = await from('198.51.100.60', unopened.path);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.body).toContain(shown('Too many attempts from your connection. Please try again in a few minutes.'));
    expect(refused.body).toContain('(425) 555-0142');
    expect(refused.body).not.toContain('Moss treatment');
    expect((await from('198.51.100.60', `${unopened.path}.data`)).statusCode).toBe(429);
    const row = await t.app.ctx.db
      .selectFrom('proposals')
      .select(['status', 'viewed_at'])
      .where('id', '=', unopened.proposal.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', viewed_at: null });

    // Another address reads on.
    const other = await from('198.51.100.61', unopened.path);
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Moss treatment');
  });

  it('answers a wrong link with the not-found page and the way to reach the company', async () => {
    const res = await page('/proposals/not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(shown('We could not find this proposal'));
    expect(res.body).toContain('(425) 555-0142');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leads from a replaced proposal to the revision in force once it is sent', async () => {
    const { path, proposal } = await sent();
    const revision = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/proposals/${proposal.id}`,
        headers: admin,
        payload: { version: proposal.version + 1, note: 'New start date in March.' },
      })
    ).json().data;
    const pending = await page(path);
    expect(pending.body).toContain(shown('This proposal has been replaced'));
    expect(pending.body).toContain(shown('The updated version will reach you by e-mail shortly.'));
    expect(pending.body).not.toContain('id="proposal-accept"');

    await t.app.inject({ method: 'POST', url: `/api/admin/proposals/${revision.id}/send`, headers: admin });
    expect((await page(path)).body).toContain(shown('See the current proposal'));
    const follow = await form(path, [['intent', 'current']]);
    expect(follow.statusCode).toBe(302);
    const current = String(follow.headers.location);
    expect(current).toMatch(/^\/proposals\/[A-Za-z0-9_-]{43}$/);
    expect(current).not.toBe(path);
    const body = (await page(current)).body;
    expect(body).toContain(shown('New start date in March.'));
    expect(body).toContain('id="proposal-accept"');
  });

  it('shows a signed-in customer the proposals sent to their e-mail and opens them through a fresh link', async () => {
    const email = demoAccount('customer').email;
    const { proposal } = await sent(email.toUpperCase());
    const { cookie } = await loginAs(t.app, 'customer');
    const dashboard = await page('/dashboard', { cookie });
    expect(dashboard.body).toContain('<h2 id="proposals-heading" class="text-xl font-semibold text-green-900">My proposals</h2>');
    expect(dashboard.body).toContain('Proposal EVG-2026-ENPAGE</h3>');
    expect(dashboard.body).toContain('$1,570.00');

    const open = await form(`/dashboard/proposals/${proposal.id}`, [], { cookie });
    expect(open.statusCode).toBe(302);
    expect(String(open.headers.location)).toMatch(/^\/proposals\/[A-Za-z0-9_-]{43}$/);
    expect((await page(String(open.headers.location))).body).toContain('Proposal EVG-2026-ENPAGE');

    // Someone else's proposal, or no sign-in: nothing.
    const { cookie: pro } = await loginAs(t.app, 'professional');
    expect((await form(`/dashboard/proposals/${proposal.id}`, [], { cookie: pro })).statusCode).toBe(404);
    expect((await form(`/dashboard/proposals/${proposal.id}`, [])).headers.location).toMatch(/^\/login/);
    expect((await page('/dashboard', { cookie: pro })).body).not.toContain('id="proposals-heading"');
    await deliveredMail(t);
  });
});
