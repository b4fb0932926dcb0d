import sharp from 'sharp';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart } from '../helpers/multipart.js';
import { loadPageBuild, visibleHtml } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const photo = (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A service as the Add form sends it, with no page sections at all. */
const mossRemoval = {
  name: 'Moss Removal',
  description: 'Moss raked out of the lawn and the roof edges kept clear.',
  category_id: 1,
  base_price: 180,
  unit: 'per visit',
  features: [],
  requirements: [],
};

const HEADINGS = ['Our Process', 'Why It Matters', 'Key Benefits', 'What&#x27;s Included', 'Recommended Frequency'];

describe.each(engines)('service pages and their pictures on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const page = async (url: string) => visibleHtml((await t.app.inject(url)).body);
  const upload = (id: number, fields: Record<string, string>, color: string) =>
    photo(color).then((data) => {
      const body = multipart(fields, [{ field: 'image', filename: 'yard.jpg', contentType: 'image/jpeg', data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/services/${id}/images`,
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
    });

  it('publishes a new service without empty section headings', async () => {
    const created = await call('POST', '/api/admin/services', mossRemoval);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ steps: [], importance: '', frequency: '', benefits: [] });
    const html = await page('/services/moss-removal');
    expect(html).toContain('Moss raked out of the lawn');
    for (const heading of HEADINGS) expect(html).not.toContain(`>${heading}</h2>`);
    // A seeded service keeps every section.
    const mowing = await page('/services/lawn-mowing');
    for (const heading of HEADINGS) expect(mowing).toContain(`>${heading}</h2>`);
  });

  it('edits the page sections per language; an empty translation shows English; a client that omits them keeps them', async () => {
    const id = (await call('POST', '/api/admin/services', mossRemoval)).json().data.id;
    const current = (await call('GET', `/api/admin/services/${id}`)).json().data;
    const steps = [
      { title: 'Rake', detail: 'We rake the moss out by hand.' },
      { title: 'Lime', detail: 'Lime lowers the acidity moss loves.' },
    ];
    const saved = await call('PUT', `/api/admin/services/${id}`, {
      ...mossRemoval,
      version: current.version,
      steps,
      importance: 'Moss smothers grass in our wet winters.',
      frequency: 'Every spring',
      benefits: ['Thicker lawn', 'Safer paths'],
      translations: {
        es: { name: 'Eliminación de musgo', steps: [{ title: 'Rastrillar', detail: 'Sacamos el musgo a mano.' }], frequency: '' },
        pt: {},
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      steps,
      frequency: 'Every spring',
      translations: { es: { name: 'Eliminación de musgo', steps: [{ title: 'Rastrillar' }], frequency: 'Every spring' } },
    });

    const es = await page('/services/moss-removal?lang=es');
    expect(es).toContain('Nuestro proceso');
    expect(es).toContain('Rastrillar');
    expect(es).not.toContain('We rake the moss out by hand.');
    // Left empty in Spanish: the English text.
    expect(es).toContain('Every spring');
    const pt = await page('/services/moss-removal?lang=pt');
    expect(pt).toContain('Lime lowers the acidity moss loves.');
    expect(pt).toContain('Moss smothers grass in our wet winters.');

    const invalid = await call('PUT', `/api/admin/services/${id}`, {
      ...mossRemoval,
      version: saved.json().data.version,
      steps: [{ title: '', detail: 'An explanation without a title' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: 'steps.0.title', msg: 'Give the step a title, or remove it.' }]);

    // An API client that does not send the sections (only the form fields of docs/decisions/0006-api-shapes.md) keeps them.
    const plain = await call('PUT', `/api/admin/services/${id}`, {
      ...mossRemoval,
      description: 'Moss removed from lawns and patios.',
      version: saved.json().data.version,
    });
    expect(plain.json().data).toMatchObject({ description: 'Moss removed from lawns and patios.', steps });
  });

  it('makes the first picture the main one, shows gallery pictures on the page, and switches the main picture', async () => {
    const created = (await call('POST', '/api/admin/services', mossRemoval)).json().data;
    const id = created.id;
    // A new service starts with a drawn picture; without any picture, the first upload becomes the main one.
    for (const drawn of created.images) await call('DELETE', `/api/admin/services/${id}/images/${drawn.id}`);
    const first = await upload(id, { image_type: 'gallery', image_alt_text: 'Mossy lawn before' }, '#3f6212');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.image_type).toBe('primary');
    const second = (await upload(id, { image_type: 'gallery', image_alt_text: 'Clean lawn after' }, '#65a30d')).json().data;
    expect(second.image_type).toBe('gallery');

    let html = await page('/services/moss-removal');
    expect(html).toContain('Photos of our work');
    const gallery = html.slice(html.indexOf('Photos of our work'));
    expect(gallery).toContain('alt="Clean lawn after"');
    expect(gallery).toMatch(
      /<img src="\/media\/services\/\w+\.webp" width="1200" height="800" alt="Clean lawn after" loading="lazy"/,
    );
    expect(gallery).not.toContain('Mossy lawn before');
    // In Spanish the pictures are named by the service until they get a Spanish alt text.
    expect(await page('/services/moss-removal?lang=es')).toContain('alt="Moss Removal"');

    const made = await call('PUT', `/api/admin/services/${id}/images/${second.id}/primary`);
    expect(made.json()).toEqual({ success: true, message: 'Main picture changed' });
    const images = (await call('GET', `/api/admin/services/${id}`)).json().data.images;
    expect(images.map((i: { id: number; image_type: string }) => [i.id, i.image_type])).toEqual([
      [first.json().data.id, 'gallery'],
      [second.id, 'primary'],
    ]);
    html = await page('/services/moss-removal');
    expect(html.slice(html.indexOf('Photos of our work'))).toContain('alt="Mossy lawn before"');
    expect((await call('PUT', `/api/admin/services/${id}/images/999999/primary`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/services/${id}/images/${second.id}/primary` })).statusCode).toBe(
      401,
    );
  });
});
