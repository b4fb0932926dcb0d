import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth.js';
import { attachQuoteFile, insertContactMessage, insertQuoteRequest } from '../helpers/leads.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

describe.each(engines)('the leads inbox on %s', (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let ids: { quoteOld: number; quoteNew: number; contactOld: number; contactNew: number };
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
    const db = t.app.ctx.db;
    ids = {
      quoteOld: await insertQuoteRequest(db, {
        name: 'Olivia Stone',
        email: 'olivia@example.org',
        reference: 'Q-OLD1',
        created_at: hoursAgo(30),
      }),
      contactOld: await insertContactMessage(db, {
        name: 'Ben Fern',
        email: 'ben@example.org',
        status: 'contacted',
        created_at: hoursAgo(48),
      }),
      quoteNew: await insertQuoteRequest(db, {
        name: 'Nia Park',
        email: 'nia@example.org',
        reference: 'Q-NEW1',
        services: ['hardscaping'],
        created_at: hoursAgo(1),
      }),
      contactNew: await insertContactMessage(db, {
        name: 'Liam Moss',
        email: 'liam@example.org',
        message: 'x'.repeat(300),
        created_at: hoursAgo(2),
      }),
    };
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });
  const names = async (query: string) =>
    (await get(`/api/admin/leads${query}`)).json().data.leads.map((l: { name: string }) => l.name);

  it('lists quote requests and messages together, overdue first, then newest first, flagging new leads older than 24 hours', async () => {
    const res = await get('/api/admin/leads');
    expect(res.statusCode).toBe(200);
    const { leads, pagination } = res.json().data;
    expect(leads.map((l: { name: string }) => l.name)).toEqual(['Olivia Stone', 'Nia Park', 'Liam Moss', 'Ben Fern']);
    expect(pagination).toEqual({ page: 1, pages: 1, total: 4 });
    const byName = Object.fromEntries(leads.map((l: { name: string }) => [l.name, l]));
    expect(byName['Olivia Stone']).toMatchObject({
      type: 'quote',
      overdue: true,
      reference: 'Q-OLD1',
      services: ['landscape-design', 'irrigation'],
      excerpt: null,
    });
    expect(byName['Ben Fern']).toMatchObject({
      type: 'contact',
      status: 'contacted',
      overdue: false,
      reference: null,
      services: null,
    });
    expect(byName['Nia Park'].overdue).toBe(false);
    expect(byName['Liam Moss'].excerpt).toHaveLength(161);
  });

  it('gives each lead what a card on a phone shows: phone, city, service and estimate', async () => {
    const db = t.app.ctx.db;
    await insertQuoteRequest(db, {
      name: 'Wes Pond',
      services: ['landscape-design'],
      catalogue_service: 'water-features',
      address: '9 Lake St, Kirkland, WA 98033',
    });
    await insertContactMessage(db, { name: 'Tia Oak', phone: '(206) 555-0111', service_interest: 'tree-services' });
    const { leads } = (await get('/api/admin/leads')).json().data;
    const byName = Object.fromEntries(leads.map((l: { name: string }) => [l.name, l]));
    expect(byName['Wes Pond']).toMatchObject({
      phone: '(425) 555-0100',
      city: 'Kirkland',
      services: ['landscape-design'],
      catalogue_service: { slug: 'water-features', names: { en: 'Water Features & Fountains', es: expect.any(String) } },
      service_interest: null,
      total_price: expect.any(Number),
    });
    expect(byName['Olivia Stone']).toMatchObject({ city: 'Bellevue', catalogue_service: null });
    expect(byName['Tia Oak']).toMatchObject({
      phone: '(206) 555-0111',
      city: null,
      service_interest: 'tree-services',
      catalogue_service: null,
      total_price: null,
    });
  });

  it('filters by type and status and searches name, e-mail and reference', async () => {
    expect(await names('?type=contact')).toEqual(['Liam Moss', 'Ben Fern']);
    expect(await names('?type=quote&status=new')).toEqual(['Olivia Stone', 'Nia Park']);
    expect(await names('?status=contacted')).toEqual(['Ben Fern']);
    expect(await names('?search=OLIVIA')).toEqual(['Olivia Stone']);
    expect(await names('?search=ben%40example')).toEqual(['Ben Fern']);
    expect(await names('?search=q-new1')).toEqual(['Nia Park']);
    expect(await names('?search=nobody')).toEqual([]);
    expect((await get('/api/admin/leads?status=archived')).statusCode).toBe(400);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < 20; i++) await insertContactMessage(t.app.ctx.db, { name: `Bulk ${i}`, created_at: hoursAgo(100 + i) });
    const second = (await get('/api/admin/leads?page=2')).json().data;
    expect(second.pagination).toEqual({ page: 2, pages: 2, total: 24 });
    // 21 overdue leads (the bulk and Olivia) fill the first page and start the second.
    expect(second.leads.map((l: { name: string }) => l.name)).toEqual(['Bulk 19', 'Nia Park', 'Liam Moss', 'Ben Fern']);
  });

  it('counts new leads and overdue ones for the admin home', async () => {
    expect((await get('/api/admin/summary')).json().data).toEqual({ newQuotes: 2, newMessages: 1, overdue: 1 });
  });

  it('shows a quote request with every field, the estimate breakdown and its files', async () => {
    const fileId = await attachQuoteFile(
      t.app.ctx.db,
      t.config.mediaDir,
      ids.quoteOld,
      'plan.pdf',
      Buffer.from('%PDF-1.4'),
      'application/pdf',
    );
    const res = await get(`/api/admin/leads/quote/${ids.quoteOld}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'quote',
      contact: null,
      events: [],
      quote: {
        reference: 'Q-OLD1',
        property_type: 'residential',
        property_size: 'large',
        timeline: 'soon',
        budget: '5k-15k',
        urgency: 'normal',
        plant_preferences: ['native'],
        style_preferences: ['modern'],
        material_selection: ['wood'],
        phone: '(425) 555-0100',
        address: '12 Cedar Lane, Bellevue, WA',
        message: 'Gate code 1234.',
        estimate: {
          serviceCosts: 975,
          timelineMultiplier: 1.2,
          totalPrice: 1170,
          breakdown: [
            { service: 'landscape-design', cost: 225 },
            { service: 'irrigation', cost: 750 },
          ],
        },
        files: [{ id: fileId, name: 'plan.pdf', mime: 'application/pdf', size: 8 }],
      },
    });
    const contact = (await get(`/api/admin/leads/contact/${ids.contactOld}`)).json().data;
    expect(contact).toMatchObject({
      type: 'contact',
      quote: null,
      contact: { name: 'Ben Fern', service_interest: 'Lawn Maintenance' },
    });
    expect((await get('/api/admin/leads/contact/99999')).statusCode).toBe(404);
    expect((await get('/api/admin/leads/invoice/1')).statusCode).toBe(400);
  });

  it('changes the status and keeps notes, each saved with who and when', async () => {
    const url = `/api/admin/leads/contact/${ids.contactNew}`;
    const patch = await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { status: 'contacted' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.contact.status).toBe('contacted');
    // Saving the same status again records nothing new.
    await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { status: 'contacted' } });
    const note = await t.app.inject({
      method: 'POST',
      url: `${url}/notes`,
      headers: admin,
      payload: { note: '  Called, will visit Tuesday.  ' },
    });
    expect(note.statusCode).toBe(201);
    const events = note.json().data.events;
    expect(events).toEqual([
      {
        id: expect.any(Number),
        kind: 'status',
        visit: null,
        status: 'contacted',
        note: null,
        created_at: expect.any(String),
        author: 'Alex Admin',
        proposal_id: null,
        action: null,
        subject: null,
      },
      {
        id: expect.any(Number),
        kind: 'note',
        visit: null,
        status: null,
        note: 'Called, will visit Tuesday.',
        created_at: expect.any(String),
        author: 'Alex Admin',
        proposal_id: null,
        action: null,
        subject: null,
      },
    ]);
    const rows = await t.app.ctx.db.selectFrom('lead_events').selectAll().execute();
    expect(rows.every((r) => r.lead_type === 'contact' && r.lead_id === ids.contactNew && r.user_id !== null)).toBe(true);
    expect((await get('/api/admin/summary')).json().data.newMessages).toBe(0);

    expect((await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { status: 'archived' } })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/notes`, headers: admin, payload: { note: '   ' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/admin/leads/quote/99999', headers: admin, payload: { status: 'won' } }))
        .statusCode,
    ).toBe(404);
    expect(await t.app.ctx.db.selectFrom('lead_events').select('id').execute()).toHaveLength(2);
  });

  it('lets only admins download quote files, as attachments that are never sniffed', async () => {
    const fileId = await attachQuoteFile(
      t.app.ctx.db,
      t.config.mediaDir,
      ids.quoteNew,
      'Garten Überblick.pdf',
      Buffer.from('%PDF-1.4 plan'),
      'application/pdf',
    );
    const url = `/api/admin/leads/quote-files/${fileId}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 plan');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Garten _berblick.pdf"; filename*=UTF-8''Garten%20%C3%9Cberblick.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, await loginAs(t.app, 'customer'))).statusCode).toBe(403);

    const media = await t.app.ctx.db
      .selectFrom('quote_files')
      .innerJoin('media', 'media.id', 'quote_files.media_id')
      .select(['media.id', 'media.path'])
      .where('quote_files.id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect((await get(`/media/${media.path}`, {})).statusCode).toBe(404);

    await t.app.ctx.db.updateTable('media').set({ path: '../../etc/passwd' }).where('id', '=', media.id).execute();
    expect((await get(url)).statusCode).toBe(404);
    expect((await get('/api/admin/leads/quote-files/99999')).statusCode).toBe(404);
  });
});
