import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuoteRequestInput } from '../../src/domain/quote/schema.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
import { loadPageBuild, visibleHtml } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

/** A residential request sent from step 3 with the given quote services and catalogue services. */
/** A browser's own figures beside an item are dropped (the server prices the job itself). */
type Item = { service: string; quantity?: number; unit_price_cents?: number; amount_cents?: number };
const request = (services: string[], items: Item[], extra: object = {}) =>
  ({
    propertyType: 'residential',
    propertySize: 'medium',
    services,
    items,
    timeline: 'flexible',
    urgency: 'normal',
    contactInfo: { name: 'Emily Carter', email: 'emily@example.com' },
    language: 'en',
    ...extra,
  }) as QuoteRequestInput;

const RANGE_TEXT = (low: number, high: number) => `$${low.toLocaleString('en-US')} – $${high.toLocaleString('en-US')}`;

describe.each(engines)('the price book on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  const db = () => t.app.ctx.db;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const book = async () => (await call('GET', '/api/admin/price-book')).json().data;
  /** The stored book with a change applied, as the 'Quote prices' tab sends it. */
  const saveBook = async (change: (b: Record<string, any>) => void, version?: number) => {
    const current = await book();
    const { updated_at: _updated, ...next } = current;
    change(next);
    return call('PUT', '/api/admin/price-book', { ...next, version: version ?? current.version });
  };
  const quote = (body: object) => t.app.inject({ method: 'POST', url: '/api/quotes', payload: body });

  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(() => t.close());

  it("is seeded with SPEC.md's prices, multipliers and sample prices as from prices, in dollars", async () => {
    const res = await t.app.inject({ url: '/api/price-book' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const byId = Object.fromEntries(data.quote_services.map((q: { id: string }) => [q.id, q]));
    expect(data.quote_services.map((q: { id: string }) => q.id)).toEqual([
      'landscape-design',
      'lawn-maintenance',
      'tree-services',
      'irrigation',
      'hardscaping',
      'seasonal-services',
    ]);
    expect(
      Object.fromEntries(
        data.quote_services.map((q: Record<string, unknown>) => [
          q.id,
          [q.base_price, q.rate_per_sqft, q.from_price, q.from_unit],
        ]),
      ),
    ).toEqual({
      'landscape-design': [150, 0.5, 2500, 'job'],
      'lawn-maintenance': [45, 0.15, 150, 'month'],
      'tree-services': [120, 0.3, 300, 'job'],
      irrigation: [500, 1.5, 1500, 'job'],
      hardscaping: [800, 12, 5000, 'job'],
      'seasonal-services': [75, 0.25, 200, 'season'],
    });
    expect(data.multipliers).toEqual({
      property: { residential: 1, commercial: 1.3, hoa: 1.2 },
      size: { small: 0.8, medium: 1, large: 1.5 },
      timeline: { immediate: 1.5, soon: 1.2, flexible: 1 },
      urgency: { normal: 1, urgent: 1.3 },
    });
    expect(data.range).toEqual({ below_percent: 10, above_percent: 30 });
    expect(byId['tree-services'].covers).toEqual(['tree-trimming', 'tree-removal', 'stump-grinding', 'hedge-trimming']);
    expect(byId['landscape-design'].covers).toContain('water-features');
    const stored = await db().selectFrom('price_book').selectAll().executeTakeFirstOrThrow();
    expect(stored.version).toBe(1);
  });

  it('saves a whole book for an admin only, live at once, and refuses a save made from an older version (409)', async () => {
    const current = await book();
    const anonymous = await call('PUT', '/api/admin/price-book', current, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/price-book', current, await loginAs(t.app, 'customer'))).statusCode).toBe(403);

    const saved = await saveBook((b) => {
      b.quote_services[4].from_price = 6500;
      b.multipliers.timeline.soon = 1;
      b.range = { below_percent: 5, above_percent: 40 };
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Quote prices saved');
    expect(saved.json().data.version).toBe(current.version + 1);
    const publicBook = (await t.app.inject({ url: '/api/price-book' })).json().data;
    expect(publicBook.quote_services[4].from_price).toBe(6500);
    expect(publicBook.multipliers.timeline.soon).toBe(1);
    expect(publicBook.range).toEqual({ below_percent: 5, above_percent: 40 });

    // Another admin's tab still holds the first version: refused, nothing written.
    const stale = await call('PUT', '/api/admin/price-book', { ...current, version: current.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, current_version: current.version + 1 });
    expect(stale.json().message).toContain('changed meanwhile');
    expect((await book()).quote_services[4].from_price).toBe(6500);
    // Without a version the save is taken as it is.
    const { version: _v, updated_at: _u, ...plain } = current;
    expect((await call('PUT', '/api/admin/price-book', plain)).statusCode).toBe(200);
    expect((await book()).quote_services[4].from_price).toBe(5000);
  });

  it.each([
    [
      'a negative from price',
      (b: any) => (b.quote_services[4].from_price = -1),
      'quote_services.4.from_price',
      'Enter 0 or more.',
    ],
    [
      'fractions of a cent',
      (b: any) => (b.quote_services[0].base_price = 150.005),
      'quote_services.0.base_price',
      'Use at most two decimals (cents).',
    ],
    [
      'a price sent as text',
      (b: any) => (b.quote_services[2].rate_per_sqft = '0.3'),
      'quote_services.2.rate_per_sqft',
      'Enter a number.',
    ],
    [
      'a zero multiplier',
      (b: any) => (b.multipliers.urgency.urgent = 0),
      'multipliers.urgency.urgent',
      'Enter a number above 0.',
    ],
    ['a missing multiplier', (b: any) => delete b.multipliers.size.large, 'multipliers.size.large', 'Enter a number.'],
    ['a margin in decimals', (b: any) => (b.range.above_percent = 12.5), 'range.above_percent', 'Enter a whole number.'],
    [
      'an unknown catalogue service',
      (b: any) => b.quote_services[2].covers.push('palm-reading'),
      'quote_services.2.covers.4',
      'This catalogue service does not exist.',
    ],
    [
      'a catalogue service covered twice',
      (b: any) => b.quote_services[4].covers.push('tree-removal'),
      'quote_services.4.covers.3',
      'A catalogue service can be offered by one quote service only.',
    ],
  ])('answers 400 naming the field for %s, and changes nothing', async (_name, change, path, msg) => {
    const before = await book();
    const res = await saveBook(change);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ path, msg });
    expect(await book()).toEqual(before);
  });

  it('covers set which quote service offers each catalogue service, the main one first', async () => {
    const res = await saveBook((b) => {
      // Tree removal becomes the main tree service; stump grinding moves to no quote service.
      b.quote_services[2].covers = ['tree-removal', 'tree-trimming', 'hedge-trimming'];
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quote_services[2].covers).toEqual(['tree-removal', 'tree-trimming', 'hedge-trimming']);
    const stump = await db()
      .selectFrom('services')
      .select(['quote_service', 'version'])
      .where('slug', '=', 'stump-grinding')
      .executeTakeFirstOrThrow();
    expect(stump).toEqual({ quote_service: null, version: 2 });
    // A service the owner maps in its own form joins the covers at the end.
    await db().updateTable('services').set({ quote_service: 'tree-services' }).where('slug', '=', 'stump-grinding').execute();
    expect((await book()).quote_services[2].covers).toEqual([
      'tree-removal',
      'tree-trimming',
      'hedge-trimming',
      'stump-grinding',
    ]);
  });

  describe('the range of the visitor’s job, from the catalogue', () => {
    it.each([
      // 400 sq ft of Patio Installation at the catalogue's $24 per sq ft = $9,600.
      ['a 400 sq ft patio', ['hardscaping'], [{ service: 'patio-installation', quantity: 400 }], 960_000, [860_000, 1_250_000]],
      // One Tree Removal at $750 per tree, no quantity given: one tree.
      ['one tree removal', ['tree-services'], [{ service: 'tree-removal' }], 75_000, [67_000, 98_000]],
      // One Water Feature, a fixed $2,000 project.
      ['one water feature', ['landscape-design'], [{ service: 'water-features', quantity: 1 }], 200_000, [180_000, 260_000]],
    ])('holds what the catalogue charges for %s', async (_name, services, items, amount, [low, high]) => {
      const res = await quote(request(services, items));
      expect(res.statusCode, res.body).toBe(201);
      const { job } = res.json().data;
      expect(job.lines.reduce((sum: number, l: { amount_cents: number }) => sum + l.amount_cents, 0)).toBe(amount);
      expect(job.low_cents).toBeLessThanOrEqual(amount);
      expect(job.high_cents).toBeGreaterThanOrEqual(amount);
      expect([job.low_cents, job.high_cents]).toEqual([low, high]);
    });

    it('stores the catalogue services as quoted, recomputed on the server, and never changes them', async () => {
      const res = await quote({
        ...request(
          ['hardscaping', 'tree-services', 'lawn-maintenance'],
          [
            { service: 'patio-installation', quantity: 400 },
            { service: 'tree-removal', unit_price_cents: 1, amount_cents: 1 },
          ],
          { timeline: 'soon', urgency: 'urgent' },
        ),
        job: { low_cents: 1, high_cents: 2 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, job, estimate } = res.json().data;
      expect(job.lines).toEqual([
        {
          kind: 'service',
          quote_service: 'hardscaping',
          service: 'patio-installation',
          names: { en: 'Patio Installation', es: expect.any(String), pt: expect.any(String) },
          units: { en: 'per sq ft', es: 'por pie cuadrado', pt: 'por pé quadrado' },
          price_type: 'per_sqft',
          unit_price_cents: 2_400,
          quantity: 400,
          amount_cents: 960_000,
        },
        expect.objectContaining({ service: 'tree-removal', unit_price_cents: 75_000, quantity: null, amount_cents: 75_000 }),
        // No catalogue service chosen under Lawn Maintenance: its from price.
        { kind: 'from', quote_service: 'lawn-maintenance', from_unit: 'month', amount_cents: 15_000 },
      ]);
      // $10,500 less 10%; the top 30% above, then +20% (soon) and +30% (urgent).
      expect([job.low_cents, job.high_cents]).toEqual([940_000, 2_130_000]);
      expect(estimate.totalPrice).toBe(1_505.4);

      const row = await db().selectFrom('quote_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ range_low_cents: 940_000, range_high_cents: 2_130_000, total_price: 1_505.4 });

      // The owner raises the patio price and the book's numbers: the stored request keeps what it was told.
      await db()
        .updateTable('services')
        .set({ base_price: 30, price_per_sqft: 30 })
        .where('slug', '=', 'patio-installation')
        .execute();
      expect(
        (
          await saveBook((b) => {
            b.quote_services[4].base_price = 1_000;
            b.range.above_percent = 100;
            b.multipliers.urgency.urgent = 2;
          })
        ).statusCode,
      ).toBe(200);
      const lead = (await call('GET', `/api/admin/leads/quote/${id}`)).json().data.quote;
      expect(lead.job).toEqual(job);
      expect(lead.estimate).toEqual(estimate);
      expect(lead.total_price).toBe(1_505.4);
    });

    it('e-mails, the inbox card and the CSV show the range first', async () => {
      const { id } = (await quote(request(['hardscaping'], [{ service: 'patio-installation', quantity: 400 }]))).json().data;
      const mails = await deliveredMail(t);
      const customer = mails.find((m) => m.to === 'emily@example.com')!;
      expect(customer.text).toContain(`Likely range: ${RANGE_TEXT(8_600, 12_500)} (confirmed after a free site visit)`);
      expect(customer.text).toContain('Patio Installation: 400 sq ft × $24 per sq ft = $9,600');
      expect(customer.text.indexOf('Likely range')).toBeLessThan(customer.text.indexOf('Starting estimate'));
      const company = mails.find((m) => m.subject.startsWith('New quote request'))!;
      expect(company.text).toContain(`Likely range: ${RANGE_TEXT(8_600, 12_500)}`);

      const inbox = (await call('GET', '/api/admin/leads?type=quote')).json().data.leads;
      expect(inbox.find((l: { id: number }) => l.id === id)).toMatchObject({
        range_low_cents: 860_000,
        range_high_cents: 1_250_000,
      });

      const csv = (await call('GET', '/api/admin/leads.csv')).body;
      const [header, ...rows] = csv.trim().split('\r\n');
      const cells = header.split(',');
      const row = rows.find((r) => r.includes('emily@example.com'))!;
      expect(cells).toEqual(expect.arrayContaining(['range_low', 'range_high', 'job_lines', 'estimate_total']));
      expect(row).toContain(',8600,12500,');
      expect(row).toContain('Patio Installation: 400 sq ft × $24 per sq ft = $9,600');
    });

    it.each([
      [
        'a catalogue service outside the chosen quote services',
        [{ service: 'patio-installation' }],
        'items.0.service',
        'This value is not valid.',
      ],
      ['an inactive or unknown catalogue service', [{ service: 'palm-reading' }], 'items.0.service', 'This value is not valid.'],
      [
        'a service chosen twice',
        [{ service: 'tree-removal' }, { service: 'tree-removal' }],
        'items.1.service',
        'This value is not valid.',
      ],
      [
        'a quantity of zero',
        [{ service: 'tree-removal', quantity: 0 }],
        'items.0.quantity',
        'Enter a whole number from 1 to 100,000, or leave it empty.',
      ],
      [
        'a fractional quantity',
        [{ service: 'tree-removal', quantity: 1.5 }],
        'items.0.quantity',
        'Enter a whole number from 1 to 100,000, or leave it empty.',
      ],
    ])('refuses %s with 400 naming it, storing nothing', async (_name, items, path, msg) => {
      const res = await quote(request(['tree-services'], items));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, msg });
      expect(await db().selectFrom('quote_requests').select('id').execute()).toEqual([]);
    });
  });

  describe('a new proposal', () => {
    const linesOf = async (id: number) =>
      (await call('POST', `/api/admin/leads/quote/${id}/proposals`))
        .json()
        .data.lines.map((l: Record<string, unknown>) => [l.description, l.quantity, l.unit, l.unit_price_cents]);

    it("takes the request's catalogue services and quantities at the catalogue's current prices", async () => {
      const { id } = (
        await quote(
          request(
            ['tree-services', 'hardscaping', 'irrigation'],
            [{ service: 'tree-removal' }, { service: 'patio-installation', quantity: 400 }],
            { catalogueService: 'tree-removal' },
          ),
        )
      ).json().data;
      // The owner raised the patio price after the request: the proposal prices it now.
      await db()
        .updateTable('services')
        .set({ base_price: 26, price_per_sqft: 26 })
        .where('slug', '=', 'patio-installation')
        .execute();
      expect(await linesOf(id)).toEqual([
        ['Tree Removal', 1, 'per tree', 75_000],
        ['Patio Installation', 400, 'per sq ft', 2_600],
        // Irrigation without a narrower choice: its main catalogue service.
        ['Sprinkler System Installation', 1, 'per zone', 95_000],
      ]);
    });

    it('falls back to the main catalogue service the book names, and writes the request language', async () => {
      await saveBook((b) => {
        b.quote_services[2].covers = ['tree-removal', 'tree-trimming', 'stump-grinding', 'hedge-trimming'];
      });
      const { id } = (await quote(request(['tree-services'], [], { language: 'es' }))).json().data;
      expect(await linesOf(id)).toEqual([['Tala y retiro de árboles', 1, 'por árbol', 75_000]]);
    });

    it("shows the request's range beside it (the lead's quote carries the job)", async () => {
      const { id } = (await quote(request(['tree-services'], [{ service: 'tree-removal', quantity: 2 }]))).json().data;
      const lead = (await call('GET', `/api/admin/leads/quote/${id}`)).json().data.quote;
      expect(lead.job).toMatchObject({ low_cents: 130_000, high_cents: 200_000 });
    });
  });

  it('a price change shows at once on the quote builder and the catalogue, cached pages included', async () => {
    const get = (url: string) => t.app.inject({ url });
    /** The builder's data travels in the page's script: the from price and the patio price as numbers. */
    const builderHas = (body: string, n: number) => new RegExp(`[,\\[]${n}[,\\]]`).test(body);
    // Two anonymous visits: the second comes from the page cache.
    const first = (await get('/quote-builder?service=patio-installation')).body;
    expect(builderHas(first, 5000) && builderHas(first, 24) && !builderHas(first, 6000)).toBe(true);
    expect((await get('/quote-builder?service=patio-installation')).headers['x-page-cache']).toBe('hit');
    expect(visibleHtml((await get('/services/patio-installation')).body)).toMatch(/\$24<\/span>\s*<span>per sq ft/);

    // The service form saves one price for a per-sq-ft service; the price book a new from price.
    const patio = await db()
      .selectFrom('services')
      .select('id')
      .where('slug', '=', 'patio-installation')
      .executeTakeFirstOrThrow();
    const edit = (await call('GET', `/api/admin/services/${patio.id}`)).json().data;
    const saved = await call('PUT', `/api/admin/services/${patio.id}`, { ...edit, base_price: 26, price_per_sqft: 26 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await saveBook((b) => (b.quote_services[4].from_price = 6_000))).statusCode).toBe(200);

    const builder = await get('/quote-builder?service=patio-installation');
    expect(builder.headers['x-page-cache']).toBe('miss');
    expect(builderHas(builder.body, 6000) && builderHas(builder.body, 26)).toBe(true);
    expect(visibleHtml((await get('/services')).body)).toMatch(/\$26<\/span>\s*<span class="text-sm">per sq ft/);
    expect(visibleHtml((await get('/services/patio-installation')).body)).toMatch(/\$26<\/span>\s*<span>per sq ft/);
  });

  it.skipIf(engine !== 'postgres')('a change reaches the cached pages of another process on the same database', async () => {
    const other = await createTestApp(engine, {}, { serverBuild: build, shareDatabaseOf: t });
    try {
      await Promise.all([t.app.ctx.events.listen(), other.app.ctx.events.listen()]);
      const page = () => other.app.inject({ url: '/quote-builder?service=hardscaping' });
      await page();
      expect((await page()).headers['x-page-cache']).toBe('hit');
      expect((await saveBook((b) => (b.quote_services[4].from_price = 7_250))).statusCode).toBe(200);
      await expect.poll(async () => /[,[]7250[,\]]/.test((await page()).body), { timeout: 5_000 }).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keeps the one price of a service in the columns of its type', async () => {
    const patio = await db()
      .selectFrom('services')
      .select('id')
      .where('slug', '=', 'patio-installation')
      .executeTakeFirstOrThrow();
    const put = async (change: object) => {
      const edit = (await call('GET', `/api/admin/services/${patio.id}`)).json().data;
      const res = await call('PUT', `/api/admin/services/${patio.id}`, { ...edit, ...change });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // The review's trap: the base price changed to $26, the price per sq ft left at $24. The changed one is the price.
    expect(await put({ base_price: 26, price_per_sqft: 24 })).toMatchObject({ base_price: 26, price_per_sqft: 26 });
    // Both changed and different: a per-sq-ft service has its price per sq ft.
    expect(await put({ base_price: 30, price_per_sqft: 28, price_per_linear_ft: 3 })).toMatchObject({
      base_price: 28,
      price_per_sqft: 28,
      price_per_linear_ft: null,
    });
    // A fixed price has no per-sq-ft price left to disagree with.
    expect(await put({ price_type: 'fixed', base_price: 9_000, price_per_sqft: 28 })).toMatchObject({
      base_price: 9_000,
      price_per_sqft: null,
      price_per_linear_ft: null,
    });
  });
});
