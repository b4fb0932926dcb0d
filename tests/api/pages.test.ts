import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { createHash } from 'node:crypto';
import { staticPageScripts } from '../../src/web/inline-script.js';
import { writeCompany } from '../../src/server/settings/repository.js';
import { demoAccount, loginAs, resetLinkMailed } from '../helpers/auth.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe.each(engines)('server-rendered pages and their cache on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves a page without React as the same bytes to everyone, compressed once, with an ETag and shared-cache headers', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/');
    expect(second.headers['x-page-cache']).toBe('hit');
    // No nonce anywhere: the CSP allows the page's scripts by their hashes, the same for every response.
    expect(first.body).not.toMatch(/\bnonce=/);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(first.headers['content-security-policy']).not.toContain("'nonce-");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(second.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    // Compressed once: gzip at once, brotli (smaller) as soon as the thread pool has made it; each its own tag.
    const gz = await get('/', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    await expect.poll(async () => (await get('/', browser)).headers['content-encoding'], { timeout: 5000 }).toBe('br');
    const br = await get('/', browser);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length * 0.9);
    expect((await get('/', browser)).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(new Set([first.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
    // q-values count: gzip preferred over brotli, brotli refused, nothing but the page as it is.
    expect((await get('/', { 'accept-encoding': 'br;q=0.4, gzip;q=0.9' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body);

    // A browser or proxy that has the page asks again with its tag: 304, no body.
    const again = await get('/', { ...browser, 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toContain('s-maxage=60');
    expect((await get('/', { 'if-none-match': '"some-other-page"' })).statusCode).toBe(200);
    // Another page has another tag.
    expect((await get('/about', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(200);
  });

  it('allows exactly the known inline scripts of every page without React by their hashes', async () => {
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const url of [
      '/',
      '/services',
      '/services/lawn-mowing',
      '/projects',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/book-visit',
      '/no-such-page',
    ]) {
      const res = await get(url);
      const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc, url).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/);
      // Every inline script the browser would run is allowed by its own hash, and nothing else is allowed.
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attrs]) => !/\bsrc=|type="application\/ld\+json"/.test(attrs!))
        .map(([, , text]) => text!);
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(scriptSrc.split(' ').sort(), url).toEqual(["'self'", ...scripts.map(hashOf)].sort());
      // And they are the scripts the server knows ahead (inline-script.ts), never hashes read back from the page.
      const enhance = /enhance-[0-9a-f]{10}\.js/.exec(res.body)?.[0];
      expect(scripts, url).toEqual(staticPageScripts(`/assets/${enhance}`));
    }
  });

  it('keeps a fresh nonce per response on the pages that run React, cached ones included, and shares no copy of them', async () => {
    for (const url of ['/quote-builder', '/login']) {
      const first = await get(url, { 'accept-encoding': 'gzip, br' });
      const second = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(second.headers['x-page-cache'], url).toBe('hit');
      const [a, b] = [first, second].map((res) => nonceOf(res.headers['content-security-policy']));
      expect(a, url).toBeTruthy();
      expect(b, url).not.toBe(a);
      for (const [res, nonce] of [
        [first, a],
        [second, b],
      ] as const) {
        expect(res.headers.etag, url).toBeUndefined();
        expect(res.headers['cache-control'], url).not.toContain('public');
        const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
        const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
          .map(([, attrs]) => attrs!)
          .filter((attrs) => !/ld\+json/.test(attrs));
        expect(scripts.length, url).toBeGreaterThan(0);
        expect(
          scripts.filter((attrs) => !attrs.includes(`nonce="${nonce}"`)),
          url,
        ).toEqual([]);
      }
    }
  });

  it('lets no shared cache keep an answer that sets a cookie, or a lead form page without asking', async () => {
    const chosen = await get('/about?lang=es');
    expect(chosen.headers['set-cookie']).toContain('lang=es');
    expect(chosen.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/contact')).headers['cache-control']).toBe('public, no-cache');
    expect((await get('/contact')).headers.etag).toBeTruthy();
  });

  it("keeps a page until an admin's save changes the site, then shows the change at once", async () => {
    expect((await get('/about')).body).toContain('Evergreen Landscaping');
    // A write behind the app's back is not seen: the page really comes from the cache.
    await writeCompany(t.app.ctx.db, { ...DEFAULT_COMPANY, name: 'Cascade Gardens' });
    const stale = await get('/about');
    expect(stale.headers['x-page-cache']).toBe('hit');
    expect(stale.body).not.toContain('Cascade Gardens');

    const admin = await loginAs(t.app, 'admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: admin,
      payload: { ...DEFAULT_COMPANY, name: 'Cascade Gardens' },
    });
    expect(saved.statusCode).toBe(200);
    const fresh = await get('/about', { 'if-none-match': stale.headers.etag as string });
    // The browser's or proxy's copy is out of date too: the whole new page, with a new tag.
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('Cascade Gardens');
    expect(fresh.headers.etag).not.toBe(stale.headers.etag);
  });

  it('sends a public page only its own texts, and the admin area all of them', async () => {
    const home = await get('/');
    expect(home.body).toContain('Get Free Quote');
    expect(home.body).not.toContain('Admin navigation');
    expect(home.body).not.toContain('Reset your password');
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('Admin navigation');
  });

  it('ships no React to the public pages, only the small script, and the rest hydrates after the first frame', async () => {
    const statics = ['/', '/services', '/services/lawn-mowing', '/projects', '/about', '/contact', '/privacy', '/terms'];
    for (const url of [...statics, '/no-such-page', '/book-visit']) {
      const page = (await get(url)).body;
      expect(page, url).not.toContain('modulepreload');
      expect(page, url).not.toContain('__reactRouterContext');
      expect(page.match(/<script\b[^>]*\bsrc="[^"]*"/g), url).toBeNull();
      // The enhancement script is asked for after the page's load event, by a one-line loader.
      expect(page, url).toMatch(
        /<script id="enhance-loader">.*s\.src="\/assets\/enhance-[0-9a-f]{10}\.js".*addEventListener\("load",later\)/,
      );
      expect(page, url).toMatch(/<script type="speculationrules">\{"prerender"/);
      // The site's icon is in the page: no request of its own.
      expect(page, url).toMatch(
        /<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20xmlns=%22http:\/\/www\.w3\.org\/2000\/svg%22/,
      );
      // The same bytes for everyone: no nonce (the CSP allows its scripts by their hashes).
      expect(page, url).not.toContain(' nonce="');
    }
    for (const url of ['/quote-builder', '/login']) {
      const page = (await get(url)).body;
      // No module preload or module script in the HTML: one nonce'd loader asks for them after the first frame.
      expect(page, url).not.toContain('<link rel="modulepreload"');
      expect(page, url).not.toMatch(/<script[^>]*type="module"/);
      const loader = /<script id="hydrate-loader" nonce="[^"]+">(.*?)<\/script>/.exec(page)?.[1] ?? '';
      expect(loader, url).toMatch(/^\(function\(n\)\{requestAnimationFrame\(/);
      const preloads = /^[^[]*\[("[^"]+"(,"[^"]+")*)\]\.forEach/.exec(loader)?.[1]?.split(',') ?? [];
      expect(preloads.length, url).toBeGreaterThan(1);
      expect(loader, url).toContain('s.textContent="import');
      expect(loader, url).toContain('entry.client');
      expect(page, url).toContain('__reactRouterContext');
      expect(page, url).not.toContain('speculationrules');
    }
  });

  it('keeps one copy per language', async () => {
    const en = await get('/contact');
    const es = await get('/contact', { 'accept-language': 'es-MX,es;q=0.9' });
    const pt = await get('/contact', { cookie: 'lang=pt' });
    expect([en, es, pt].map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'miss', 'miss']);
    expect(en.body).toContain('<h1');
    expect(en.body).toContain('Contact Us');
    expect(es.body).toContain('Contáctanos');
    expect(pt.body).toContain('Fale conosco');
    const again = await get('/contact', { cookie: 'lang=pt' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toContain('Fale conosco');
    const chosen = await get('/contact?lang=es');
    expect(chosen.body).toContain('Contáctanos');
    expect(chosen.headers['set-cookie']).toContain('lang=es');
    // The language choice is remembered on a cached answer too.
    expect((await get('/contact?lang=es')).headers['set-cookie']).toContain('lang=es');
  });

  it('never caches for a visitor with a session cookie, for posts or for errors', async () => {
    await get('/services');
    const signedIn = await get('/services', { cookie: 'lang=en; session=abc' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();

    const missing = await get('/services/no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Service Not Found');
    expect((await get('/services/no-such-service')).headers['x-page-cache']).toBeUndefined();

    const post = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=&email=&message=',
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers['x-page-cache']).toBeUndefined();
  });

  it('counts contact messages of the API and of the page form against one limit', async () => {
    const message = { name: 'Ana Souza', email: 'ana@example.com', message: 'Our maple leans over the driveway.' };
    const viaApi = () => t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '203.0.113.40' });
    const viaPage = () =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(message).toString(),
        remoteAddress: '203.0.113.40',
      });
    const statuses = [];
    for (const door of [viaApi, viaPage, viaApi, viaPage, viaApi, viaPage]) statuses.push((await door()).statusCode);
    expect(statuses).toEqual([201, 200, 201, 200, 201, 429]);
  });

  it('marks personal answers private and never serves a used reset link page from the cache', async () => {
    const { cookie } = await loginAs(t.app, 'customer');
    const dashboard = await get('/dashboard', { cookie });
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    expect(dashboard.headers.vary).toContain('Cookie');
    expect((await get('/services.data')).headers['cache-control']).toBe('private, no-store');

    const email = demoAccount('customer').email;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const { url } = await resetLinkMailed(t, email);
    const link = `${url.pathname}${url.search}`;
    const fresh = await get(link);
    expect(fresh.body).toContain('name="password"');
    expect(fresh.headers['x-page-cache']).toBeUndefined();
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: url.searchParams.get('token'), password: 'new-secret-1' },
    });
    expect(used.statusCode).toBe(200);
    const again = await get(link);
    expect(again.body).not.toContain('name="password"');
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it("shows an admin's catalogue changes on the cached pages, down to the empty catalogue", async () => {
    const admin = await loginAs(t.app, 'admin');
    const deactivate = async (slug: string) => {
      const { id } = await t.app.ctx.db.selectFrom('services').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/services/${id}`,
        headers: admin,
        payload: { is_active: false },
      });
      expect(res.statusCode, slug).toBe(200);
    };
    expect((await get('/services')).body).toContain('Stump Grinding');
    expect((await get('/services')).headers['x-page-cache']).toBe('hit');
    await deactivate('stump-grinding');
    expect((await get('/services')).body).not.toContain('Stump Grinding');
    expect((await get('/services/stump-grinding')).statusCode).toBe(404);

    const slugs = await t.app.ctx.db.selectFrom('services').select('slug').where('is_active', '=', 1).execute();
    for (const { slug } of slugs) await deactivate(slug);
    const empty = await get('/services');
    expect(empty.body).toContain('No services found');
    expect(empty.body).toContain('No services are currently available.');
  });
});

describe('search engine tags', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite', { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });

  const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  it('gives a service page its title, description, canonical, hreflang alternates and Open Graph picture', async () => {
    const html = (await t.app.inject('/services/tree-trimming?lang=es')).body;
    expect(tag(html, /<title>([^<]+)<\/title>/)).toMatch(/árboles/i);
    expect(tag(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(100);
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      'https://www.evergreen.example/services/tree-trimming?lang=es',
    );
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', 'https://www.evergreen.example/services/tree-trimming'],
      ['es', 'https://www.evergreen.example/services/tree-trimming?lang=es'],
      ['pt', 'https://www.evergreen.example/services/tree-trimming?lang=pt'],
      ['x-default', 'https://www.evergreen.example/services/tree-trimming'],
    ]);
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /^https:\/\/www\.evergreen\.example\/media\/services\/\w+\.webp$/,
    );
    expect(tag(html, /<meta property="og:locale" content="([^"]+)"/)).toBe('es_US');
    expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(
      'https://www.evergreen.example/services/tree-trimming?lang=es',
    );

    // English lives at the plain address: there the canonical is the page itself.
    const english = (await t.app.inject('/services/tree-trimming')).body;
    expect(tag(english, /<link rel="canonical" href="([^"]+)"/)).toBe('https://www.evergreen.example/services/tree-trimming');
  });

  it('describes the company as a HomeAndConstructionBusiness with an offer catalogue of the services', async () => {
    const html = (await t.app.inject('/')).body;
    const json = tag(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: 'Evergreen Landscaping',
      telephone: '(425) 555-0142',
      address: { streetAddress: '1200 Garden Way', addressLocality: 'Bellevue', addressRegion: 'WA', postalCode: '98004' },
      areaServed: 'Bellevue and the Seattle area',
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
    ]);
    const catalogue = data.hasOfferCatalog;
    expect(catalogue['@type']).toBe('OfferCatalog');
    expect(catalogue.itemListElement).toHaveLength(7);
    const offers = catalogue.itemListElement.flatMap((c: { itemListElement: unknown[] }) => c.itemListElement);
    expect(offers).toHaveLength(25);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: 0.15,
      itemOffered: { '@type': 'Service', name: 'Lawn Mowing', url: 'https://www.evergreen.example/services/lawn-mowing' },
    });
  });

  it('places the company for search engines from its settings, and gives every language its own addresses', async () => {
    const jsonLd = async (url: string) =>
      JSON.parse(tag((await t.app.inject(url)).body, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);
    const business = await jsonLd('/?lang=pt');
    expect(business).not.toHaveProperty('inLanguage');
    expect(business).toMatchObject({
      url: 'https://www.evergreen.example/?lang=pt',
      priceRange: '$$',
      geo: { '@type': 'GeoCoordinates', latitude: 47.6101, longitude: -122.2015 },
    });
    const offer = business.hasOfferCatalog.itemListElement[0].itemListElement[0];
    expect(offer.itemOffered.url).toBe('https://www.evergreen.example/services/lawn-mowing?lang=pt');
    await writeCompany(t.app.ctx.db, { ...DEFAULT_COMPANY, geo: { latitude: 47.62, longitude: -122.19 }, priceRange: '$$$' });
    t.app.ctx.events.emit('site-changed');
    expect(await jsonLd('/?lang=pt')).toMatchObject({ priceRange: '$$$', geo: { latitude: 47.62, longitude: -122.19 } });

    expect((await jsonLd('/services/lawn-mowing?lang=es')).url).toBe(
      'https://www.evergreen.example/services/lawn-mowing?lang=es',
    );

    // The quote builder is in the sitemap: it names its canonical address and its language versions.
    const builder = (await t.app.inject('/quote-builder?lang=es&service=irrigation')).body;
    expect(tag(builder, /<link rel="canonical" href="([^"]+)"/)).toBe('https://www.evergreen.example/quote-builder?lang=es');
    expect([...builder.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['en', 'https://www.evergreen.example/quote-builder'],
      ['es', 'https://www.evergreen.example/quote-builder?lang=es'],
      ['pt', 'https://www.evergreen.example/quote-builder?lang=pt'],
      ['x-default', 'https://www.evergreen.example/quote-builder'],
    ]);
  });

  it('names the contractor licence in the structured data in the page’s language', async () => {
    const credentials = { ...DEFAULT_COMPANY.credentials, licenseNumber: 'EVERGLL842KQ' };
    await writeCompany(t.app.ctx.db, { ...DEFAULT_COMPANY, credentials });
    const licence = async (url: string) => {
      const json = tag((await t.app.inject(url)).body, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
      return JSON.parse(json!).hasCredential[0];
    };
    expect(await licence('/?lang=es')).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: 'Licencia de contratista',
      identifier: 'EVERGLL842KQ',
    });
    expect((await licence('/?lang=pt')).name).toBe('Licença de empreiteiro');
    expect((await licence('/')).name).toBe('Contractor license');
  });
});

describe.each(engines)('owner-edited texts of the projects page and the home service cards on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });
  /** The words a visitor reads: no scripts or styles, no tags, spaces collapsed. */
  const visible = async (url: string) =>
    (await t.app.inject(url)).body
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  const heading = async (url: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec((await t.app.inject(url)).body)?.[1];

  it('shows a saved projects text and service card at once, with the reply time of the settings in the call to action', async () => {
    const admin = await loginAs(t.app, 'admin');
    const sections = (await t.app.inject('/api/multilanguage/sections')).json().data;
    expect(sections.map((s: { section_key: string }) => s.section_key)).toEqual(
      expect.arrayContaining([
        'projects.meta.title',
        'projects.hero.title',
        'projects.hero.subtitle',
        'projects.recent.title',
        'projects.cta.text',
        'home.services.cards.design.description',
      ]),
    );
    expect(await heading('/projects?lang=es')).toBe('Nuestros trabajos');
    const before = await visible('/projects?lang=es');
    expect(before).toContain(
      'Cuéntanos sobre tu jardín y recibe una cotización gratis y sin compromiso. Respondemos en menos de 24 h.',
    );
    expect(before).not.toContain('24 horas');

    const save = (section_key: string, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/multilanguage/content',
        headers: admin,
        payload: { section_key, language_code: 'es', content },
      });
    expect((await save('projects.hero.title', 'Jardines que hemos transformado')).statusCode).toBe(201);
    expect((await save('home.services.cards.design.description', 'Planos a medida para tu jardín.')).statusCode).toBe(201);
    expect(await heading('/projects?lang=es')).toBe('Jardines que hemos transformado');
    expect(await heading('/projects?lang=pt')).toBe('Nossos trabalhos');
    expect(await visible('/?lang=es')).toContain('Planos a medida para tu jardín.');

    // The reply time is the company's figure: changed in the settings, changed here; left empty, not said.
    const put = (support: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/company',
        headers: admin,
        payload: { ...DEFAULT_COMPANY, figures: { ...DEFAULT_COMPANY.figures, support } },
      });
    expect((await put('2 h')).statusCode).toBe(200);
    expect(await visible('/projects')).toContain('get a free, no-obligation estimate. We reply within 2 h.');
    expect((await put('')).statusCode).toBe(200);
    const silent = await visible('/projects?lang=es');
    expect(silent).toContain('sin compromiso.');
    expect(silent).not.toContain('Respondemos en');
  });
});
