import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { addDays, localDate } from '../../src/domain/analytics.js';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { COMPANY_TIME_ZONE } from '../../src/domain/format.js';
import { analyticsFigures } from '../../src/server/analytics/figures.js';
import { markResponded } from '../../src/server/leads/first-response.js';
import type { DB } from '../../src/server/db/schema.js';
import { writeCompany } from '../../src/server/settings/repository.js';
import { loadAnalytics } from '../../src/web/server/analytics.server.js';
import type { Kysely } from 'kysely';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { parseCsv } from '../helpers/csv.js';
import { insertContactMessage, insertQuoteRequest } from '../helpers/leads.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const HOUR = 3600_000;
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

/** A status change (or note) in a lead's history, as the inbox writes it; a change away from 'new' answers the lead. */
async function event(db: Kysely<DB>, type: 'quote' | 'contact', id: number, createdAt: string, status: string | null) {
  if (status && status !== 'new') await markResponded(db, { type, id }, createdAt);
  await db
    .insertInto('lead_events')
    .values({
      lead_type: type,
      lead_id: id,
      user_id: null,
      kind: status ? 'status' : 'note',
      status: status as 'new' | null,
      note: status ? null : 'Called, no answer',
      created_at: createdAt,
    })
    .execute();
}

/**
 * Known leads of 2 to 22 March 2026 (three weeks of Bellevue's calendar, across the change to
 * summer time on 8 March), plus one lead just outside each end.
 */
async function seedLeads(db: Kysely<DB>) {
  const q1 = await insertQuoteRequest(db, {
    name: 'Quinn One',
    created_at: '2026-03-02T08:00:00.000Z', // 00:00 on Monday 2 March in Bellevue
    services: ['landscape-design', 'irrigation'],
    status: 'won',
    first_response_at: null,
    source: { landing: '/services/landscape-design', utm_source: 'Newsletter', utm_medium: 'email', utm_campaign: 'spring' },
  });
  await event(db, 'quote', q1, at('2026-03-02T08:00:00.000Z', 2), 'contacted');
  await event(db, 'quote', q1, at('2026-03-02T08:00:00.000Z', 50), 'won');

  const q2 = await insertQuoteRequest(db, {
    name: 'Quinn Two',
    created_at: '2026-03-09T18:00:00.000Z',
    services: ['hardscaping'],
    status: 'lost',
    first_response_at: null,
    language_code: 'es',
    source: { landing: '/', referrer: 'https://www.google.com/' },
  });
  await event(db, 'quote', q2, at('2026-03-09T18:00:00.000Z', 30), 'quoted');
  await event(db, 'quote', q2, at('2026-03-09T18:00:00.000Z', 40), 'lost');

  const c1 = await insertContactMessage(db, {
    name: '=HYPERLINK("http://evil.example","Click")',
    email: 'carla@example.org',
    phone: '+1 425 555 0100',
    message: 'He said "hi", then\nleft.',
    service_interest: 'irrigation',
    language_code: 'pt',
    created_at: '2026-03-10T12:00:00.000Z',
  });
  const c2 = await insertContactMessage(db, {
    name: 'Casey Two',
    service_interest: null,
    status: 'contacted',
    first_response_at: null,
    created_at: '2026-03-22T23:30:00.000Z', // 16:30 on Sunday 22 March
    source: { landing: '/contact', utm_source: 'newsletter' },
  });
  await event(db, 'contact', c2, at('2026-03-22T23:30:00.000Z', 0.5), 'new');
  await event(db, 'contact', c2, at('2026-03-22T23:30:00.000Z', 1), null);
  await event(db, 'contact', c2, at('2026-03-22T23:30:00.000Z', 5), 'contacted');

  const c4 = await insertContactMessage(db, {
    name: 'Casey Four',
    service_interest: 'other',
    language_code: 'es',
    created_at: '2026-03-22T20:00:00.000Z',
    source: { landing: '/about', referrer: 'https://nextdoor.com/p/abc' },
  });

  // Just outside: 23:59:59.999 on 1 March and 00:00 on 23 March, Bellevue time.
  const outside = await insertQuoteRequest(db, {
    name: 'Too Early',
    created_at: '2026-03-02T07:59:59.999Z',
    status: 'won',
    first_response_at: null,
  });
  await event(db, 'quote', outside, '2026-03-02T09:00:00.000Z', 'contacted');
  await insertContactMessage(db, { name: 'Too Late', created_at: '2026-03-23T07:00:00.000Z' });
  return { q1, q2, c1, c2, c4 };
}

describe.each(engines)('analytics figures and the leads CSV on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let ids: Awaited<ReturnType<typeof seedLeads>>;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
    ids = await seedLeads(t.app.ctx.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });

  it('counts the period’s leads per week, service, source and language', async () => {
    const res = await get('/api/admin/analytics?from=2026-03-02&to=2026-03-22');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.period).toEqual({ from: '2026-03-02', to: '2026-03-22', time_zone: 'America/Los_Angeles' });
    expect(data.totals).toEqual({ leads: 5, quotes: 2, contacts: 3 });
    expect(data.weeks).toEqual([
      { week_start: '2026-03-02', quotes: 1, contacts: 0, total: 1 },
      { week_start: '2026-03-09', quotes: 1, contacts: 1, total: 2 },
      { week_start: '2026-03-16', quotes: 0, contacts: 2, total: 2 },
    ]);
    expect(data.by_service).toEqual([
      { service: 'irrigation', leads: 2 },
      { service: 'hardscaping', leads: 1 },
      { service: 'landscape-design', leads: 1 },
      { service: 'other', leads: 1 },
      { service: 'unspecified', leads: 1 },
    ]);
    expect(data.by_source).toEqual([
      { channel: 'campaign', name: 'newsletter', leads: 2 },
      { channel: 'direct', name: '', leads: 1 },
      { channel: 'referral', name: 'google.com', leads: 1 },
      { channel: 'referral', name: 'nextdoor.com', leads: 1 },
    ]);
    expect(data.by_language).toEqual([
      { language: 'en', leads: 2 },
      { language: 'es', leads: 2 },
      { language: 'pt', leads: 1 },
    ]);
  });

  it('measures the first response against the 24-hour promise and counts what became of the leads', async () => {
    const data = (await get('/api/admin/analytics?from=2026-03-02&to=2026-03-22')).json().data;
    // Answered after 2 h, 30 h and 5 h (a note and a change back to New are no answer); two never.
    expect(data.first_response).toEqual({
      promise_hours: 24,
      responded: 3,
      median_hours: 5,
      within_promise: 2,
      late: 1,
      unanswered_overdue: 2,
      unanswered_waiting: 0,
      kept_share: 0.4,
    });
    expect(data.outcomes).toEqual({
      by_status: { new: 2, contacted: 1, quoted: 0, won: 1, lost: 1 },
      win_share: 0.5,
      // No proposal was accepted in the period: a true zero.
      accepted_proposals: 0,
      accepted_value_cents: 0,
    });

    // Seen an hour after the last lead arrived, that one is still within its 24 hours.
    const early = await analyticsFigures(
      t.app.ctx.db,
      { from: '2026-03-02', to: '2026-03-22' },
      COMPANY_TIME_ZONE,
      new Date('2026-03-22T21:00:00.000Z'),
    );
    expect(early.first_response).toMatchObject({ unanswered_overdue: 1, unanswered_waiting: 1, kept_share: 0.5 });
  });

  it('reads one day and the default twelve weeks, and refuses dates it cannot read', async () => {
    const day = (await get('/api/admin/analytics?from=2026-03-22&to=2026-03-22')).json().data;
    expect(day.totals).toEqual({ leads: 2, quotes: 0, contacts: 2 });
    expect(day.weeks).toEqual([{ week_start: '2026-03-16', quotes: 0, contacts: 2, total: 2 }]);

    const fallback = await get('/api/admin/analytics');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data.weeks).toHaveLength(12);

    const refusals = [
      ['?from=2026-02-30&to=2026-03-22', 'Please give the dates as calendar days.'],
      ['?from=03/02/2026', 'Please give the dates as calendar days.'],
      ['?from=2026-03-22&to=2026-03-02', 'The first day must come before the last day.'],
      ['?from=2020-01-01&to=2026-03-22', 'Please choose a period of at most three years.'],
    ];
    for (const [query, message] of refusals) {
      const res = await get(`/api/admin/analytics${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const spanish = await get('/api/admin/analytics?from=2026-03-22&to=2026-03-02&lang=es');
    expect(spanish.json().message).toBe('El primer día debe ser anterior al último.');
  });

  it('exports every lead of the period as CSV with a BOM, quoting and no formulas', async () => {
    const res = await get('/api/admin/leads.csv?from=2026-03-02&to=2026-03-22');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2026-03-02-to-2026-03-22.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = text.slice(0, -2).split(/\r\n/);
    expect(header).toBe(
      'type,id,reference,created_at,status,status_label,first_response_at,language,name,email,phone,address,services,services_label,service_interest,service_interest_label,property_type,property_type_label,property_size,property_size_label,timeline,timeline_label,budget,budget_label,urgency,urgency_label,plant_preferences,plant_preferences_label,style_preferences,style_preferences_label,material_selection,material_selection_label,range_low,range_high,job_lines,estimate_total,message,source_landing,source_referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content',
    );
    // Oldest first; the message's line break stays inside its quoted cell.
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.split(',').slice(0, 2).join(','))).toEqual([
      `quote,${ids.q1}`,
      `quote,${ids.q2}`,
      `contact,${ids.c1}`,
      `contact,${ids.c4}`,
      `contact,${ids.c2}`,
    ]);
    // Times on the company's clocks (Bellevue: UTC-8 in winter, UTC-7 in summer), codes with their words beside them.
    expect(rows[2]).toBe(
      `contact,${ids.c1},,2026-03-10T05:00:00-07:00,new,New,,pt,"'=HYPERLINK(""http://evil.example"",""Click"")",carla@example.org,'+1 425 555 0100,,,,irrigation,Irrigation,,,,,,,,,,,,,,,,,,,,,"He said ""hi"", then\nleft.",,,,,,,`,
    );
    const q1 = await t.app.ctx.db.selectFrom('quote_requests').selectAll().where('id', '=', ids.q1).executeTakeFirstOrThrow();
    expect(rows[0]).toBe(
      `quote,${ids.q1},${q1.reference},2026-03-02T00:00:00-08:00,won,Won,2026-03-02T02:00:00-08:00,en,Quinn One,quinn@example.org,(425) 555-0100,"12 Cedar Lane, Bellevue, WA","landscape-design; irrigation","Landscape Design; Irrigation",,,residential,Residential,large,Large,soon,Soon (1 to 3 months),5k-15k,"$5,000 - $15,000",normal,Normal,native,Native plants,modern,Modern,wood,Wood,,,,${q1.total_price},Gate code 1234.,/services/landscape-design,,Newsletter,email,spring,,`,
    );
    expect(rows[1]).toContain(',/,https://www.google.com/,,,,,');
  });

  it('sums the proposals accepted in the period, at their accepted totals, through the proposals API', async () => {
    const call = (method: string, url: string, payload?: object) =>
      t.app.inject({ method: method as 'GET', url, headers: admin, ...(payload ? { payload } : {}) });
    /** A proposal for a lead with these lines, sent to the customer; the token of its link. */
    async function sent(type: 'quote' | 'contact', id: number, lines: object[]) {
      const draft = (await call('POST', `/api/admin/leads/${type}/${id}/proposals`)).json().data;
      const saved = await call('PUT', `/api/admin/proposals/${draft.id}`, { version: draft.version, lines, tax_rate: 10 });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await call('POST', `/api/admin/proposals/${draft.id}/send`);
      expect(res.statusCode, res.body).toBe(200);
      const token = new URL(res.json().data.url).pathname.split('/').pop()!;
      return { id: draft.id as number, token, lineIds: saved.json().data.lines.map((l: { id: string }) => l.id) as string[] };
    }
    const accept = (token: string, optional_line_ids: string[] = []) =>
      t.app.inject({
        method: 'POST',
        url: `/api/proposals/${token}/accept`,
        remoteAddress: '198.51.100.40',
        payload: { signature_name: 'Quinn One', accepted_terms: true, optional_line_ids },
      });

    // 2 × $1,234.50 + 10 % tax = $2,715.90 accepted; the optional $500 line was offered, not kept.
    const patio = await sent('quote', ids.q1, [
      { description: 'Paver patio', quantity: 2, unit: 'day', unit_price_cents: 123_450, optional: false },
      { description: 'Patio lights', quantity: 1, unit: 'set', unit_price_cents: 50_000, optional: true },
    ]);
    expect((await accept(patio.token)).statusCode).toBe(200);
    // $99.99 and its optional $10 line, kept: $109.99 + 10 % tax = $120.99 (half up).
    const mulch = await sent('contact', ids.c1, [
      { description: 'Mulch', quantity: 1, unit: 'yard', unit_price_cents: 9_999, optional: false },
      { description: 'Edging', quantity: 1, unit: 'bed', unit_price_cents: 1_000, optional: true },
    ]);
    expect((await accept(mulch.token, [mulch.lineIds[1]!])).statusCode).toBe(200);
    // Sent and never answered: not counted.
    await sent('quote', ids.q2, [{ description: 'Retaining wall', quantity: 1, unit: 'wall', unit_price_cents: 800_000 }]);

    const offered = await t.app.ctx.db
      .selectFrom('proposals')
      .select('total_cents')
      .where('id', '=', patio.id)
      .executeTakeFirstOrThrow();
    expect(offered.total_cents).toBe(326_590); // every optional line included: not what was accepted

    // Accepted now: they count in today's period of the company calendar, not in their leads' March.
    const today = localDate(new Date(), COMPANY_TIME_ZONE);
    const now = (await get(`/api/admin/analytics?from=${addDays(today, -1)}&to=${addDays(today, 1)}`)).json().data;
    expect(now.outcomes).toMatchObject({ accepted_proposals: 2, accepted_value_cents: 271_590 + 12_099 });
    const march = (await get('/api/admin/analytics?from=2026-03-02&to=2026-03-22')).json().data;
    expect(march.outcomes).toMatchObject({ accepted_proposals: 0, accepted_value_cents: 0 });
    // Their leads arrived in March: accepting made the message won too.
    expect(march.outcomes.by_status.won).toBe(2);
  });

  it('follows the time zone of the company settings: a lead near midnight falls in another day and week', async () => {
    // Sunday 12 April 2026, 15:30 in Bellevue; already Monday 13 April, 00:30 in Berlin.
    await insertQuoteRequest(t.app.ctx.db, { name: 'Night Owl', created_at: '2026-04-12T22:30:00.000Z' });
    const weeks = async () => (await get('/api/admin/analytics?from=2026-04-06&to=2026-04-19')).json().data;
    const bellevue = await weeks();
    expect(bellevue.weeks.map((w: { total: number }) => w.total)).toEqual([1, 0]);

    await writeCompany(t.app.ctx.db, { ...DEFAULT_COMPANY, timeZone: 'Europe/Berlin' });
    const berlin = await weeks();
    expect(berlin.period).toEqual({ from: '2026-04-06', to: '2026-04-19', time_zone: 'Europe/Berlin' });
    expect(berlin.weeks).toEqual([
      { week_start: '2026-04-06', quotes: 0, contacts: 0, total: 0 },
      { week_start: '2026-04-13', quotes: 1, contacts: 0, total: 1 },
    ]);
    expect((await get('/api/admin/analytics?from=2026-04-13&to=2026-04-13')).json().data.totals.leads).toBe(1);
    expect((await get('/api/admin/analytics?from=2026-04-12&to=2026-04-12')).json().data.totals.leads).toBe(0);
    const csv = (await get('/api/admin/leads.csv?from=2026-04-13&to=2026-04-13')).body;
    expect(csv).toContain('Night Owl');
    expect(csv).toContain(',2026-04-13T00:30:00+02:00,new,New,');

    // The admin screen's loader reads the same setting.
    const page = await loadAnalytics(
      { app: t.app.ctx } as unknown as AppLoadContext,
      new Request('http://localhost/admin/analytics?from=2026-04-13&to=2026-04-19'),
    );
    expect(page.figures.period.time_zone).toBe('Europe/Berlin');
    expect(page.figures.totals.leads).toBe(1);
    expect(page.presets[0]!.period.to).toBe(localDate(new Date(), 'Europe/Berlin'));
  });

  it('labels the CSV in the language of the request', async () => {
    const csv = parseCsv((await get('/api/admin/leads.csv?from=2026-03-02&to=2026-03-22&lang=es')).body);
    const q1 = csv.find((r) => r.name === 'Quinn One')!;
    expect(q1).toMatchObject({
      budget: '5k-15k',
      budget_label: '$5,000 - $15,000',
      status_label: 'Ganado',
      material_selection: 'wood',
      material_selection_label: 'Madera',
    });
  });

  it('keeps the figures and the CSV for admins', async () => {
    const customer = await loginAs(t.app, 'customer');
    for (const url of ['/api/admin/analytics', '/api/admin/leads.csv']) {
      expect((await get(url, {})).statusCode).toBe(401);
      const refused = await get(url, customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Quinn');
    }
  });
});
