import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminServiceSchema, generationLogSchema, serviceImageSchema } from '../../src/domain/service-admin-shapes.js';
import { type SignedInHeaders, loginAs } from '../helpers/auth.js';
import { createOfflineEngine } from '../../src/server/images/generation/index.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/** Mean absolute difference per channel (0..255) of two pictures compared at 96×55. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const pixels = (image: Buffer) => sharp(image).resize(96, 55, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let total = 0;
  for (let i = 0; i < x.length; i += 1) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}

const png = (color = '#2f6b3a') =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A multipart body as a browser's FormData sends it. */
async function multipartBody(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

const newService = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rain Garden Design',
  description: 'A planted basin that soaks up roof runoff.',
  category_id: 2,
  base_price: 850,
  price_per_sqft: 4.5,
  price_per_linear_ft: null,
  unit: 'project',
  price_type: 'fixed',
  estimated_duration_minutes: 480,
  features: ['Site survey', 'Native plants'],
  requirements: ['Downspout access'],
  is_featured: false,
  is_active: true,
  sort_order: 30,
  meta_title: 'Rain gardens in Bellevue',
  meta_description: 'Rain garden design and planting.',
  seo_keywords: 'rain garden, runoff',
  ...overrides,
});

describe.each(engines)('Service Management API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;

  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: SignedInHeaders = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const serviceBySlug = async (slug: string) => {
    const res = await call('GET', `/api/admin/services?limit=100&search=${slug}`);
    return res.json().data.services.find((s: { slug: string }) => s.slug === slug);
  };
  const mediaFiles = () => {
    const dir = path.join(t.config.mediaDir, 'public', 'services');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const mediaRows = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('media')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A service of its own, its drawn picture removed: the test starts from a service without pictures. */
  const freshService = async (overrides: Record<string, unknown> = {}) => {
    const created = (await call('POST', '/api/admin/services', newService(overrides))).json().data;
    for (const image of created.images) {
      expect((await call('DELETE', `/api/admin/services/${created.id}/images/${image.id}`)).statusCode).toBe(200);
    }
    return { ...created, images: [] };
  };
  const upload = async (id: number, fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) => {
    const body = await multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${id}/images`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses anonymous visitors (401) and customers (403) on every call', async () => {
    const customer = await loginAs(t.app, 'customer');
    const calls: [string, string][] = [
      ['GET', '/api/admin/services'],
      ['GET', '/api/admin/services/1'],
      ['POST', '/api/admin/services'],
      ['PUT', '/api/admin/services/1'],
      ['DELETE', '/api/admin/services/1'],
      ['GET', '/api/admin/services/1/generation-logs'],
      ['POST', '/api/admin/services/1/images'],
      ['DELETE', '/api/admin/services/1/images/1'],
      ['POST', '/api/admin/services/1/generate-image'],
    ];
    for (const [method, url] of calls) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url,
        headers: customer,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(asCustomer.statusCode, `${method} ${url} customer`).toBe(403);
    }
    expect(t.app.routeRules.filter((r) => r.url.startsWith('/api/admin/services')).every((r) => r.access === 'admin')).toBe(true);
  });

  it('lists the catalogue 20 per page with the field names of docs/decisions/0006 and pagination', async () => {
    const first = await call('GET', '/api/admin/services');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data.pagination).toEqual({ page: 1, limit: 20, total: 25, pages: 2 });
    expect(body.data.services).toHaveLength(20);
    // Every row carries the fields of docs/decisions/0006 with values of their kind (the server's response schema only drops extras).
    for (const service of body.data.services) {
      expect(Object.keys(service).sort()).toEqual(Object.keys(adminServiceSchema.shape).sort());
      expect(service).toMatchObject({
        id: expect.any(Number),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        name: expect.stringMatching(/\S/),
        category_name: expect.stringMatching(/\S/),
        is_active: expect.any(Boolean),
      });
    }
    const mowing = body.data.services.find((s: { slug: string }) => s.slug === 'lawn-mowing');
    expect(mowing).toMatchObject({
      name: 'Lawn Mowing',
      category_name: 'Lawn Care',
      price_per_sqft: expect.any(Number),
      is_active: true,
      features: expect.arrayContaining([expect.any(String)]),
      translations: { es: { name: expect.any(String) }, pt: { name: expect.any(String) } },
      version: 1,
      // The seed draws a primary picture for every catalogue service.
      primary_image_url: expect.stringMatching(/^\/media\/services\/.+\.webp$/),
      images: [expect.objectContaining({ image_type: 'primary' })],
    });
    expect(mowing.translations.es.name).not.toBe('Lawn Mowing');

    const second = (await call('GET', '/api/admin/services?page=2')).json();
    expect(second.data.pagination).toEqual({ page: 2, limit: 20, total: 25, pages: 2 });
    expect(second.data.services).toHaveLength(5);
    const ids = [...body.data.services, ...second.data.services].map((s: { id: number }) => s.id);
    expect(new Set(ids).size).toBe(25);

    const small = (await call('GET', '/api/admin/services?limit=10&page=3')).json();
    expect(small.data.pagination).toEqual({ page: 3, limit: 10, total: 25, pages: 3 });
    expect(small.data.services).toHaveLength(5);

    const bad = await call('GET', '/api/admin/services?page=0&limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['limit', 'page']);
  });

  it('filters by search, category and active state', async () => {
    const search = (await call('GET', '/api/admin/services?search=MOWING')).json();
    expect(search.data.services.map((s: { slug: string }) => s.slug)).toEqual(['lawn-mowing']);
    // Spanish and Portuguese names are searched too.
    const spanish = (await call('GET', `/api/admin/services?search=${encodeURIComponent('césped')}`)).json();
    expect(spanish.data.pagination.total).toBeGreaterThan(0);
    // Wildcards typed by an admin are literal.
    expect((await call('GET', '/api/admin/services?search=%25%25')).json().data.pagination.total).toBe(0);

    const categories = (await call('GET', '/api/services/categories')).json();
    expect(categories.categories).toHaveLength(7);
    expect(categories.categories[0]).toMatchObject({ id: expect.any(Number), name: 'Lawn Care' });
    const lawnCare = categories.categories[0].id;
    const inCategory = (await call('GET', `/api/admin/services?category_id=${lawnCare}&limit=100`)).json();
    expect(inCategory.data.services.length).toBeGreaterThan(1);
    expect(
      inCategory.data.services.every(
        (s: { category_id: number; category_name: string }) => s.category_id === lawnCare && s.category_name === 'Lawn Care',
      ),
    ).toBe(true);
    expect((await call('GET', '/api/admin/services?category_id=0')).json().data.pagination.total).toBe(25);

    const mowing = await serviceBySlug('lawn-mowing');
    expect((await call('PUT', `/api/admin/services/${mowing.id}`, { is_active: false })).statusCode).toBe(200);
    const active = (await call('GET', '/api/admin/services?is_active=true&limit=100')).json();
    expect(active.data.pagination.total).toBe(24);
    expect(active.data.services.some((s: { slug: string }) => s.slug === 'lawn-mowing')).toBe(false);
    const inactive = (await call('GET', '/api/admin/services?is_active=false')).json();
    expect(inactive.data.services.map((s: { slug: string }) => s.slug)).toEqual(['lawn-mowing']);
    expect((await call('GET', '/api/admin/services?is_active=')).json().data.pagination.total).toBe(25);
    expect((await call('GET', '/api/admin/services?is_active=maybe')).statusCode).toBe(400);
  });

  it('creates a service with a unique slug from the English name; empty translations fall back to English', async () => {
    let changes = 0;
    t.app.ctx.events.on('site-changed', () => changes++);
    const res = await call('POST', '/api/admin/services', newService({ translations: { es: { name: 'Jardín de lluvia' } } }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ success: true, message: 'Service created successfully' });
    expect(created.data).toMatchObject({
      slug: 'rain-garden-design',
      name: 'Rain Garden Design',
      category_id: 2,
      category_name: 'Landscaping',
      base_price: 850,
      // One price per service: a fixed price keeps no per-sq-ft price beside it (docs/price-book.md).
      price_per_sqft: null,
      price_per_linear_ft: null,
      estimated_duration_minutes: 480,
      features: ['Site survey', 'Native plants'],
      // Drawn at once by the offline illustrator, like the catalogue's pictures.
      images: [
        {
          id: expect.any(Number),
          image_type: 'primary',
          image_alt_text: 'Rain Garden Design',
          sort_order: 0,
          image_url: expect.stringMatching(/^\/media\/services\/.+\.webp$/),
        },
      ],
      primary_image_url: expect.stringMatching(/^\/media\/services\/.+\.webp$/),
      version: 1,
    });
    expect(created.data.primary_image_url).toBe(created.data.images[0].image_url);
    // Spanish: the name given, every other field from English. Portuguese: nothing stored.
    expect(created.data.translations.es).toMatchObject({
      name: 'Jardín de lluvia',
      description: 'A planted basin that soaks up roof runoff.',
      features: ['Site survey', 'Native plants'],
    });
    expect(created.data.translations.pt.name).toBe('');
    expect(changes).toBe(1);

    const again = (await call('POST', '/api/admin/services', newService())).json();
    expect(again.data.slug).toBe('rain-garden-design-2');

    const publicEs = (await t.app.inject('/api/services/rain-garden-design?lang=es')).json();
    expect(publicEs.data.name).toBe('Jardín de lluvia');
    const publicPt = (await t.app.inject('/api/services/rain-garden-design?lang=pt')).json();
    expect(publicPt.data.name).toBe('Rain Garden Design');

    const one = await call('GET', `/api/admin/services/${created.data.id}`);
    expect(one.json()).toMatchObject({ success: true, data: { id: created.data.id, images: created.data.images } });
    expect((await call('GET', '/api/admin/services/999999')).statusCode).toBe(404);
  });

  it('draws a new service’s picture like the catalogue’s: the illustrator’s drawing of its name and category', async () => {
    const created = (await call('POST', '/api/admin/services', newService({ name: 'Koi Pond Building', category_id: 7 }))).json()
      .data;
    const stored = await t.app.inject(created.images[0].image_url);
    expect(stored.statusCode).toBe(200);
    const engine = createOfflineEngine();
    const drawn = await engine.generate({ prompt: 'Koi Pond Building, Specialty Services', size: '1792x1024' });
    // The stored WebP is that drawing, scaled down and re-encoded; the category alone draws something else.
    expect(await meanDifference(stored.rawPayload, drawn.png)).toBeLessThan(4);
    const categoryOnly = await engine.generate({ prompt: 'Specialty Services', size: '1792x1024' });
    expect(await meanDifference(stored.rawPayload, categoryOnly.png)).toBeGreaterThan(15);
    expect((await t.app.inject('/api/services/koi-pond-building')).json().data.image.src).toBe(created.images[0].image_url);
  });

  it('refuses invalid services with field errors and changes nothing', async () => {
    const before = (await call('GET', '/api/admin/services')).json().data.pagination.total;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '   ' }, 'name', /service name/],
      [{ category_id: 0 }, 'category_id', /select a category/],
      [{ category_id: 9999 }, 'category_id', /select a category/],
      [{ base_price: -1 }, 'base_price', /negative/],
      [{ base_price: 'abc' }, 'base_price', /number/],
      [{ estimated_duration_minutes: -5 }, 'estimated_duration_minutes', /negative/],
      [{ sort_order: 1.5 }, 'sort_order', /whole number/],
      [{ price_per_sqft: -0.5 }, 'price_per_sqft', /negative/],
      [{ price_type: 'per_galaxy' }, 'price_type', /.+/],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/api/admin/services', newService(override));
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, message: 'Please fix the validation errors below' });
      expect(body.errors.find((e: { path: string }) => e.path === field)?.msg, field).toMatch(message);
    }
    expect((await call('GET', '/api/admin/services')).json().data.pagination.total).toBe(before);
  });

  it('saves an edit once: a save from a stale copy gets 409 and loses nothing', async () => {
    const mowing = await serviceBySlug('lawn-mowing');
    const {
      id,
      version,
      slug: _slug,
      category_name: _c,
      primary_image_url: _p,
      primary_image_alt_text: _a,
      images: _i,
      created_at: _ca,
      updated_at: _u,
      ...form
    } = mowing;
    const first = await call('PUT', `/api/admin/services/${id}`, {
      ...form,
      version,
      name: 'Lawn Mowing Deluxe',
      base_price: 0.2,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Service updated successfully',
      data: { name: 'Lawn Mowing Deluxe', base_price: 0.2, version: version + 1, slug: 'lawn-mowing' },
    });
    // Spanish text is kept as it was.
    expect(first.json().data.translations.es.name).toBe(mowing.translations.es.name);

    const stale = await call('PUT', `/api/admin/services/${id}`, { ...form, version, name: 'Someone else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: expect.stringMatching(/Someone else saved this service/) });
    expect((await call('GET', `/api/admin/services/${id}`)).json().data.name).toBe('Lawn Mowing Deluxe');

    // A toggle counts as a change too: the form opened before it is stale.
    const fresh = (await call('GET', `/api/admin/services/${id}`)).json().data;
    expect((await call('PUT', `/api/admin/services/${id}`, { is_featured: !fresh.is_featured })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/services/${id}`, { ...form, version: fresh.version })).statusCode).toBe(409);

    // SPEC.md's body has no version: the edit is saved over whatever is there.
    const unversioned = await call('PUT', `/api/admin/services/${id}`, { ...form, name: 'Lawn Mowing Plus' });
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json().data).toMatchObject({ name: 'Lawn Mowing Plus', version: fresh.version + 2 });
    expect((await call('PUT', `/api/admin/services/${id}`, { ...form, version: 0 })).json().errors[0]).toMatchObject({
      path: 'version',
    });
    expect((await call('PUT', '/api/admin/services/999999', { ...form, version: 1 })).statusCode).toBe(404);

    const publicPage = (await t.app.inject('/api/services/lawn-mowing')).json();
    expect(publicPage.data).toMatchObject({ name: 'Lawn Mowing Plus', basePrice: form.base_price });
  });

  it('toggles status and featured with one flag each; the public catalogue follows', async () => {
    const mowing = await serviceBySlug('lawn-mowing');
    const status = await call('PUT', `/api/admin/services/${mowing.id}`, { is_active: false });
    expect(status.json()).toMatchObject({
      success: true,
      message: 'Service status updated',
      data: { is_active: false, is_featured: mowing.is_featured },
    });
    expect((await t.app.inject('/api/services/lawn-mowing')).statusCode).toBe(404);
    expect((await t.app.inject('/api/services')).json().data.some((s: { slug: string }) => s.slug === 'lawn-mowing')).toBe(false);
    await call('PUT', `/api/admin/services/${mowing.id}`, { is_active: true });

    const featured = await call('PUT', `/api/admin/services/${mowing.id}`, { is_featured: !mowing.is_featured });
    expect(featured.json()).toMatchObject({
      message: 'Service featured status updated',
      data: { is_featured: !mowing.is_featured, is_active: true },
    });
    expect((await t.app.inject('/api/services/lawn-mowing')).json().data.isFeatured).toBe(!mowing.is_featured);

    expect((await call('PUT', `/api/admin/services/${mowing.id}`, { is_active: 'no' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/services/999999', { is_active: true })).statusCode).toBe(404);
    // Two flags are not a toggle: it is read as a full edit and refused for what it lacks.
    expect((await call('PUT', `/api/admin/services/${mowing.id}`, { is_active: true, is_featured: true })).statusCode).toBe(400);
  });

  it('uploads images by content, keeps one primary, and deletes their files', async () => {
    const mowing = await freshService();
    const first = await upload(
      mowing.id,
      { image_type: 'primary', image_alt_text: 'Striped lawn', sort_order: '2' },
      { data: await png(), name: 'striped-lawn.png', type: 'image/png' },
    );
    expect(first.statusCode).toBe(201);
    const image = first.json().data;
    expect(Object.keys(image).sort()).toEqual(Object.keys(serviceImageSchema.shape).sort());
    expect(image).toMatchObject({
      id: expect.any(Number),
      image_type: 'primary',
      image_alt_text: 'Striped lawn',
      sort_order: 2,
      image_url: expect.stringMatching(/^\/media\/services\/.+\.webp$/),
    });
    expect(first.json().message).toBe('Image uploaded successfully');
    expect((await t.app.inject(image.image_url)).statusCode).toBe(200);

    const publicCard = (await t.app.inject('/api/services/rain-garden-design')).json().data;
    expect(publicCard).toMatchObject({ image: { src: image.image_url }, imageAlt: 'Striped lawn' });

    const second = (
      await upload(mowing.id, { image_type: 'primary' }, { data: await png('#7a5c2e'), name: 'b.png', type: 'image/png' })
    ).json().data;
    const detail = (await call('GET', `/api/admin/services/${mowing.id}`)).json().data;
    expect(detail.images.map((i: { image_type: string }) => i.image_type).sort()).toEqual(['gallery', 'primary']);
    expect(detail.primary_image_url).toBe(second.image_url);
    expect(detail.images.find((i: { id: number }) => i.id === image.id).image_type).toBe('gallery');

    const filesBefore = mediaFiles().length;
    const removed = await call('DELETE', `/api/admin/services/${mowing.id}/images/${second.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Image deleted successfully' });
    expect(mediaFiles().length).toBeLessThan(filesBefore);
    expect((await t.app.inject(second.image_url)).statusCode).toBe(404);
    // The remaining picture becomes the card's picture.
    expect((await t.app.inject('/api/services/rain-garden-design')).json().data.image.src).toBe(image.image_url);
    expect((await call('DELETE', `/api/admin/services/${mowing.id}/images/${second.id}`)).statusCode).toBe(404);
  });

  it('refuses an upload that is not an image (HTML renamed .png) and leaves nothing behind', async () => {
    const mowing = await freshService();
    const [rows, files] = [await mediaRows(), mediaFiles().length];
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const res = await upload(mowing.id, { image_type: 'gallery' }, { data: html, name: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The file could not be read as an image. It may be damaged.' });
    expect(await mediaRows()).toBe(rows);
    expect(mediaFiles()).toHaveLength(files);
    expect((await call('GET', `/api/admin/services/${mowing.id}`)).json().data.images).toEqual([]);

    const noFile = await upload(mowing.id, { image_type: 'gallery' });
    expect(noFile.json()).toMatchObject({ success: false, message: 'Please select a file to upload' });
    const badFields = await upload(
      mowing.id,
      { image_type: 'banner', sort_order: '-1' },
      { data: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(badFields.statusCode).toBe(400);
    expect(
      badFields
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['image_type', 'sort_order']);
    expect(await mediaRows()).toBe(rows);
    const tooBig = await upload(
      mowing.id,
      {},
      { data: Buffer.alloc(10 * 1024 * 1024 + 10, 1), name: 'big.png', type: 'image/png' },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is too large. Maximum size is 10MB.');
    expect(mediaFiles()).toHaveLength(files);
  });

  it('generates an image with the offline engine and logs it as completed', async () => {
    const mowing = await serviceBySlug('lawn-mowing');
    const blank = await call('POST', `/api/admin/services/${mowing.id}/generate-image`, { prompt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'prompt', msg: 'Please enter a prompt for image generation' }]);

    const started = Date.now();
    const res = await call('POST', `/api/admin/services/${mowing.id}/generate-image`, {
      prompt: 'freshly mowed lawn with stripes',
      image_type: 'primary',
      image_alt_text: '',
      sort_order: 0,
    });
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(201);
    const { image, log } = res.json().data;
    expect(res.json().message).toBe('Image generated successfully');
    expect(image).toMatchObject({ image_type: 'primary', image_alt_text: 'freshly mowed lawn with stripes' });
    expect(Object.keys(log).sort()).toEqual(Object.keys(generationLogSchema.shape).sort());
    expect(log).toMatchObject({
      id: expect.any(Number),
      generation_status: 'completed',
      generated_image_url: image.image_url,
      error_message: null,
      created_by_username: expect.stringMatching(/\S/),
    });
    // Words that name something to draw are sent alone: no other context, no claim of a photo style.
    expect(log.prompt).toBe('freshly mowed lawn with stripes.');

    const logs = (await call('GET', `/api/admin/services/${mowing.id}/generation-logs`)).json();
    expect(logs).toMatchObject({ success: true, engine: { name: 'offline', label: expect.any(String) } });
    expect(logs.data).toHaveLength(1);
    expect(logs.data[0]).toEqual(log);
    // The drawing and encoding take real time, and no longer than the whole request did.
    // Most of the call is the drawing: a timer counting seconds, or nothing, falls far below a tenth of it.
    expect(log.generation_time_ms).toBeGreaterThan(elapsed / 10);
    expect(log.generation_time_ms).toBeLessThanOrEqual(elapsed);
    expect((await t.app.inject('/api/services/lawn-mowing')).json().data.image.src).toBe(image.image_url);
    expect((await call('GET', '/api/admin/services/999999/generation-logs')).statusCode).toBe(404);
  });

  it('draws the admin’s own words: a koi pond on the aeration service stays a koi pond', async () => {
    const aeration = await serviceBySlug('lawn-aeration');
    const koi = 'a natural koi pond with a small waterfall over basalt boulders, ferns, evening light';
    const res = await call('POST', `/api/admin/services/${aeration.id}/generate-image`, { prompt: koi, image_type: 'gallery' });
    expect(res.statusCode).toBe(201);
    const { image, log } = res.json().data;
    expect(log.prompt).toBe(`${koi}.`);
    // The stored picture is the drawing of those words alone, not of the service's lawn and aerator.
    const engine = createOfflineEngine();
    const stored = (await t.app.inject(image.image_url)).rawPayload;
    expect(await meanDifference(stored, (await engine.generate({ prompt: koi, size: '1792x1024' })).png)).toBeLessThan(4);
    const aerationPicture = await engine.generate({ prompt: 'Lawn Aeration & Overseeding, Lawn Care', size: '1792x1024' });
    expect(await meanDifference(stored, aerationPicture.png)).toBeGreaterThan(15);

    // Vague words get the service's name and category to draw from; the engine is named honestly.
    const vague = (await call('POST', `/api/admin/services/${aeration.id}/generate-image`, { prompt: 'something nice' })).json()
      .data;
    expect(vague.log.prompt).toBe('something nice. Landscaping service: Lawn Aeration & Overseeding (Lawn Care).');
    const logs = (await call('GET', `/api/admin/services/${aeration.id}/generation-logs`)).json();
    expect(logs.engine).toEqual({ name: 'offline', label: 'Illustration, drawn offline' });
    expect(logs.data.map((l: { prompt: string }) => l.prompt).join(' ')).not.toMatch(/photo/i);
  });

  it('deletes a service with its texts, images, history and files', async () => {
    const created = await freshService();
    const filesBefore = mediaFiles().sort();
    await upload(created.id, {}, { data: await png(), name: 'x.png', type: 'image/png' });
    const generated = (await call('POST', `/api/admin/services/${created.id}/generate-image`, { prompt: 'rain garden' })).json()
      .data.image;
    expect(mediaFiles().length).toBeGreaterThan(filesBefore.length);
    const rows = await mediaRows();

    const res = await call('DELETE', `/api/admin/services/${created.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Service deleted successfully' });
    expect(mediaFiles().sort()).toEqual(filesBefore);
    expect(await mediaRows()).toBe(rows - 2);
    expect((await t.app.inject(generated.image_url)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/services/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/services/rain-garden-design')).statusCode).toBe(404);
    const leftovers = await t.app.ctx.db
      .selectFrom('service_translations')
      .select('service_id')
      .where('service_id', '=', created.id)
      .execute();
    expect(leftovers).toEqual([]);
    expect((await call('DELETE', `/api/admin/services/${created.id}`)).statusCode).toBe(404);
  });
});
