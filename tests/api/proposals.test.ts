import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, companyDay } from '../../src/domain/proposals/model.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { insertContactMessage, insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { multipart, pngImage } from '../helpers/multipart.js';
import { pdfText, pdfTools } from '../helpers/pdf.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const COMPANY_EMAIL = 'hello@evergreen-landscaping.example';

describe.each(engines)('proposals on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let quoteId: number;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
    quoteId = await insertQuoteRequest(t.app.ctx.db, {
      name: 'Quinn Quote',
      email: 'quinn@example.org',
      reference: 'EVG-2026-QUINN2',
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.app.ctx.db;
  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const customer = (method: string, url: string, payload?: unknown, ip = '203.0.113.7') =>
    t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (type = 'quote', id = quoteId) =>
    (await call('POST', `/api/admin/leads/${type}/${id}/proposals`)).json().data;
  const leadOf = async (type = 'quote', id = quoteId) => (await call('GET', `/api/admin/leads/${type}/${id}`)).json().data;
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const sentProposal = () => sendProposal(t.app, admin, quoteId);
  const proposalRow = (id: number) => db().selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('makes a draft from a quote request: catalogue lines, the company tax rate, 30 days of validity', async () => {
    const settings = (await call('GET', '/api/settings/company')).json().data;
    expect(settings.taxRatePercent).toBe(0);
    expect((await call('PUT', '/api/admin/settings/company', { ...settings, taxRatePercent: 10.25 })).statusCode).toBe(200);

    const res = await call('POST', `/api/admin/leads/quote/${quoteId}/proposals`);
    expect(res.statusCode).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({
      lead_type: 'quote',
      lead_id: quoteId,
      reference: 'EVG-2026-QUINN2',
      revision: 1,
      status: 'draft',
      customer_email: 'quinn@example.org',
      tax_rate: 10.25,
      valid_until: addDays(companyDay(), 30),
      note: '',
    });
    expect(
      draft.lines.map((l: Record<string, unknown>) => [l.description, l.quantity, l.unit, l.unit_price_cents, l.optional]),
    ).toEqual([
      ['Landscape Design', 1, 'per project', 50_000, false],
      ['Sprinkler System Installation', 1, 'per zone', 95_000, false],
    ]);
    // 1,450.00 + 10.25 % tax (148.625 → 148.63) = 1,598.63
    expect(draft.totals).toEqual({
      required_cents: 145_000,
      optional_cents: 0,
      subtotal_cents: 145_000,
      tax_cents: 14_863,
      total_cents: 159_863,
    });
    const events = (await leadOf()).events;
    expect(events.at(-1)).toMatchObject({ kind: 'proposal', action: 'created', author: 'Alex Admin' });

    const again = await call('POST', `/api/admin/leads/quote/${quoteId}/proposals`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This lead already has a proposal: edit it instead.');
    expect((await call('GET', `/api/admin/leads/quote/${quoteId}/proposals`)).json().data).toHaveLength(1);
    expect((await call('POST', '/api/admin/leads/quote/99999/proposals')).statusCode).toBe(404);
  });

  it('writes the lines in the language of the request, and starts empty from a contact message', async () => {
    await db().updateTable('quote_requests').set({ language_code: 'es' }).where('id', '=', quoteId).execute();
    const draft = await create();
    expect(draft.language).toBe('es');
    expect(draft.lines.map((l: { description: string; unit: string }) => [l.description, l.unit])).toEqual([
      ['Diseño de paisajismo', 'por proyecto'],
      ['Instalación de sistemas de aspersores', 'por zona'],
    ]);

    const contactId = await insertContactMessage(db(), { name: 'Dana Contact', email: 'dana@example.org' });
    const empty = await create('contact', contactId);
    expect(empty).toMatchObject({ lead_type: 'contact', lines: [], status: 'draft', customer_name: 'Dana Contact' });
    expect(empty.reference).toMatch(/^EVG-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
    const send = await call('POST', `/api/admin/proposals/${empty.id}/send`);
    expect(send.statusCode).toBe(400);
    expect(send.json().message).toBe('Add at least one line before sending.');
    expect((await proposalRow(empty.id)).status).toBe('draft');
  });

  it('saves a draft in place and refuses a stale version or bad lines without changing it', async () => {
    const draft = await create();
    const lines = [
      { description: 'Design consultation', quantity: 2.5, unit: 'hour', unit_price_cents: 9_500 },
      { description: 'Native shrubs', quantity: 12, unit: 'plant', unit_price_cents: 4_599, optional: true },
    ];
    const res = await call('PUT', `/api/admin/proposals/${draft.id}`, {
      version: draft.version,
      lines,
      note: 'Includes haul-away.',
      valid_until: addDays(companyDay(), 14),
      tax_rate: 8.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ id: draft.id, version: draft.version + 1, revision: 1, status: 'draft', tax_rate: 8.5 });
    expect(saved.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([23_750, 55_188]);
    // 237.50 + 551.88 = 789.38; 8.5 % = 67.0973 → 67.10
    expect(saved.totals).toMatchObject({ required_cents: 23_750, optional_cents: 55_188, tax_cents: 6_710, total_cents: 85_648 });
    expect((await proposalRow(draft.id)).total_cents).toBe(85_648);

    const stale = await call('PUT', `/api/admin/proposals/${draft.id}`, { version: draft.version, note: 'Old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone changed this proposal since you opened it. Reload to see the latest version.');

    const bad = await call('PUT', `/api/admin/proposals/${draft.id}`, {
      version: saved.version,
      lines: [{ description: ' ', quantity: 0.333, unit_price_cents: 10.5 }],
      valid_until: '2020-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'lines.0.description', msg: 'Describe the line.' },
        { path: 'lines.0.quantity', msg: 'Enter a quantity above 0 with at most two decimals.' },
        { path: 'lines.0.unit_price_cents', msg: 'Enter a price of 0 or more, in cents.' },
      ]),
    );
    const past = await call('PUT', `/api/admin/proposals/${draft.id}`, { version: saved.version, valid_until: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'valid_until', msg: 'Choose a date from today to one year ahead.' }]);
    expect((await call('GET', `/api/admin/proposals/${draft.id}`)).json().data).toEqual(saved);

    // Without a version (an API client written from SPEC.md) the save applies to the current one.
    const unversioned = await call('PUT', `/api/admin/proposals/${draft.id}`, { note: 'No version sent' });
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json().data).toMatchObject({ note: 'No version sent', version: saved.version + 1 });
  });

  it('sends the link in the request language, moves the lead to quoted and records it', async () => {
    await db().updateTable('quote_requests').set({ language_code: 'pt' }).where('id', '=', quoteId).execute();
    const draft = await create();
    const res = await call('POST', `/api/admin/proposals/${draft.id}/send`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('sent');
    expect(data.url).toMatch(new RegExp(`^${t.config.publicUrl}/proposals/[A-Za-z0-9_-]{43}\\?lang=pt$`));

    const mail = (await deliveredMail(t)).find((m) => m.to === 'quinn@example.org')!;
    expect(mail.subject).toBe('Sua proposta EVG-2026-QUINN2 da Evergreen Landscaping');
    expect(mail.text).toContain(data.url);
    expect(mail.text).toContain('Ver sua proposta');
    expect(mail.text).toContain('US$\u00a01.450,00');
    // Only the token's HMAC is stored.
    const stored = await db().selectFrom('proposal_tokens').select('id').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].id).not.toBe(tokenOf(data.url));

    const lead = await leadOf();
    expect(lead.quote.status).toBe('quoted');
    expect(lead.events.at(-1)).toMatchObject({ kind: 'proposal', action: 'sent', status: 'quoted', author: 'Alex Admin' });
    const inbox = (await call('GET', '/api/admin/leads')).json().data.leads;
    expect(inbox.find((l: { id: number; type: string }) => l.type === 'quote' && l.id === quoteId).proposal).toEqual({
      id: draft.id,
      status: 'sent',
      revision: 1,
      total_cents: 145_000,
    });

    // Sent again: a new link, the same proposal.
    const again = await call('POST', `/api/admin/proposals/${draft.id}/send`);
    expect(again.json().data.url).not.toBe(data.url);
    expect((await db().selectFrom('proposal_tokens').select('id').execute()).length).toBe(2);
  });

  it('shows the customer the proposal, noindex and uncached, and records the first opening once', async () => {
    const { token, proposal } = await sentProposal();
    // An admin checking the link is not the customer opening it.
    expect((await call('GET', `/api/proposals/${token}`)).json().data.status).toBe('sent');

    const res = await customer('GET', `/api/proposals/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const view = res.json().data;
    expect(view).toMatchObject({ status: 'viewed', can_answer: true, customer_name: 'Quinn Quote', acceptance: null });
    expect(view.lines.map((l: { id: string }) => l.id)).toEqual(proposal.lines.map((l: { id: string }) => l.id));
    expect(view).not.toHaveProperty('customer_email');
    expect(view).not.toHaveProperty('id');

    await customer('GET', `/api/proposals/${token}`);
    const viewed = (await leadOf()).events.filter((e: { action: string }) => e.action === 'viewed');
    expect(viewed).toEqual([expect.objectContaining({ kind: 'proposal', author: 'Quinn Quote' })]);
  });

  it('accepts once: the chosen lines and total as an immutable snapshot, the lead won, both e-mails with the PDF', async () => {
    const { token, proposal } = await sentProposal();
    await deliveredMail(t);
    const optional = proposal.lines.find((l: { optional: boolean }) => l.optional);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${token}/accept`,
      remoteAddress: '198.51.100.23',
      headers: { 'user-agent': 'PhoneBrowser/1.0' },
      payload: { signature_name: ' Quinn Quote ', accepted_terms: true, optional_line_ids: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view.status).toBe('accepted');
    expect(view.acceptance).toMatchObject({
      signature_name: 'Quinn Quote',
      optional_line_ids: [],
      totals: { required_cents: 145_000, optional_cents: 0, subtotal_cents: 145_000, tax_cents: 0, total_cents: 145_000 },
    });
    expect(view.acceptance.lines.find((l: { id: string }) => l.id === optional.id).included).toBe(false);

    const stored = await db().selectFrom('proposal_acceptances').selectAll().where('proposal_id', '=', proposal.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      signature_name: 'Quinn Quote',
      ip_address: '198.51.100.23',
      user_agent: 'PhoneBrowser/1.0',
    });
    expect(stored[0].total_cents).toBe(145_000);

    const lead = await leadOf();
    expect(lead.quote.status).toBe('won');
    expect(lead.events.at(-1)).toMatchObject({ kind: 'proposal', action: 'accepted', status: 'won', author: 'Quinn Quote' });

    const mails = await deliveredMail(t);
    const toCompany = mails.find((m) => m.to === COMPANY_EMAIL && m.subject.includes('accepted'))!;
    expect(toCompany.subject).toBe('Proposal EVG-2026-QUINN2 accepted by Quinn Quote');
    expect(toCompany.text).toContain('$1,450.00');
    const toCustomer = mails.find((m) => m.to === 'quinn@example.org' && m.subject.startsWith('You accepted'))! as unknown as {
      text: string;
      attachments: { filename: string; contentType: string; content: string }[];
    };
    expect(toCustomer.attachments).toHaveLength(1);
    expect(toCustomer.attachments[0]).toMatchObject({ filename: 'proposal-EVG-2026-QUINN2.pdf', contentType: 'application/pdf' });
    const pdf = Buffer.from(toCustomer.attachments[0].content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('$1,450.00');
    expect(pdfText(pdf)).toContain('Accepted by Quinn Quote');
    expect(pdfText(pdf)).toContain('Moss treatment'); // listed as not chosen

    const twice = await customer('POST', `/api/proposals/${token}/accept`, {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
      optional_line_ids: [optional.id],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This proposal has already been accepted.');
    expect((await customer('POST', `/api/proposals/${token}/decline`, { reason: 'x' })).statusCode).toBe(409);
    expect(await db().selectFrom('proposal_acceptances').selectAll().execute()).toEqual(stored);
  });

  it('accepts only with a typed name, the terms box and optional lines of this proposal; a refusal changes nothing', async () => {
    const { token, proposal } = await sentProposal();
    const required = proposal.lines.find((l: { optional: boolean }) => !l.optional);
    const cases: [unknown, { path: string; msg: string }][] = [
      [
        { signature_name: 'Q', accepted_terms: true },
        { path: 'signature_name', msg: 'Type your full name to sign.' },
      ],
      [{ signature_name: 'Quinn Quote' }, { path: 'accepted_terms', msg: 'Tick the box to agree to the terms and conditions.' }],
      [
        { signature_name: 'Quinn Quote', accepted_terms: 'yes' },
        { path: 'accepted_terms', msg: 'Tick the box to agree to the terms and conditions.' },
      ],
      [
        { signature_name: 'Quinn Quote', accepted_terms: true, optional_line_ids: ['nope'] },
        { path: 'optional_line_ids', msg: 'Choose only among the optional items of this proposal.' },
      ],
      [
        { signature_name: 'Quinn Quote', accepted_terms: true, optional_line_ids: [required.id] },
        { path: 'optional_line_ids', msg: 'Choose only among the optional items of this proposal.' },
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await customer('POST', `/api/proposals/${token}/accept`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual(error);
    }
    // In the customer's language.
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${token}/accept?lang=es`,
      payload: { signature_name: 'Quinn Quote' },
    });
    expect(spanish.json().errors).toContainEqual({
      path: 'accepted_terms',
      msg: 'Marca la casilla para aceptar los términos y condiciones.',
    });
    expect((await proposalRow(proposal.id)).status).toBe('sent');
    expect(await db().selectFrom('proposal_acceptances').selectAll().execute()).toEqual([]);
  });

  it('keeps the accepted snapshot as it was when the catalogue, the company or the proposal change', async () => {
    const { token, proposal } = await sentProposal();
    await customer('POST', `/api/proposals/${token}/accept`, {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
      optional_line_ids: [],
    });
    const before = (await call('GET', `/api/admin/proposals/${proposal.id}`)).json().data.acceptance;
    const snapshotBefore = (await db().selectFrom('proposal_acceptances').select('snapshot').executeTakeFirstOrThrow()).snapshot;

    await db().updateTable('services').set({ base_price: 9_999 }).execute();
    const settings = (await call('GET', '/api/settings/company')).json().data;
    await call('PUT', '/api/admin/settings/company', { ...settings, name: 'Cascade Gardens', taxRatePercent: 20 });
    const edit = await call('PUT', `/api/admin/proposals/${proposal.id}`, { version: proposal.version + 2, note: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('An accepted proposal cannot be changed.');

    expect((await call('GET', `/api/admin/proposals/${proposal.id}`)).json().data.acceptance).toEqual(before);
    expect((await db().selectFrom('proposal_acceptances').select('snapshot').executeTakeFirstOrThrow()).snapshot).toBe(
      snapshotBefore,
    );
    const pdf = await customer('GET', `/proposals/${token}/pdf`);
    expect(pdfText(pdf.rawPayload)).toContain('Evergreen Landscaping');
    expect(pdfText(pdf.rawPayload)).toContain('$1,450.00');
  });

  it('declines with a reason (lead lost) and asks for changes (a history note and an e-mail; still open)', async () => {
    const { token, proposal } = await sentProposal();
    await deliveredMail(t);
    const changes = await customer('POST', `/api/proposals/${token}/changes`, { message: 'Could the design start in March?' });
    expect(changes.statusCode).toBe(200);
    expect(changes.json().data).toMatchObject({
      status: 'changes_requested',
      can_answer: true,
      change_request: 'Could the design start in March?',
    });
    expect((await leadOf()).events.at(-1)).toMatchObject({
      kind: 'proposal',
      action: 'changes_requested',
      note: 'Could the design start in March?',
      author: 'Quinn Quote',
    });
    expect((await customer('POST', `/api/proposals/${token}/changes`, { message: '  ' })).json().errors).toEqual([
      { path: 'message', msg: 'Tell us what you would like to change.' },
    ]);

    const decline = await customer('POST', `/api/proposals/${token}/decline`, { reason: 'Went with a neighbour.' });
    expect(decline.statusCode).toBe(200);
    expect(decline.json().data).toMatchObject({
      status: 'declined',
      can_answer: false,
      decline_reason: 'Went with a neighbour.',
    });
    const lead = await leadOf();
    expect(lead.quote.status).toBe('lost');
    expect(lead.events.at(-1)).toMatchObject({ action: 'declined', status: 'lost', note: 'Went with a neighbour.' });

    const mails = (await deliveredMail(t)).filter((m) => m.to === COMPANY_EMAIL);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Changes requested on proposal EVG-2026-QUINN2',
        'Proposal EVG-2026-QUINN2 declined by Quinn Quote',
      ]),
    );
    expect(mails.find((m) => m.subject.startsWith('Changes'))!.text).toContain('Could the design start in March?');
    const accept = await customer('POST', `/api/proposals/${token}/accept`, {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
    });
    expect(accept.statusCode).toBe(409);
    expect((await proposalRow(proposal.id)).status).toBe('declined');
  });

  it('replaces a sent proposal by a new revision: the old link says so and cannot be accepted', async () => {
    const { token, proposal } = await sentProposal();
    const edit = await call('PUT', `/api/admin/proposals/${proposal.id}`, {
      version: proposal.version + 1,
      lines: [{ description: 'Landscape Design', quantity: 1, unit: 'project', unit_price_cents: 45_000 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const revision = edit.json().data;
    expect(revision).toMatchObject({ revision: 2, status: 'draft', reference: proposal.reference, version: 1 });
    expect(revision.id).not.toBe(proposal.id);
    expect((await call('GET', `/api/admin/proposals/${proposal.id}`)).json().data).toMatchObject({
      status: 'replaced',
      replaced_by_id: revision.id,
    });

    const old = (await customer('GET', `/api/proposals/${token}`)).json().data;
    expect(old).toMatchObject({ status: 'replaced', can_answer: false, newer_available: false });
    const accept = await customer('POST', `/api/proposals/${token}/accept`, {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This proposal has been replaced and can no longer be accepted.');
    const staleEdit = await call('PUT', `/api/admin/proposals/${proposal.id}`, { version: proposal.version + 2, note: 'x' });
    expect(staleEdit.statusCode).toBe(409);

    const sent = await call('POST', `/api/admin/proposals/${revision.id}/send`);
    expect(sent.json().data.status).toBe('sent');
    expect((await customer('GET', `/api/proposals/${token}`)).json().data.newer_available).toBe(true);
    const current = await customer('GET', `/api/proposals/${tokenOf(sent.json().data.url)}`);
    expect(current.json().data).toMatchObject({ revision: 2, status: 'viewed', totals: { total_cents: 45_000 } });
    const history = (await call('GET', `/api/admin/leads/quote/${quoteId}/proposals`)).json().data;
    expect(history.map((p: { revision: number; status: string }) => [p.revision, p.status])).toEqual([
      [2, 'viewed'],
      [1, 'replaced'],
    ]);
  });

  it('refuses an expired proposal: it cannot be accepted or sent again, only revised', async () => {
    const { token, proposal } = await sentProposal();
    await db()
      .updateTable('proposals')
      .set({ valid_until: addDays(companyDay(), -1) })
      .where('id', '=', proposal.id)
      .execute();
    const view = (await customer('GET', `/api/proposals/${token}`)).json().data;
    expect(view).toMatchObject({ status: 'expired', can_answer: false });
    const accept = await customer('POST', `/api/proposals/${token}/accept`, {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This proposal has expired and can no longer be accepted.');
    expect((await customer('POST', `/api/proposals/${token}/changes`, { message: 'Still interested' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/proposals/${proposal.id}/send`)).statusCode).toBe(409);
    const revised = await call('PUT', `/api/admin/proposals/${proposal.id}`, {
      version: (await proposalRow(proposal.id)).version,
    });
    expect(revised.json().data).toMatchObject({ revision: 2, status: 'draft', valid_until: addDays(companyDay(), 30) });
  });

  it('answers every wrong token with the same 404, counts misses per address and spends the same work on each', async () => {
    const { token } = await sentProposal();
    const wrong = [
      token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      'x',
      'A'.repeat(43),
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '1',
    ];
    const bodies = new Set<string>();
    for (const [i, candidate] of wrong.entries()) {
      for (const [method, path, payload] of [
        ['GET', `/api/proposals/${candidate}`, undefined],
        ['POST', `/api/proposals/${candidate}/accept`, { signature_name: 'Quinn Quote', accepted_terms: true }],
        ['POST', `/api/proposals/${candidate}/decline`, {}],
        ['POST', `/api/proposals/${candidate}/changes`, { nonsense: true }],
        ['GET', `/proposals/${candidate}/pdf`, undefined],
      ] as const) {
        const res = await customer(method, path, payload, `192.0.2.${i + 1}`);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        bodies.add(res.body);
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ success: false, message: 'This proposal link is not valid.' })]);

    // Guessing from one address stops at 20 misses, even for a link that works; other addresses are unaffected.
    for (let i = 0; i < 20; i += 1)
      expect((await customer('GET', `/api/proposals/guess${i}`, undefined, '192.0.2.200')).statusCode).toBe(404);
    const blocked = await customer('GET', `/api/proposals/${token}`, undefined, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await customer('GET', `/api/proposals/${token}`, undefined, '192.0.2.201')).statusCode).toBe(200);
  });

  it('takes comparable time for a wrong token of any shape', async () => {
    await sentProposal();
    const shapes = {
      short: () => 'x',
      wellFormed: () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
    };
    const times: Record<keyof typeof shapes, number[]> = { short: [], wellFormed: [] };
    for (let i = 0; i < 30; i += 1) {
      for (const kind of ['short', 'wellFormed'] as const) {
        const started = process.hrtime.bigint();
        const res = await customer('GET', `/api/proposals/${shapes[kind]()}`, undefined, `10.9.${i}.${kind === 'short' ? 1 : 2}`);
        times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(res.statusCode).toBe(404);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [a, b] = [median(times.short), median(times.wellFormed)];
    // Same HMAC and lookup for both: any difference is noise, well under the time of a request.
    expect(Math.abs(a - b)).toBeLessThan(Math.max(3, Math.min(a, b)));
  });

  it('serves the PDF in the proposal language with the total, uncached and noindex', async () => {
    await db().updateTable('quote_requests').set({ language_code: 'es' }).where('id', '=', quoteId).execute();
    const { token, proposal } = await sentProposal();
    const res = await customer('GET', `/proposals/${token}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['content-disposition']).toBe('inline; filename="proposal-EVG-2026-QUINN2.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Propuesta EVG-2026-QUINN2');
    // Tagged (a structure tree, MarkInfo Marked), in the proposal's language, every font embedded.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/Type \/StructTreeRoot/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toContain('/Lang (es)');
    // Every font is an embedded subset (ABCDEF+Name): no built-in font that a reader substitutes.
    const fonts = [...raw.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !/^[A-Z]{6}\+/.test(f))).toEqual([]);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
    const poppler = pdfTools(res.rawPayload);
    if (poppler) {
      expect(poppler.info).toMatch(/^Tagged:\s+yes$/m);
      const rows = poppler.fonts.trim().split('\n').slice(2);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.split(/\s+/).at(-5), row).toBe('yes'); // the "emb" column
    }
    expect(text).toContain('Diseño de paisajismo');
    expect(text).toContain('Válida hasta');
    expect(text).toContain('Concepto opcional');
    // The total as offered: every optional line included (1,450.00 + 120.00).
    expect(text).toContain('$1,570.00');
    expect(proposal.totals.total_cents).toBe(157_000);

    const adminPdf = await call('GET', `/api/admin/proposals/${proposal.id}/pdf`);
    expect(adminPdf.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', `/api/admin/proposals/${proposal.id}/pdf`, undefined, {})).statusCode).toBe(401);
  });

  it("draws the company's uploaded logo in the PDF, and the leaf mark without one", async () => {
    const { token } = await sentProposal();
    const isImage = /\/Subtype\s*\/Image\b/;
    const before = await customer('GET', `/proposals/${token}/pdf`);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.toString('latin1')).not.toMatch(isImage);

    // The admin uploads a logo (the logo API, as in tests/api/logo.test.ts).
    const body = multipart({ upload_purpose: 'logo', alt_text: 'Evergreen Landscaping' }, [
      { field: 'image', filename: 'logo.png', contentType: 'image/png', data: await pngImage(600) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const after = await customer('GET', `/proposals/${token}/pdf`);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(after.rawPayload.toString('latin1')).toMatch(isImage);
    expect(pdfText(after.rawPayload)).toContain('$1,570.00');
  });

  it('keeps admin routes for admins', async () => {
    const draft = await create();
    const signedIn = await loginAs(t.app, 'customer');
    for (const [method, url] of [
      ['POST', `/api/admin/leads/quote/${quoteId}/proposals`],
      ['GET', `/api/admin/proposals/${draft.id}`],
      ['PUT', `/api/admin/proposals/${draft.id}`],
      ['POST', `/api/admin/proposals/${draft.id}/send`],
      ['POST', `/api/admin/leads/quote/${quoteId}/replies`],
    ]) {
      expect((await call(method, url, {}, {})).statusCode, url).toBe(401);
      expect((await call(method, url, {}, signedIn)).statusCode, url).toBe(403);
    }
    expect((await proposalRow(draft.id)).status).toBe('draft');
  });

  it('replies to a lead by e-mail and keeps the reply in its history', async () => {
    await db().updateTable('quote_requests').set({ language_code: 'es' }).where('id', '=', quoteId).execute();
    const res = await call('POST', `/api/admin/leads/quote/${quoteId}/replies`, {
      subject: 'Tu visita del viernes',
      message: 'Hola Quinn,\n\nPasaremos el viernes a las 9.\n\nSaludos',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'reply', subject: 'Tu visita del viernes', author: 'Alex Admin' });
    const mail = (await deliveredMail(t)).find((m) => m.to === 'quinn@example.org')!;
    expect(mail.subject).toBe('Tu visita del viernes');
    expect(mail.text).toContain('Pasaremos el viernes a las 9.');
    expect(mail.text).toContain('Recibes este correo porque contactaste a Evergreen Landscaping.');
    expect((await leadOf()).events.at(-1)).toMatchObject({ kind: 'reply', note: expect.stringContaining('viernes') });

    const contactId = await insertContactMessage(db(), { email: 'dana@example.org' });
    expect(
      (await call('POST', `/api/admin/leads/contact/${contactId}/replies`, { subject: 'Hi', message: 'Yes' })).statusCode,
    ).toBe(201);
    const bad = await call('POST', `/api/admin/leads/quote/${quoteId}/replies`, { subject: ' ', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'subject', msg: 'Enter a subject.' },
      { path: 'message', msg: 'Write a message.' },
    ]);
    expect((await call('POST', '/api/admin/leads/quote/99999/replies', { subject: 'Hi', message: 'Yes' })).statusCode).toBe(404);
    expect((await deliveredMail(t)).filter((m) => m.subject === 'Hi')).toHaveLength(1);
  });
});
