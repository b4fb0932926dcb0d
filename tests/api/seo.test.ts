import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/domain/seo.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('sitemap and robots on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' });
  });
  afterEach(async () => {
    await t.close();
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every public page and active service in every language, with hreflang alternates', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = locs(xml);
    expect(urls).toHaveLength((PUBLIC_PAGES.length + 25) * 3);
    expect(new Set(urls).size).toBe(urls.length);
    // English, the default, at the plain address; the other languages with ?lang=.
    for (const suffix of ['', '?lang=es', '?lang=pt']) {
      expect(urls).toContain(`https://www.evergreen.example/${suffix}`);
      expect(urls).toContain(`https://www.evergreen.example/contact${suffix}`);
      expect(urls).toContain(`https://www.evergreen.example/book-visit${suffix}`);
      expect(urls).toContain(`https://www.evergreen.example/services/lawn-mowing${suffix}`);
      expect(urls).toContain(`https://www.evergreen.example/services/rain-gardens${suffix}`);
    }
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.evergreen.example/services/tree-trimming"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.evergreen.example/services/tree-trimming"/>',
    );
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://www.evergreen.example/about?lang=es"/>');
    expect(xml).not.toContain('/admin');
  });

  it('leaves inactive services out', async () => {
    await t.app.ctx.db.updateTable('services').set({ is_active: 0 }).where('slug', '=', 'stump-grinding').execute();
    const urls = locs((await t.app.inject('/sitemap.xml')).body);
    expect(urls.some((u) => u.includes('stump-grinding'))).toBe(false);
    expect(urls).toHaveLength((PUBLIC_PAGES.length + 24) * 3);
  });

  it('robots.txt points to the sitemap and keeps admin, dashboard, API, proposals and visit links out', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /api',
        'Disallow: /proposals',
        'Disallow: /visits/',
      ]),
    );
    expect(lines).toContain('Sitemap: https://www.evergreen.example/sitemap.xml');
  });
});
