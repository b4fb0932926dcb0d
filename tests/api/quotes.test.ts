import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_QUOTE_FILE_BYTES } from '../../src/domain/quote/options.js';
import { DEFAULT_PRICE_BOOK } from '../../src/domain/quote/price-book.js';
import { estimateQuote } from '../../src/domain/quote/pricing.js';
import type { QuoteRequestInput } from '../../src/domain/quote/schema.js';
import { removeOrphanFiles } from '../../src/server/media/repository.js';
import { REFERENCE_PATTERN } from '../../src/server/quotes/reference.js';
import { findQuote, resolveQuoteService } from '../../src/server/quotes/repository.js';
import { demoAccount, loginAs } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const validRequest = (): QuoteRequestInput => ({
  propertyType: 'commercial',
  propertySize: 'large',
  services: ['landscape-design', 'hardscaping'],
  timeline: 'immediate',
  budget: '15k-50k',
  urgency: 'urgent',
  plantPreferences: ['native'],
  stylePreferences: ['modern', 'desert'],
  materialSelection: ['natural-stone'],
  contactInfo: {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    phone: '(425) 555-0199',
    address: '48 Lakeview Drive, Bellevue, WA',
    message: 'Gate code 1234. Friendly dog.',
  },
  language: 'en',
});

interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

const image = (format: 'jpeg' | 'png' | 'gif') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7d4a' } })
    .toFormat(format)
    .withExif({ IFD0: { Copyright: 'Secret owner', ImageDescription: 'GPS 47.61,-122.20' } })
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A multipart body as a browser's FormData sends it. */
async function multipart(request: unknown, files: Upload[] = []) {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile());
}

describe.each(engines)('quote requests on %s', (engine) => {
  let t: TestApp;
  const privateDir = () => path.join(t.config.mediaDir, 'private');
  const post = async (
    request: unknown,
    files: Upload[] = [],
    extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => {
    const body = await multipart(request, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: body.payload,
      headers: { ...body.headers, ...extra.headers },
      remoteAddress: extra.remoteAddress,
    });
  };
  const counts = async () => {
    const { db } = t.app.ctx;
    const count = async (table: 'quote_requests' | 'quote_files' | 'media') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The seeded site pictures are media too: count only what the test added.
    return {
      quotes: await count('quote_requests'),
      files: await count('quote_files'),
      media: (await count('media')) - seededMedia,
    };
  };
  const expectNothingStored = async () => {
    expect(await counts()).toEqual({ quotes: 0, files: 0, media: 0 });
    expect(filesUnder(privateDir())).toEqual([]);
    expect(await deliveredMail(t)).toEqual([]);
  };

  let seededMedia = 0;
  beforeEach(async () => {
    t = await createTestApp(engine);
    seededMedia = (await t.app.ctx.db.selectFrom('media').select('id').execute()).length;
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores a valid request with its files and the estimate recomputed on the server', async () => {
    const files = [
      { name: 'front-yard.jpg', type: 'image/jpeg', data: await image('jpeg') },
      { name: 'plan.png', type: 'image/png', data: await image('png') },
      { name: 'sketch.gif', type: 'image/gif', data: await image('gif') },
      { name: 'survey.pdf', type: 'application/pdf', data: PDF },
    ];
    // A client's own figure is ignored.
    const res = await post({ ...validRequest(), estimate: { totalPrice: 1, breakdown: [] }, totalPrice: 1 }, files);
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.reference).toMatch(REFERENCE_PATTERN);
    expect(data.reference).toContain(`EVG-${new Date().getUTCFullYear()}-`);
    // (150 + 800) x 1.5 (large) x 1.3 (commercial) x 1.5 (immediate) x 1.3 (urgent)
    expect(data.estimate.totalPrice).toBe(3612.38);
    // Every breakdown line says how its cost came about, in the request's language.
    const { breakdown, ...totals } = estimateQuote(
      {
        propertyType: 'commercial',
        propertySize: 'large',
        services: ['landscape-design', 'hardscaping'],
        timeline: 'immediate',
        urgency: 'urgent',
      },
      DEFAULT_PRICE_BOOK,
    );
    expect(data.estimate).toEqual({
      ...totals,
      breakdown: [
        { ...breakdown[0], description: 'Base price $150 ×1.5 for a large property' },
        { ...breakdown[1], description: 'Base price $800 ×1.5 for a large property' },
      ],
    });
    expect(data.areaEstimate).toBeNull();

    const row = await t.app.ctx.db.selectFrom('quote_requests').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: data.reference,
      user_id: null,
      language_code: 'en',
      property_type: 'commercial',
      property_size: 'large',
      timeline: 'immediate',
      budget: '15k-50k',
      urgency: 'urgent',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(425) 555-0199',
      address: '48 Lakeview Drive, Bellevue, WA',
      message: 'Gate code 1234. Friendly dog.',
      total_price: 3612.38,
      status: 'new',
      catalogue_service: null,
      area_sqft: null,
      area_low_cents: null,
      area_high_cents: null,
    });
    expect(JSON.parse(row.services)).toEqual(['landscape-design', 'hardscaping']);
    expect(JSON.parse(row.style_preferences)).toEqual(['modern', 'desert']);
    expect(JSON.parse(row.estimate)).toEqual(data.estimate);

    const stored = await t.app.ctx.db
      .selectFrom('quote_files')
      .innerJoin('media', 'media.id', 'quote_files.media_id')
      .select(['quote_files.original_name', 'quote_files.mime', 'media.path', 'media.size'])
      .where('quote_files.quote_id', '=', data.id)
      .orderBy('quote_files.id')
      .execute();
    expect(stored.map((f) => [f.original_name, f.mime])).toEqual(files.map((f) => [f.name, f.type]));
    for (const f of stored) {
      expect(f.path).toMatch(/^private\/quotes\/[0-9a-f]{32}\.(jpg|png|gif|pdf)$/);
      const onDisk = readFileSync(path.join(t.config.mediaDir, f.path));
      expect(onDisk.length).toBe(f.size);
    }
    // Images were re-encoded without their metadata; the PDF is kept byte for byte.
    const jpeg = readFileSync(path.join(t.config.mediaDir, stored[0].path));
    expect((await sharp(jpeg).metadata()).exif).toBeUndefined();
    expect(jpeg.includes('Secret owner')).toBe(false);
    expect(readFileSync(path.join(t.config.mediaDir, stored[3].path))).toEqual(PDF);
    // Only the four stored files remain: no temporary file.
    expect(filesUnder(privateDir())).toHaveLength(4);
    // Never served publicly.
    expect((await t.app.inject(`/media/${stored[0].path}`)).statusCode).toBe(404);
  });

  it('describes the breakdown lines in the language of the request', async () => {
    const res = await post({ ...validRequest(), language: 'pt' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.estimate.breakdown.map((l: { description: string }) => l.description.replace(/\u00a0/g, ' '))).toEqual(
      ['Preço base US$ 150 ×1,5 para um imóvel grande', 'Preço base US$ 800 ×1,5 para um imóvel grande'],
    );
  });

  it('keeps the catalogue service the visitor came from and the area range, and names both in the e-mails', async () => {
    const request = {
      ...validRequest(),
      services: ['landscape-design'],
      catalogueService: 'water-features',
      areaSqft: 5000,
      propertyType: 'residential',
      timeline: 'soon',
      urgency: 'normal',
    } as const;
    const res = await post(request);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // The starting estimate stays the exact formula: 150 x 1.5 (large) x 1.2 (soon).
    expect(data.estimate.totalPrice).toBe(270);
    // 5,000 sq ft x $0.50 x 1.2 (soon) = $3,000, 20% either side.
    expect(data.areaEstimate).toEqual({ areaSqft: 5000, lowCents: 240000, highCents: 360000 });
    const row = await t.app.ctx.db.selectFrom('quote_requests').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      catalogue_service: 'water-features',
      area_sqft: 5000,
      area_low_cents: 240000,
      area_high_cents: 360000,
      total_price: 270,
    });
    expect(JSON.parse(row.services)).toEqual(['landscape-design']);

    const mails = await deliveredMail(t);
    const customer = mails.find((m) => m.to === 'dana@example.com')!;
    expect(customer.text).toContain('Requested from: Water Features & Fountains');
    expect(customer.text).toContain('Approximate area: 5,000 sq ft');
    expect(customer.text).toContain('Starting estimate: $270.00');
    // No catalogue service chosen under Landscape Design: its from price, $2,500, 10% below and 30% x 1.2 (soon) above.
    expect(customer.text).toContain('Likely range: $2,200 – $3,900 (confirmed after a free site visit)');
    expect(customer.text).toContain('Landscape Design: From $2,500 = $2,500');
    const company = mails.find((m) => m.subject.startsWith('New quote request'))!;
    expect(company.text).toContain('Requested from: Water Features & Fountains');

    // The lead shows it with the service's names.
    const admin = await loginAs(t.app, 'admin');
    const lead = await t.app.inject({ url: `/api/admin/leads/quote/${data.id}`, headers: admin });
    expect(lead.json().data.quote).toMatchObject({
      catalogue_service: { slug: 'water-features', names: { en: 'Water Features & Fountains' } },
      area_estimate: { areaSqft: 5000, lowCents: 240000, highCents: 360000 },
    });
  });

  it('removes the written files when the transaction fails', async () => {
    // A broken schema makes the last insert of the transaction fail after the files were written.
    await sql`drop table quote_files`.execute(t.app.ctx.db);
    const res = await post(validRequest(), [
      { name: 'a.png', type: 'image/png', data: await image('png') },
      { name: 'b.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
    const { db } = t.app.ctx;
    expect(await db.selectFrom('quote_requests').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('media').select('id').where('path', 'like', 'private/%').execute()).toEqual([]);
    expect(filesUnder(privateDir())).toEqual([]);
  });

  it('keeps stored attachments through the start-up repair, which removes unfinished uploads', async () => {
    await post(validRequest(), [{ name: 'a.pdf', type: 'application/pdf', data: PDF }]);
    writeFileSync(path.join(privateDir(), 'quotes', '.tmp-interrupted'), 'half an upload');
    expect(await t.app.ctx.media.sweepTemporaryFiles()).toBe(1);
    expect(await removeOrphanFiles(t.app.ctx, 0)).toBe(0);
    expect(filesUnder(privateDir())).toHaveLength(1);
  });

  it('accepts a JSON request without files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { ...validRequest(), urgency: undefined, budget: undefined },
    });
    expect(res.statusCode).toBe(201);
    const quote = await findQuote(t.app.ctx.db, res.json().data.id);
    expect(quote).toMatchObject({ urgency: 'normal', budget: null, files: [] });
    // commercial large, no urgency: 950 x 1.5 x 1.3 x 1.5
    expect(quote?.estimate.totalPrice).toBe(2778.75);
  });

  const base = validRequest();
  const AREA_ERROR = 'Enter the area in whole square feet, for example 5,000.';
  it.each([
    ['no property type', { ...base, propertyType: undefined }, 'propertyType', 'This field is required.'],
    ['an unknown property type', { ...base, propertyType: 'castle' }, 'propertyType', 'This field is required.'],
    ['no property size', { ...base, propertySize: undefined }, 'propertySize', 'This field is required.'],
    ['no service', { ...base, services: [] }, 'services', 'Please choose at least one.'],
    ['an unknown service', { ...base, services: ['pool-cleaning'] }, 'services.0', 'This value is not valid.'],
    ['no timeline', { ...base, timeline: undefined }, 'timeline', 'This field is required.'],
    ['an unknown budget', { ...base, budget: '1m' }, 'budget', 'This value is not valid.'],
    ['an unknown urgency', { ...base, urgency: 'yesterday' }, 'urgency', 'This value is not valid.'],
    ['an unknown plant preference', { ...base, plantPreferences: ['plastic'] }, 'plantPreferences.0', 'This value is not valid.'],
    [
      'an empty name',
      { ...base, contactInfo: { ...base.contactInfo, name: '   ' } },
      'contactInfo.name',
      'This field is required.',
    ],
    ['no e-mail', { ...base, contactInfo: { ...base.contactInfo, email: '' } }, 'contactInfo.email', 'This field is required.'],
    [
      'an invalid e-mail',
      { ...base, contactInfo: { ...base.contactInfo, email: 'dana@' } },
      'contactInfo.email',
      'Please enter a valid e-mail address.',
    ],
    [
      'an invalid phone',
      { ...base, contactInfo: { ...base.contactInfo, phone: 'call me' } },
      'contactInfo.phone',
      'Please enter a valid phone number.',
    ],
    [
      'a message over 2000 characters',
      { ...base, contactInfo: { ...base.contactInfo, message: 'x'.repeat(2001) } },
      'contactInfo.message',
      'This text is too long.',
    ],
    [
      'an unknown catalogue service',
      { ...base, catalogueService: 'no-such-service' },
      'catalogueService',
      'This value is not valid.',
    ],
    [
      'a catalogue service outside the chosen services',
      { ...base, catalogueService: 'tree-removal' },
      'catalogueService',
      'This value is not valid.',
    ],
    [
      'a catalogue service that is not a slug',
      { ...base, catalogueService: '../etc' },
      'catalogueService',
      'This value is not valid.',
    ],
    ['an area of zero', { ...base, areaSqft: 0 }, 'areaSqft', AREA_ERROR],
    ['a fractional area', { ...base, areaSqft: 12.5 }, 'areaSqft', AREA_ERROR],
    ['an area sent as text', { ...base, areaSqft: '5000' }, 'areaSqft', AREA_ERROR],
    ['an area over 2,000,000 sq ft', { ...base, areaSqft: 2_000_001 }, 'areaSqft', AREA_ERROR],
  ])('refuses %s with a field error and stores nothing', async (_name, request, errorPath, msg) => {
    const res = await post(request, [{ name: 'ok.pdf', type: 'application/pdf', data: PDF }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please fix the validation errors below' });
    expect(res.json().errors).toContainEqual({ path: errorPath, msg });
    await expectNothingStored();
  });

  it('answers field errors in the language of the request', async () => {
    const res = await post({ ...base, language: 'es', contactInfo: { ...base.contactInfo, email: 'x' } });
    expect(res.json()).toMatchObject({
      message: 'Corrige los errores de validación indicados abajo',
      errors: [{ path: 'contactInfo.email', msg: 'Escribe un correo electrónico válido.' }],
    });
  });

  it('refuses a request without the request field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { nonsense: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['propertyType', 'propertySize', 'services', 'timeline', 'contactInfo']),
    );
    await expectNothingStored();
  });

  it.each([
    [
      'an HTML page renamed .jpg',
      { name: 'photo.jpg', type: 'image/jpeg', data: HTML },
      'File photo.jpg is not a valid JPEG file. Please upload: JPEG, PNG, GIF, PDF',
    ],
    [
      'a GIF renamed .pdf',
      { name: 'plan.pdf', type: 'application/pdf', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
      'File plan.pdf is not a valid PDF file. Please upload: JPEG, PNG, GIF, PDF',
    ],
    [
      'a PDF with a fake image header',
      { name: 'fake.png', type: 'image/png', data: PDF },
      'File fake.png is not a valid PNG file. Please upload: JPEG, PNG, GIF, PDF',
    ],
    [
      'a broken JPEG',
      {
        name: 'broken.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      },
      'File broken.jpg is not a valid JPEG file. Please upload: JPEG, PNG, GIF, PDF',
    ],
    [
      'a text file',
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') },
      'File type text/plain is not supported. Please upload: JPEG, PNG, GIF, PDF',
    ],
    [
      'an HTML file',
      { name: 'page.html', type: 'text/html', data: HTML },
      'File type text/html is not supported. Please upload: JPEG, PNG, GIF, PDF',
    ],
    [
      'a file over 10MB',
      { name: 'huge.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(MAX_QUOTE_FILE_BYTES)]) },
      'File huge.pdf is too large. Maximum size is 10MB',
    ],
  ])('refuses %s by content and leaves nothing behind', async (_name, bad, message) => {
    const good = { name: 'good.jpg', type: 'image/jpeg', data: await image('jpeg') };
    const res = await post(validRequest(), [good, bad]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: [{ path: 'files', msg: message }] });
    await expectNothingStored();
  });

  it('accepts exactly 10 MB and refuses an eleventh file', async () => {
    const tenMb = Buffer.concat([PDF, Buffer.alloc(MAX_QUOTE_FILE_BYTES - PDF.length)]);
    const ok = await post(validRequest(), [{ name: 'exact.pdf', type: 'application/pdf', data: tenMb }]);
    expect(ok.statusCode).toBe(201);
    await t.close();
    t = await createTestApp(engine);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, type: 'application/pdf', data: PDF }));
    const res = await post(validRequest(), eleven);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Maximum 10 files allowed',
      errors: [{ path: 'files', msg: 'Maximum 10 files allowed' }],
    });
    await expectNothingStored();
  });

  it('translates file messages', async () => {
    const res = await post({ ...validRequest(), language: 'pt' }, [
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('x') },
    ]);
    expect(res.json().message).toBe('O tipo de arquivo text/plain não é suportado. Envie: JPEG, PNG, GIF, PDF');
  });

  it('stores one request for one idempotency key, however often it is sent', async () => {
    const headers = { 'idempotency-key': 'c0ffee00-1234-4abc-9def-0123456789ab' };
    const files = [{ name: 'a.pdf', type: 'application/pdf', data: PDF }];
    const first = await post(validRequest(), files, { headers });
    const again = await post(validRequest(), files, { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // A double click: both at once.
    const [a, b] = await Promise.all([
      post(validRequest(), files, { headers: { 'idempotency-key': 'double-click-key-1' } }),
      post(validRequest(), files, { headers: { 'idempotency-key': 'double-click-key-1' } }),
    ]);
    expect(a.json().data.reference).toBe(b.json().data.reference);

    expect(await counts()).toEqual({ quotes: 2, files: 2, media: 2 });
    expect(filesUnder(privateDir())).toHaveLength(2);
    expect(await deliveredMail(t)).toHaveLength(4);
  });

  it('refuses a malformed idempotency key', async () => {
    const res = await post(validRequest(), [], { headers: { 'idempotency-key': 'x' } });
    expect(res.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('turns away a bot that fills the honeypot field', async () => {
    const res = await post({ ...validRequest(), website: 'http://spam.example' }, [
      { name: 'a.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('We could not accept this request. Please call us instead.');
    await expectNothingStored();
  });

  it('limits submissions per IP address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post({}, [], { remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(400);
    }
    const limited = await post(validRequest(), [], { remoteAddress: '203.0.113.7', headers: { 'accept-language': 'es' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      success: false,
      message: 'Demasiadas solicitudes de cotización desde tu red. Inténtalo de nuevo en 60 minutos.',
    });
    const otherVisitor = await post(validRequest(), [], { remoteAddress: '198.51.100.4' });
    expect(otherVisitor.statusCode).toBe(201);
  });

  it('e-mails the visitor in their language and the company with a link to the request', async () => {
    const res = await post({ ...validRequest(), language: 'es' }, [{ name: 'a.pdf', type: 'application/pdf', data: PDF }]);
    const { reference, id } = res.json().data;
    const mails = await deliveredMail(t);
    expect(mails).toHaveLength(2);
    const visitor = mails.find((m) => m.to === 'dana@example.com')!;
    expect(visitor.subject).toBe(`Tu solicitud de cotización ${reference}`);
    expect(visitor.text).toContain(`Tu número de referencia es ${reference}.`);
    expect(visitor.text).toContain('Te contactaremos en menos de 24 horas');
    expect(visitor.text).toContain('Estimado inicial: $3,612.38');
    expect(visitor.text).toContain('Servicios: Diseño de paisajes, Obras exteriores');
    expect(visitor.html).toContain('lang="es"');

    const company = mails.find((m) => m.to === 'hello@evergreen-landscaping.example')!;
    expect(company.subject).toBe(`New quote request ${reference} from Dana Whitfield`);
    expect(company.text).toContain(`${t.config.publicUrl}/admin/leads/quote/${id}`);
    expect(company.text).toContain('Phone: (425) 555-0199');
    expect(company.text).toContain('Message: Gate code 1234. Friendly dog.');
    expect(company.text).toContain('Files: 1');
  });

  it('sends the company notification to COMPANY_EMAIL when set', async () => {
    await t.close();
    t = await createTestApp(engine, { companyEmail: 'leads@example.org' });
    await post(validRequest());
    expect((await deliveredMail(t)).map((m) => m.to).sort()).toEqual(['dana@example.com', 'leads@example.org']);
  });

  it("links a signed-in customer's request to the account, seen in their dashboard only", async () => {
    const customer = await loginAs(t.app, 'customer');
    const professional = await loginAs(t.app, 'professional');
    const mine = (
      await post(validRequest(), [{ name: 'a.pdf', type: 'application/pdf', data: PDF }], { headers: customer })
    ).json().data;
    const anonymous = (await post(validRequest())).json().data;

    const { db } = t.app.ctx;
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccount('customer').email)
      .executeTakeFirstOrThrow();
    const rows = await db.selectFrom('quote_requests').select(['id', 'user_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: mine.id, user_id: owner.id },
      { id: anonymous.id, user_id: null },
    ]);

    const dashboard = await t.app.inject({ url: '/api/account/quotes', headers: customer });
    expect(dashboard.json().data).toEqual([
      expect.objectContaining({
        reference: mine.reference,
        status: 'new',
        total_price: 3612.38,
        files: [expect.objectContaining({ name: 'a.pdf' })],
      }),
    ]);
    const other = await t.app.inject({ url: '/api/account/quotes', headers: professional });
    expect(other.json().data).toEqual([]);
  });

  it('maps ?service= ids: the six quote services and active catalogue slugs', async () => {
    const { db } = t.app.ctx;
    const now = new Date().toISOString();
    const category = await db
      .insertInto('service_categories')
      .values({ slug: 'test-category', sort_order: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const service = (slug: string, quote_service: string | null, is_active = 1) =>
      db
        .insertInto('services')
        .values({
          slug,
          category_id: category.id,
          price_type: 'fixed',
          base_price: 1,
          price_per_sqft: null,
          price_per_linear_ft: null,
          estimated_duration_minutes: 60,
          demand: 'high',
          is_active,
          is_featured: 0,
          sort_order: 0,
          quote_service,
          image_prompt: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    await service('test-mowing', 'lawn-maintenance');
    await service('test-retired', 'irrigation', 0);
    await service('test-unmapped', null);

    expect(await resolveQuoteService(db, 'irrigation')).toBe('irrigation');
    expect(await resolveQuoteService(db, 'test-mowing')).toBe('lawn-maintenance');
    expect(await resolveQuoteService(db, 'test-retired')).toBeNull();
    expect(await resolveQuoteService(db, 'test-unmapped')).toBeNull();
    expect(await resolveQuoteService(db, 'nothing-like-it')).toBeNull();
  });
});
