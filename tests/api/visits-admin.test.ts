import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf, tokenOf } from '../helpers/visits.js';

const HOUR = 3_600_000;

/**
 * The company's side of visits that the crew needs (docs/visits.md): a visit booked in the admin
 * for a customer who phoned, the visitor's notes in the calendar, and a lead flagged when its
 * visitor cancels.
 */
describe.each(engines)('visits in the admin on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const adminBook = (payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/visits', payload, headers });
  const aSlot = async () => (await freeSlotsOf(t.app, 'days=14')).find((s) => Date.parse(s.start) > Date.now() + 48 * HOUR)!;

  it('books a free slot for a customer who phoned: a new, answered lead and the usual confirmation', async () => {
    const slot = await aSlot();
    const res = await adminBook(booking(slot.start, { email: 'phoned@example.org', language: 'es' }));
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().data;
    expect(visit).toMatchObject({
      status: 'booked',
      start: slot.start,
      notes: 'Gate code 2468. The patio is behind the garage.',
    });
    expect(visit.lead.type).toBe('contact');

    const lead = (await t.app.inject({ url: `/api/admin/leads/contact/${visit.lead.id}`, headers: admin })).json().data;
    expect(lead.contact).toMatchObject({ status: 'contacted', message: expect.stringMatching(/^Site visit booked by phone\./) });
    expect(lead.first_response_at).not.toBeNull();
    expect(lead.events.at(-1)).toMatchObject({ kind: 'visit', author: 'Alex Admin', visit: { action: 'booked' } });

    // The customer gets the confirmation in their language with the invitation; the company is not told what it did.
    const mails = await deliveredMail(t);
    expect(mails.filter((m) => m.to === 'phoned@example.org')).toHaveLength(1);
    expect(mails.find((m) => m.to === 'phoned@example.org')!.subject).toMatch(/visita/i);
    expect(mails.filter((m) => m.to === 'hello@evergreen-landscaping.example')).toHaveLength(0);
    // The slot is taken now, for visitors too.
    expect((await freeSlotsOf(t.app, 'days=14')).map((s) => s.start)).not.toContain(slot.start);
  });

  it('books for an existing lead, and at any future time when asked', async () => {
    const quoteId = await insertQuoteRequest(t.app.ctx.db, { email: 'quinn@example.org' });
    const slot = await aSlot();
    // A time between two slots: refused unless 'any time'.
    const offGrid = new Date(Date.parse(slot.start) + 17 * 60_000).toISOString();
    const refused = await adminBook({ ...booking(offGrid), lead_type: 'quote', lead_id: quoteId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'start', msg: 'That time is not available. Please choose one of the free times.' },
    ]);

    const res = await adminBook({ ...booking(offGrid), any_time: true, lead_type: 'quote', lead_id: quoteId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.lead).toEqual({ type: 'quote', id: quoteId });
    const quote = await t.app.ctx.db
      .selectFrom('quote_requests')
      .select(['status', 'first_response_at'])
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(quote.status).toBe('contacted');
    expect(quote.first_response_at).not.toBeNull();

    // An overlapping visit is refused; a past time too, even 'any time'.
    const overlap = await adminBook({ ...booking(slot.start), any_time: true });
    expect(overlap.statusCode).toBe(409);
    const past = await adminBook({ ...booking(new Date(Date.now() - HOUR).toISOString()), any_time: true });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'start', msg: 'Please choose a time in the future.' }]);
  });

  it('refuses bad input with clear messages and changes nothing; only admins book', async () => {
    const slot = await aSlot();
    const bad = await adminBook(booking(slot.start, { email: 'not-an-address', name: ' ' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', msg: 'Please enter your full name.' },
        { path: 'email', msg: 'Please enter a valid email address, like name@example.com.' },
      ]),
    );
    expect((await adminBook({ ...booking(slot.start), lead_type: 'quote' })).statusCode).toBe(400);
    expect((await adminBook({ ...booking(slot.start), lead_type: 'quote', lead_id: 99999 })).statusCode).toBe(404);
    const customer = await loginAs(t.app, 'customer');
    expect((await adminBook(booking(slot.start), customer)).statusCode).toBe(403);
    expect(await t.app.ctx.db.selectFrom('visits').select('id').execute()).toEqual([]);
  });

  it('flags a lead whose visitor cancelled the visit, in the inbox and on the lead, until a new visit', async () => {
    const slot = await aSlot();
    const booked = await book(t.app, booking(slot.start, { email: 'tom@example.org', name: 'Tom Nguyen' }));
    expect(booked.statusCode).toBe(201);
    const inbox = async () =>
      (await t.app.inject({ url: '/api/admin/leads', headers: admin }))
        .json()
        .data.leads.find((l: { email: string }) => l.email === 'tom@example.org');
    expect((await inbox()).visit_cancelled).toBeNull();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/visits/${tokenOf(booked.json().data.manage_url)}/cancel`,
      remoteAddress: '10.9.0.2',
    });
    expect(cancelled.statusCode).toBe(200);
    const lead = await inbox();
    expect(Date.parse(lead.visit_cancelled)).toBe(Date.parse(slot.start));
    const detail = (await t.app.inject({ url: `/api/admin/leads/contact/${lead.id}`, headers: admin })).json().data;
    expect(Date.parse(detail.visit_cancelled)).toBe(Date.parse(slot.start));

    // Booked again (by the company, after a call): no longer flagged.
    const again = await adminBook({
      ...booking(slot.start, { email: 'tom@example.org' }),
      lead_type: 'contact',
      lead_id: lead.id,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await inbox()).visit_cancelled).toBeNull();
  });
});
