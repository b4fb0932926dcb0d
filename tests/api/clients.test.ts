import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backfillClients } from '../../src/server/clients/linking.js';
import { loginAs, type SignedInHeaders, signInNewCrew } from '../helpers/auth.js';
import { multipart as formData, pngImage } from '../helpers/multipart.js';
import { deliveredMail } from '../helpers/mail.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf } from '../helpers/visits.js';

const EMILY = 'emily.hart@example.org';
const quoteRequest = (email = EMILY, fields: Record<string, string> = {}) => ({
  propertyType: 'residential',
  propertySize: 'medium',
  services: ['landscape-design'],
  timeline: 'immediate',
  budget: '15k-50k',
  urgency: 'urgent',
  plantPreferences: ['native'],
  stylePreferences: ['modern'],
  materialSelection: ['natural-stone'],
  contactInfo: {
    name: 'Emily Hart',
    email,
    phone: '(425) 555-0142',
    address: '12 Cedar Lane, Kirkland, WA',
    message: 'Back garden redesign.',
    ...fields,
  },
  language: 'en',
});

async function multipart(request: unknown) {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

const hubCookieOf = (setCookie: string | string[] | undefined) => {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('hub='));
  if (!line) throw new Error('no hub cookie');
  return line.split(';')[0]!;
};

describe.each(engines)('clients and the client hub on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const sendQuote = async (email = EMILY, fields: Record<string, string> = {}) => {
    const body = await multipart(quoteRequest(email, fields));
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.ctx.db.selectFrom('quote_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row;
  };
  const bookVisit = async (email = EMILY, address = '12 cedar lane,  Kirkland, WA') => {
    const [slot] = await freeSlotsOf(t.app);
    const res = await book(t.app, booking(slot!.start, { email, name: 'Emily Hart', address, phone: '425-555-0142' }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { manage_url: string };
  };
  const clientsOf = (email: string) =>
    t.app.ctx.db
      .selectFrom('client_emails')
      .innerJoin('clients', 'clients.id', 'client_emails.client_id')
      .selectAll('clients')
      .where('client_emails.email', '=', email.toLowerCase())
      .execute();
  const adminGet = (url: string) => t.app.inject({ url, headers: admin });
  const hubSignInLink = async (email: string) => {
    const mail = (await deliveredMail(t)).reverse().find((m) => m.to === email.toLowerCase() && /sign-in/.test(m.text));
    const link = mail?.text.match(/https?:\/\/\S+\/hub\/sign-in\?token=([A-Za-z0-9_-]+)/);
    return link ? link[1]! : null;
  };
  const openHub = (payload: object) => t.app.inject({ method: 'POST', url: '/api/hub/session', payload });

  it('creates a client from the first request and links every later request, booking and message with the same address', async () => {
    const quote = await sendQuote();
    const visit = await bookVisit('Emily.Hart@Example.org');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Emily H.', email: EMILY, phone: '', serviceInterest: '', message: 'Also the front hedge, please.' },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    const [client, ...others] = await clientsOf(EMILY);
    expect(others).toEqual([]);
    expect(client!.name).toBe('Emily Hart');
    const { db } = t.app.ctx;
    expect(
      (await db.selectFrom('quote_requests').select('client_id').where('id', '=', quote.id).executeTakeFirstOrThrow()).client_id,
    ).toBe(client!.id);
    expect(
      (await db.selectFrom('visits').select('client_id').where('email', '=', 'Emily.Hart@Example.org').executeTakeFirstOrThrow())
        .client_id,
    ).toBe(client!.id);
    expect(
      (
        await db
          .selectFrom('contact_messages')
          .select('client_id')
          .where('message', '=', 'Also the front hedge, please.')
          .executeTakeFirstOrThrow()
      ).client_id,
    ).toBe(client!.id);
    // The booking's address is the request's (whatever its spacing and case): one property, one phone.
    const detail = (await adminGet(`/api/admin/clients/${client!.id}`)).json().data;
    expect(detail.properties.map((p: { address: string }) => p.address)).toEqual(['12 Cedar Lane, Kirkland, WA']);
    expect(detail.phones.map((p: { phone: string }) => p.phone)).toEqual(['(425) 555-0142']);
    expect(detail.leads).toHaveLength(3);
    const kinds = detail.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['request', 'message', 'visit', 'email']));
    expect(visit.manage_url).toContain('/visits/');
  });

  it('shows an account nothing matched by e-mail until its address is verified, then the request, visit and proposal', async () => {
    const quote = await sendQuote();
    await bookVisit();
    await sendProposal(t.app, admin, quote.id);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name: 'Emily', last_name: 'Hart', email: EMILY, password: 'lilac-trombone-42', user_type: 'client' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMILY, password: 'lilac-trombone-42' },
    });
    const cookie = [login.headers['set-cookie']]
      .flat()
      .find((c) => c!.startsWith('session='))!
      .split(';')[0]!;
    const before = (await t.app.inject({ url: '/api/hub', headers: { cookie } })).json().data;
    expect(before).toEqual({ client: null, requests: [], visits: [], proposals: [], jobs: [], messages: [] });
    expect((await t.app.inject({ url: '/api/hub/messages', headers: { cookie } })).json().data.messages).toEqual([]);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/hub/messages',
      headers: { cookie },
      payload: { message: 'Hello?' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Nothing is linked to this account yet. Confirm your e-mail address first.');

    const mail = (await deliveredMail(t)).find((m) => m.to === EMILY && /verify-email/.test(m.text))!;
    const token = new URL(mail.text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/)![0]).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);

    const after = (await t.app.inject({ url: '/api/hub', headers: { cookie } })).json().data;
    expect(after.client.name).toBe('Emily Hart');
    expect(after.requests.map((r: { reference: string }) => r.reference)).toEqual([quote.reference]);
    expect(after.visits).toHaveLength(1);
    expect(after.visits[0].upcoming).toBe(true);
    expect(after.visits[0].manage_url).toMatch(/^\/visits\//);
    expect(after.proposals).toHaveLength(1);
    expect(after.proposals[0].open).toBe(true);
    // The hub's proposal link opens the proposal.
    const opened = await t.app.inject({ url: `/api/proposals/${after.proposals[0].url.split('/').pop()}` });
    expect(opened.statusCode).toBe(200);
    const user = await t.app.ctx.db.selectFrom('users').select('client_id').where('email', '=', EMILY).executeTakeFirstOrThrow();
    expect(user.client_id).toBe(after.client.id);
  });

  it('answers every sign-in link request 202 the same way, and mails a single-use 15-minute link only to known addresses', async () => {
    await sendQuote();
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email } });
    const known = await ask(EMILY.toUpperCase());
    const unknown = await ask('nobody@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(
      'If this address is known to us, a sign-in link is on its way. It works once, for 15 minutes.',
    );
    const mails = await deliveredMail(t);
    expect(mails.filter((m) => m.to === 'nobody@example.org')).toEqual([]);
    const token = (await hubSignInLink(EMILY))!;
    expect(token).toBeTruthy();
    const stored = await t.app.ctx.db.selectFrom('client_sign_in_links').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toContain(token);
    expect(Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)).toBe(15 * 60 * 1000);

    const first = await openHub({ token });
    expect(first.statusCode, first.body).toBe(200);
    const hub = (await t.app.inject({ url: '/api/hub', headers: { cookie: hubCookieOf(first.headers['set-cookie']) } })).json()
      .data;
    expect(hub.client.emails).toEqual([EMILY]);
    expect(hub.requests).toHaveLength(1);
    // Single use.
    const again = await openHub({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid or has expired. Ask for a new sign-in link.');
    // Expired after 15 minutes.
    await ask(EMILY);
    const second = (await hubSignInLink(EMILY))!;
    await t.app.ctx.db
      .updateTable('client_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await openHub({ token: second })).statusCode).toBe(400);
    // The hub session is not an account: the profile still needs a full sign-in.
    const profile = await t.app.inject({
      url: '/api/account/profile',
      headers: { cookie: hubCookieOf(first.headers['set-cookie']) },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('opens the hub from an e-mailed proposal link; the message lands on the lead and e-mails the company; replies show in the hub', async () => {
    const quote = await sendQuote('rosa@example.org', { name: 'Rosa Diaz' });
    const { token } = await sendProposal(t.app, admin, quote.id);
    const opened = await openHub({ proposal_token: token });
    expect(opened.statusCode, opened.body).toBe(200);
    const cookie = hubCookieOf(opened.headers['set-cookie']);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/hub/messages',
      headers: { cookie },
      payload: { message: 'Can you start in May?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const lead = (await adminGet(`/api/admin/leads/quote/${quote.id}`)).json().data;
    const event = lead.events.find((e: { kind: string }) => e.kind === 'message');
    expect(event.note).toBe('Can you start in May?');
    expect(event.author).toBe('Rosa Diaz');
    const notice = (await deliveredMail(t)).find((m) => m.subject === 'New message from Rosa Diaz')!;
    expect(notice.text).toContain('Can you start in May?');
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/quote/${quote.id}/replies`,
      headers: admin,
      payload: { subject: 'Start date', message: 'Yes, the first week of May works.' },
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const messages = (await t.app.inject({ url: '/api/hub/messages', headers: { cookie } })).json().data.messages;
    expect(messages.map((m: { from: string; message: string }) => [m.from, m.message])).toEqual([
      ['company', 'Yes, the first week of May works.'],
      ['client', 'Can you start in May?'],
    ]);
    // A visit's manage link opens the hub too; a made-up one does not.
    expect((await openHub({ visit_token: 'made-up' })).statusCode).toBe(400);
    expect((await openHub({ proposal_token: 'made-up' })).statusCode).toBe(400);
  });

  it('shows the client its jobs with their visits, the arrival window and the crew’s photos, and nobody else', async () => {
    const quote = await sendQuote('rosa@example.org', { name: 'Rosa Diaz' });
    const { token } = await sendProposal(t.app, admin, quote.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${token}/accept`,
      payload: { signature_name: 'Rosa Diaz', accepted_terms: true, optional_line_ids: [] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const job = (await adminGet('/api/admin/jobs')).json().data.jobs[0];
    const crew = await signInNewCrew(t.app, admin);
    const call = async (method: 'POST' | 'PATCH', url: string, payload: object, headers = admin) => {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const visitAt = async (start: string) =>
      (await call('POST', `/api/admin/jobs/${job.id}/visits`, { start, duration_minutes: 60, crew_ids: [crew.id] })).visits[0].id;
    const done = await visitAt('2027-05-04T09:00:00-07:00');
    await visitAt('2027-05-11T09:00:00-07:00');
    const cancelled = await visitAt('2027-05-18T09:00:00-07:00');
    await call('PATCH', `/api/admin/job-visits/${cancelled}`, { status: 'cancelled', apply_to: 'this' });
    const photo = formData({}, [{ field: 'image', filename: 'after.png', contentType: 'image/png', data: await pngImage() }]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/crew/visits/${done}/photos`,
      headers: { ...crew.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    await call('POST', `/api/crew/visits/${done}/complete`, { notes: 'Office only', minutes: 50, checklist: [] }, crew.headers);

    const cookie = hubCookieOf((await openHub({ proposal_token: token })).headers['set-cookie']);
    const hub = (await t.app.inject({ url: '/api/hub', headers: { cookie } })).json().data;
    expect(hub.jobs).toHaveLength(1);
    expect(hub.jobs[0]).toMatchObject({ reference: job.reference, title: job.title });
    expect(
      hub.jobs[0].visits.map((v: { start: string; status: string; arrival_until: string | null }) => [
        v.start,
        v.status,
        v.arrival_until,
      ]),
    ).toEqual([
      ['2027-05-04T09:00:00-07:00', 'completed', null],
      ['2027-05-11T09:00:00-07:00', 'scheduled', '2027-05-11T10:00:00-07:00'],
    ]);
    expect(hub.jobs[0].visits[0].photos).toEqual([
      { id: expect.any(Number), url: expect.stringMatching(/^\/media\/job-visits\//) },
    ]);
    expect(JSON.stringify(hub)).not.toContain('Office only');

    const other = await sendQuote('oscar@example.org', { name: 'Oscar Pine', address: '3 Birch Road' });
    const theirs = await sendProposal(t.app, admin, other.id);
    const otherCookie = hubCookieOf((await openHub({ proposal_token: theirs.token })).headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/hub', headers: { cookie: otherCookie } })).json().data.jobs).toEqual([]);
  });

  it('never shows a client another client’s items, whatever id or token it tries', async () => {
    await sendQuote('rosa@example.org', { name: 'Rosa Diaz', address: '9 Elm Street' });
    const emily = await sendQuote();
    await t.app.ctx.db
      .insertInto('media')
      .values({
        path: 'private/none.jpg',
        mime: 'image/jpeg',
        size: 1,
        width: null,
        height: null,
        variants: '[]',
        created_at: new Date().toISOString(),
      })
      .execute();
    const media = await t.app.ctx.db.selectFrom('media').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const file = await t.app.ctx.db
      .insertInto('quote_files')
      .values({ quote_id: emily.id, media_id: media.id, original_name: 'garden.jpg', mime: 'image/jpeg', size: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: 'rosa@example.org' } });
    const opened = await openHub({ token: (await hubSignInLink('rosa@example.org'))! });
    const cookie = hubCookieOf(opened.headers['set-cookie']);
    const hub = (await t.app.inject({ url: '/api/hub', headers: { cookie } })).json().data;
    expect(hub.requests.map((r: { address: string }) => r.address)).toEqual(['9 Elm Street']);
    expect(JSON.stringify(hub)).not.toContain(EMILY);
    expect((await t.app.inject({ url: `/api/hub/files/${file.id}`, headers: { cookie } })).statusCode).toBe(404);
    // A hub session is no admin and no account.
    expect((await t.app.inject({ url: '/api/admin/clients', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/hub', headers: { cookie: 'hub=forged-token' } })).statusCode).toBe(401);
  });

  it('lists, searches, creates, edits and merges clients for admins', async () => {
    await sendQuote();
    await sendQuote('rosa@example.org', { name: 'Rosa Diaz', phone: '+1 206 555 0987', address: '9 Elm Street, Seattle' });
    const search = async (q: string) =>
      (await adminGet(`/api/admin/clients?search=${encodeURIComponent(q)}`))
        .json()
        .data.clients.map((c: { name: string }) => c.name);
    expect(await search('mil')).toEqual(['Emily Hart']);
    expect(await search('rosa@example')).toEqual(['Rosa Diaz']);
    expect(await search('0987')).toEqual(['Rosa Diaz']);
    expect(await search('elm street')).toEqual(['Rosa Diaz']);
    expect(await search('nothing-like-this')).toEqual([]);
    const paged = (await adminGet('/api/admin/clients?limit=1&page=2')).json();
    expect(paged.success).toBe(true);
    expect(paged.data.clients).toHaveLength(1);
    expect(paged.data.pagination).toEqual({ page: 2, limit: 1, pages: 2, total: 2 });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: admin,
      payload: { name: 'Phoned Pete', phone: '555 0101', address: '1 Oak Road', language: 'es', tags: ['vip'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pete = created.json().data;
    expect(pete).toMatchObject({ name: 'Phoned Pete', language: 'es', tags: ['vip'], version: 1 });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: admin,
      payload: { name: 'Someone', email: EMILY },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another client already has this e-mail address.');

    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/clients/${pete.id}`, headers: admin, payload });
    const edited = await patch({
      version: 1,
      notes: 'Calls after 5pm',
      add_email: 'pete@example.org',
      properties: [{ id: pete.properties[0].id, access_notes: 'Gate 4321' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ notes: 'Calls after 5pm', version: 2 });
    expect(edited.json().data.properties[0].access_notes).toBe('Gate 4321');
    const stale = await patch({ version: 1, notes: 'lost update' });
    expect(stale.statusCode).toBe(409);
    expect((await adminGet(`/api/admin/clients/${pete.id}`)).json().data.notes).toBe('Calls after 5pm');

    // Emily merges into Pete: her address, request and property move; her id leads to Pete.
    const [emily] = await clientsOf(EMILY);
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${pete.id}/merge`,
      headers: admin,
      payload: { other_id: emily!.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const data = merged.json().data;
    expect(data.emails.map((e: { email: string }) => e.email).sort()).toEqual([EMILY, 'pete@example.org']);
    expect(data.properties.map((p: { address: string }) => p.address).sort()).toEqual([
      '1 Oak Road',
      '12 Cedar Lane, Kirkland, WA',
    ]);
    expect(data.leads).toHaveLength(1);
    expect((await adminGet(`/api/admin/clients/${emily!.id}`)).json().data.id).toBe(pete.id);
    // Her address now finds the client it became; her own record is no longer listed.
    expect(await search('emily')).toEqual(['Phoned Pete']);
    expect((await adminGet('/api/admin/clients')).json().data.pagination.total).toBe(2);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${pete.id}/merge`,
      headers: admin,
      payload: { other_id: pete.id },
    });
    expect(self.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/clients/${pete.id}/merge`,
          headers: admin,
          payload: { other_id: 99999 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('links existing rows in the migration: one client per address, oldest first', async () => {
    const first = await sendQuote();
    await sendQuote(EMILY.toUpperCase(), { name: 'E. Hart' });
    const { db } = t.app.ctx;
    await db.updateTable('quote_requests').set({ client_id: null, property_id: null }).execute();
    await db.deleteFrom('client_properties').execute();
    await db.deleteFrom('client_phones').execute();
    await db.deleteFrom('client_emails').execute();
    await db.deleteFrom('clients').execute();
    await backfillClients(db);
    // The seeded verified accounts get their own clients; the two requests share one.
    const clients = await clientsOf(EMILY);
    expect(clients.map((c) => c.name)).toEqual(['Emily Hart']);
    const rows = await db.selectFrom('quote_requests').select(['id', 'client_id']).execute();
    expect(rows.every((r) => r.client_id === clients[0]!.id)).toBe(true);
    expect(rows.map((r) => r.id)).toContain(first.id);
  });
});
