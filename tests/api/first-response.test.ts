import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/analytics.js';
import { parseCsv } from '../helpers/csv.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { insertContactMessage, insertQuoteRequest } from '../helpers/leads.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/**
 * A lead's first response is the first reply, proposal sent, call logged or status change by the
 * owner (docs/admin-content.md#analytics): a reply or a call moves a new lead to 'contacted', and
 * the inbox's 24-hour flag, the overdue reminder, the analytics and the CSV all read it.
 */
describe.each(engines)('first response to a lead on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const detail = async (type: string, id: number) => (await call('GET', `/api/admin/leads/${type}/${id}`)).json().data;
  const row = (id: number) =>
    t.app.ctx.db
      .selectFrom('quote_requests')
      .select(['status', 'first_response_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a reply answers a new lead and moves it to contacted, with the change in its history', async () => {
    const id = await insertQuoteRequest(t.app.ctx.db, { created_at: hoursAgo(30) });
    expect((await detail('quote', id)).first_response_at).toBeNull();
    const res = await call('POST', `/api/admin/leads/quote/${id}/replies`, { subject: 'Your patio', message: 'Hello!' });
    expect(res.statusCode).toBe(201);
    const lead = await detail('quote', id);
    expect(lead.quote.status).toBe('contacted');
    expect(Date.parse(lead.first_response_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(lead.events.map((e: { kind: string; status: string | null }) => [e.kind, e.status])).toEqual([
      ['status', 'contacted'],
      ['reply', null],
    ]);
    // A second reply changes neither the time of the first response nor the status again.
    const first = lead.first_response_at;
    await call('PATCH', `/api/admin/leads/quote/${id}`, { status: 'quoted' });
    await call('POST', `/api/admin/leads/quote/${id}/replies`, { subject: 'Again', message: 'Hi' });
    expect(await row(id)).toEqual({ status: 'quoted', first_response_at: first });
  });

  it('logs a call with an optional note in the history; it answers the lead', async () => {
    const id = await insertContactMessage(t.app.ctx.db, { created_at: hoursAgo(2) });
    const res = await call('POST', `/api/admin/leads/contact/${id}/calls`, { note: '  Left a voicemail, will try at 5.  ' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.contact.status).toBe('contacted');
    expect(data.first_response_at).not.toBeNull();
    expect(data.events.at(-1)).toMatchObject({ kind: 'call', note: 'Left a voicemail, will try at 5.', author: 'Alex Admin' });

    const bare = await call('POST', `/api/admin/leads/contact/${id}/calls`, {});
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data.events.at(-1)).toMatchObject({ kind: 'call', note: null });
    expect((await call('POST', `/api/admin/leads/contact/${id}/calls`, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/leads/contact/99999/calls', {})).statusCode).toBe(404);
    const customer = await loginAs(t.app, 'customer');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/contact/${id}/calls`,
      headers: customer,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a proposal sent or a status change by the owner answers the lead', async () => {
    const quoted = await insertQuoteRequest(t.app.ctx.db);
    await sendProposal(t.app, admin, quoted);
    expect(await row(quoted)).toMatchObject({ status: 'quoted', first_response_at: expect.any(String) });

    const lost = await insertQuoteRequest(t.app.ctx.db);
    await call('PATCH', `/api/admin/leads/quote/${lost}`, { status: 'lost' });
    expect((await row(lost)).first_response_at).not.toBeNull();
  });

  it('an answered lead is neither flagged, listed first, counted as overdue nor reminded', async () => {
    const answered = await insertQuoteRequest(t.app.ctx.db, { name: 'Called Back', created_at: hoursAgo(30) });
    const waiting = await insertQuoteRequest(t.app.ctx.db, { name: 'Still Waiting', created_at: hoursAgo(29) });
    await call('POST', `/api/admin/leads/quote/${answered}/calls`, {});
    const inbox = (await call('GET', '/api/admin/leads')).json().data.leads;
    expect(inbox.map((l: { name: string; overdue: boolean }) => [l.name, l.overdue])).toEqual([
      ['Still Waiting', true],
      ['Called Back', false],
    ]);
    expect((await call('GET', '/api/admin/summary')).json().data.overdue).toBe(1);
    expect(await t.app.ctx.scheduler.runDue()).toMatchObject({ 'lead-reminders': 1 });
    const reminded = await t.app.ctx.db.selectFrom('quote_requests').select(['id', 'reply_reminded_at']).execute();
    expect(reminded.filter((r) => r.reply_reminded_at).map((r) => r.id)).toEqual([waiting]);
  });

  it('analytics and the CSV count a lead replied to within minutes as answered within the promise', async () => {
    const today = localDate(Date.now(), 'America/Los_Angeles');
    const id = await insertQuoteRequest(t.app.ctx.db, { name: 'Emily Carter', created_at: hoursAgo(0.2) });
    await call('POST', `/api/admin/leads/quote/${id}/replies`, { subject: 'Thanks', message: 'We will call.' });
    const figures = (await call('GET', `/api/admin/analytics?from=${today}&to=${today}`)).json().data.first_response;
    expect(figures).toMatchObject({
      responded: 1,
      within_promise: 1,
      unanswered_overdue: 0,
      unanswered_waiting: 0,
      kept_share: 1,
    });
    expect(figures.median_hours).toBeLessThan(0.5);
    const csv = parseCsv((await call('GET', `/api/admin/leads.csv?from=${today}&to=${today}`)).body);
    const lead = csv.find((r) => r.name === 'Emily Carter')!;
    expect(lead.status).toBe('contacted');
    expect(lead.first_response_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});
