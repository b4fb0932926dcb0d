import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { loadPageBuild, visibleHtml } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const testimonial = (quote: { en: string; es?: string; pt?: string }, extra: Record<string, unknown> = {}) => ({
  name: 'Grace H.',
  place: 'Redmond',
  rating: 4,
  source: 'Google',
  link: 'https://g.page/r/evergreen-review',
  texts: { en: { quote: quote.en }, es: { quote: quote.es ?? '' }, pt: { quote: quote.pt ?? '' } },
  ...extra,
});

describe.each(engines)('site blocks API and pages on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (kind: string, headers: Record<string, string> = admin) =>
    t.app.inject({ url: `/api/admin/site-blocks/${kind}`, headers });
  const put = (kind: string, payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/site-blocks/${kind}`, payload, headers });
  const page = async (url: string) => visibleHtml((await t.app.inject(url)).body);

  it('starts with the lists the pages showed, in three languages, for admins only', async () => {
    const testimonials = await get('testimonials');
    expect(testimonials.statusCode).toBe(200);
    const block = testimonials.json().data;
    expect(block).toMatchObject({ kind: 'testimonials', version: 1, updated_by: null });
    expect(block.items.map((i: { name: string }) => i.name)).toEqual(['Sarah M.', 'David K.', 'Linda T.']);
    expect(block.items[0].texts.es.quote).toMatch(/^Rediseñaron nuestro patio/);

    const team = (await get('team')).json().data.items;
    expect(team.map((m: { name: string }) => m.name)).toEqual(['Michael Reyes', 'Jennifer Park', 'Carlos Mendoza']);
    expect(team[1]).toMatchObject({ id: 'jennifer-park', photo: null, texts: { pt: { role: 'Arborista certificada' } } });
    expect((await get('faq')).json().data.items).toHaveLength(4);
    expect((await get('values')).json().data.items.map((v: { icon: string }) => v.icon)).toEqual([
      'leaf',
      'palette',
      'shield',
      'trophy',
    ]);

    expect((await get('awards')).statusCode).toBe(404);
    expect((await get('team', {})).statusCode).toBe(401);
    const customer = await loginAs(t.app, 'customer');
    expect((await get('team', customer)).statusCode).toBe(403);
    expect((await put('team', { items: [] }, customer)).statusCode).toBe(403);
    expect((await get('team')).json().data.items).toHaveLength(3);
  });

  it('refuses a list with invalid items field by field, in the admin’s language, and stores nothing', async () => {
    const bad = await put('testimonials', {
      base_version: 1,
      items: [
        testimonial({ en: '' }),
        testimonial({ en: 'Fine work.' }, { rating: 7, link: 'javascript:alert(1)', name: '' }),
        testimonial({ en: 'x'.repeat(601) }),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      message: 'Please fix the validation errors below',
      errors: [
        { path: 'items.0.texts.en.quote', msg: 'Please fill in this field.' },
        { path: 'items.1.name', msg: 'Please fill in this field.' },
        { path: 'items.1.rating', msg: 'Choose a rating from 1 to 5.' },
        { path: 'items.1.link', msg: 'Enter a full address starting with https://, or leave it empty.' },
        { path: 'items.2.texts.en.quote', msg: 'This is too long.' },
      ],
    });

    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-blocks/faq?lang=es',
      payload: { items: [{ texts: { en: { question: 'Do you mow?', answer: '' } } }] },
      headers: admin,
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().errors).toEqual([{ path: 'items.0.texts.en.answer', msg: 'Completa este campo.' }]);

    const tooMany = await put('faq', {
      items: Array.from({ length: 51 }, () => ({ texts: { en: { question: 'Q?', answer: 'A.' } } })),
    });
    expect(tooMany.json().errors).toEqual([{ path: 'items', msg: 'A list holds at most 50 items.' }]);
    const duplicate = await put('faq', {
      items: [
        { id: 'same', texts: { en: { question: 'One?', answer: 'Yes.' } } },
        { id: 'same', texts: { en: { question: 'Two?', answer: 'No.' } } },
      ],
    });
    expect(duplicate.json().errors).toEqual([{ path: 'items.1.id', msg: 'Two items have the same id.' }]);

    for (const kind of ['testimonials', 'faq']) expect((await get(kind)).json().data.version).toBe(1);
  });

  it('saves a new version, gives new items an id, refuses a stale save with 409 and restores an old version', async () => {
    const current = (await get('testimonials')).json().data;
    const first = current.items[0];
    const saved = await put('testimonials', {
      base_version: 1,
      items: [testimonial({ en: 'They rebuilt our retaining wall in a week.' }), first],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Saved. Visitors now see version 2.');
    const v2 = saved.json().data;
    expect(v2.version).toBe(2);
    expect(v2.updated_by).toBe('Alex Admin');
    expect(v2.items[0].id).toMatch(/^grace-h-[0-9a-f]{6}$/);
    expect(v2.items[1]).toEqual(first);

    // An editor still on version 1 is refused; nothing is written.
    const stale = await put('testimonials', { base_version: 1, items: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      message:
        'Someone saved this list after you opened it (version 2). Nothing was saved: load their version, or save yours over it.',
      current_version: 2,
    });
    expect((await get('testimonials')).json().data.items).toHaveLength(2);

    const history = await t.app.inject({ url: '/api/admin/site-blocks/testimonials/history', headers: admin });
    expect(
      history.json().data.map((v: { version: number; created_by_name: string | null }) => [v.version, v.created_by_name]),
    ).toEqual([
      [2, 'Alex Admin'],
      [1, null],
    ]);

    const restore = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/site-blocks/testimonials/restore', payload, headers: admin });
    expect((await restore({ version: 1, base_version: 1 })).statusCode).toBe(409);
    expect((await restore({ version: 9, base_version: 2 })).statusCode).toBe(404);
    const restored = await restore({ version: 1, base_version: 2 });
    expect(restored.statusCode).toBe(201);
    expect(restored.json().message).toBe('Version 1 restored as version 3.');
    expect(restored.json().data).toMatchObject({ version: 3, items: current.items });
    const versions = (await t.app.inject({ url: '/api/admin/site-blocks/testimonials/history', headers: admin })).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });

  it('renders the lists on the pages in each language, Spanish and Portuguese falling back to English', async () => {
    // Cached before the change: the save must empty the page cache.
    expect(await page('/')).toContain('Sarah M.');
    await put('testimonials', {
      base_version: 1,
      items: [testimonial({ en: 'Our hillside garden finally drains.', es: 'Nuestro jardín en la ladera por fin drena.' })],
    });
    const team = (await get('team')).json().data;
    const [michael, jennifer] = team.items;
    await put('team', {
      base_version: 1,
      items: [
        { ...jennifer, texts: { ...jennifer.texts, es: { role: 'Jefa de arbolistas', bio: '' } } },
        { name: 'Ana Lopez', texts: { en: { role: 'Crew lead', bio: 'Ana runs our Kirkland crew.' } } },
        michael,
      ],
    });
    await put('faq', {
      items: [
        {
          texts: {
            en: { question: 'Do you remove moss?', answer: 'Yes, every spring.' },
            pt: { question: 'Vocês removem musgo?' },
          },
        },
      ],
    });
    await put('values', { items: [{ icon: 'water', texts: { en: { title: 'Water wisdom', text: 'Every drop counts.' } } }] });

    const home = { en: await page('/'), es: await page('/?lang=es'), pt: await page('/?lang=pt') };
    expect(home.en).toContain('“Our hillside garden finally drains.”');
    expect(home.es).toContain('“Nuestro jardín en la ladera por fin drena.”');
    expect(home.pt).toContain('“Our hillside garden finally drains.”');
    for (const html of Object.values(home)) {
      expect(html).not.toContain('Sarah M.');
      expect(html).toContain('Grace H.');
      expect(html).toContain('href="https://g.page/r/evergreen-review"');
    }
    expect(home.en).toContain('aria-label="Rated 4 out of 5"');
    expect(home.es).toContain('Calificación de 4 sobre 5');
    expect(home.es).toContain('Reseña en Google');
    // The home page's team: initials, never a landscape standing in for a person.
    expect(home.es).toContain('Jefa de arbolistas');
    expect(home.en).toMatch(/aria-hidden="true"[^>]*>AL<\/span>/);

    const about = { es: await page('/about?lang=es'), pt: await page('/about?lang=pt') };
    expect(about.es).toContain('Jefa de arbolistas');
    expect(about.es).toContain('Ana runs our Kirkland crew.');
    expect(about.pt).toContain('Arborista certificada');
    expect(about.es.indexOf('Jennifer Park')).toBeLessThan(about.es.indexOf('Ana Lopez'));
    expect(about.es.indexOf('Ana Lopez')).toBeLessThan(about.es.indexOf('Michael Reyes'));
    expect(about.pt).toContain('Water wisdom');
    expect(about.pt).not.toContain('Sustentabilidade');

    expect(await page('/contact?lang=pt')).toContain('Vocês removem musgo?');
    expect(await page('/contact?lang=pt')).toContain('Yes, every spring.');
    expect(await page('/contact?lang=es')).toContain('Do you remove moss?');
  });

  it('hides a section whose list is empty', async () => {
    await put('testimonials', { items: [] });
    await put('faq', { items: [] });
    await put('team', { items: [] });
    const home = await page('/');
    expect(home).not.toContain('What Our Customers Say');
    expect(home).not.toContain('The people who care for your garden');
    expect(await page('/contact')).not.toContain('Frequently Asked Questions');
    const about = await page('/about');
    expect(about).not.toContain('Meet Our Team');
    expect(about).toContain('Our Values');
  });
});
