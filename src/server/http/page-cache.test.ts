import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedPage, negotiateEncoding, PageCache, sharedAddress } from './page-cache.js';

const page = (body: string) => new CachedPage(200, [['content-type', 'text/html']], body, 'n');
const request = (overrides: Partial<FastifyRequest>) =>
  ({
    method: 'GET',
    url: '/services',
    user: null,
    cookies: {},
    protocol: 'https',
    host: 'site.example',
    headers: {},
    ...overrides,
  }) as unknown as FastifyRequest;

const config = { secureCookies: false };

describe('PageCache', () => {
  it('keys anonymous GET requests by language, path and the parameters the page reads', () => {
    const cache = new PageCache(config);
    expect(cache.keyFor(request({}), 'es')).toBe('es /services');
    expect(cache.keyFor(request({ cookies: { lang: 'pt' } }), 'pt')).toBe('pt /services');
    expect(cache.keyFor(request({ url: '/services?category=irrigation' }), 'en')).toBe('en /services?category=irrigation');
    expect(cache.keyFor(request({ method: 'POST' }), 'en')).toBeNull();
    expect(cache.keyFor(request({ method: 'HEAD' }), 'en')).toBeNull();
    expect(cache.keyFor(request({ cookies: { lang: 'en', session: 'x' } }), 'en')).toBeNull();
    expect(cache.keyFor(request({ user: { id: 1 } as FastifyRequest['user'] }), 'en')).toBeNull();
  });

  it('leaves tracking and made-up parameters out of the key, so they share the real page', () => {
    const cache = new PageCache(config);
    for (const url of ['/?utm_source=news&utm_medium=mail', '/?gclid=abc', '/?fbclid=1&x=2', '/?lang=es']) {
      expect(cache.keyFor(request({ url }), 'en')).toBe('en /');
    }
    expect(cache.keyFor(request({ url: '/services?utm_campaign=spring&category=lawn-care' }), 'en')).toBe(
      'en /services?category=lawn-care',
    );
    // The router's route discovery answers per path: never shared under one key.
    expect(cache.keyFor(request({ url: '/__manifest?p=%2Fforgot-password&version=1' }), 'en')).toBeNull();
    expect(cache.keyFor(request({ url: '/services.data?_routes=root' }), 'en')).toBeNull();
    // /login reads `next`, and only a same-site path counts (an attacker's is left out of page and key).
    expect(cache.keyFor(request({ url: '/login?next=%2Fservices&x=1' }), 'en')).toBe('en /login?next=%2Fservices');
    for (const next of ['//evil.example', '/%5Cevil.example', 'https://evil.example'])
      expect(cache.keyFor(request({ url: `/login?next=${encodeURIComponent(next)}` }), 'en')).toBe('en /login');
    expect(sharedAddress('/services?evil=1&category=irrigation&lang=es')).toBe('/services?category=irrigation');
    // A browser that signed in before (the known-device mark) still gets cached pages.
    expect(cache.keyFor(request({ cookies: { device: 's:1.x' } }), 'en')).toBe('en /services');
  });

  it("renders a lead form's page for its visitor alone when the visit starts there from another site or a campaign", () => {
    const cache = new PageCache(config);
    const from = (referer: string) => ({ headers: { referer } });
    expect(cache.keyFor(request({ url: '/contact' }), 'en')).toBe('en /contact');
    expect(cache.keyFor(request({ url: '/contact', ...from('https://site.example/services') }), 'en')).toBe('en /contact');
    expect(cache.keyFor(request({ url: '/contact', ...from('https://www.google.com/') }), 'en')).toBeNull();
    expect(cache.keyFor(request({ url: '/contact?utm_source=flyer' }), 'en')).toBeNull();
    // Other pages carry no source: the browser keeps it (web/enhance/lead-source.ts).
    expect(cache.keyFor(request({ url: '/?utm_source=flyer', ...from('https://www.google.com/') }), 'en')).toBe('en /');
  });

  it('accepts only complete pages meant for everyone', () => {
    const cache = new PageCache(config);
    expect(cache.accepts(new Response('ok'))).toBe(true);
    expect(cache.accepts(new Response('missing', { status: 404 }))).toBe(false);
    expect(cache.accepts(new Response('ok', { headers: { 'set-cookie': 'a=b' } }))).toBe(false);
    expect(cache.accepts(new Response('ok', { headers: { 'cache-control': 'private, no-store' } }))).toBe(false);
    expect(cache.accepts(new Response('ok', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
  });

  it('drops a render that began before the site changed', () => {
    const cache = new PageCache(config);
    const generation = cache.begin();
    cache.clear();
    cache.store('en /', page('stale'), generation);
    expect(cache.get('en /')).toBeUndefined();
    cache.store('en /', page('fresh'), cache.begin());
    expect(cache.get('en /')?.html).toBe('fresh');
  });

  it('keeps within its byte budget, evicting the least recently used pages', () => {
    const one = page('x'.repeat(10_000));
    const cache = new PageCache(config, one.size * 2 + 10);
    cache.store('a', page('x'.repeat(10_000)), cache.begin());
    cache.store('b', page('x'.repeat(10_000)), cache.begin());
    cache.get('a');
    cache.store('c', page('x'.repeat(10_000)), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.heldBytes).toBeLessThanOrEqual(one.size * 2 + 10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('forgets a page after a minute even if no change event came', () => {
    let now = 0;
    const cache = new PageCache(config, 1e6, () => now);
    cache.store('en /', page('old'), cache.begin());
    now = 59_000;
    expect(cache.get('en /')).toBeDefined();
    now = 61_000;
    expect(cache.get('en /')).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });
});

const STATIC_POLICY = "script-src 'self' 'sha256-x'";
const staticPage = (body: string) =>
  new CachedPage(
    200,
    [
      ['content-type', 'text/html'],
      ['content-security-policy', STATIC_POLICY],
    ],
    body,
    '',
  );

describe('CachedPage', () => {
  it('keeps a page without React compressed once and sends the same bytes every time', async () => {
    const html = `<p>${'The same page for every visitor. '.repeat(200)}</p><script>a</script>`;
    const cached = staticPage(html);
    expect(cached.isStatic).toBe(true);
    const gz = cached.copyFor('gzip, deflate, br')!;
    // Brotli is made in the thread pool: gzip until then.
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(html);
    await cached.brotliReady;
    const br = cached.copyFor('gzip, deflate, br')!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(cached.copyFor('gzip, deflate, br')!.body).toBe(br.body);
    const plain = cached.copyFor(undefined)!;
    expect(plain.encoding).toBe('identity');
    expect(plain.body.toString('utf8')).toBe(html);
  });

  it('tags each encoding of a page apart, and matches If-None-Match on any of them (weak or strong, a list or *)', async () => {
    const cached = staticPage('<p>one</p>');
    await cached.brotliReady;
    const tags = (['identity', 'gzip', 'br'] as const).map((encoding) => cached.etag(encoding));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+(-gzip|-br)?"$/);
    expect(cached.copyFor('br')!.etag).toBe(cached.etag('br'));
    for (const tag of tags) expect(cached.matches(tag)).toBe(true);
    expect(cached.matches(`"other", W/${tags[1]}`)).toBe(true);
    expect(cached.matches('*')).toBe(true);
    expect(cached.matches(undefined)).toBe(false);
    expect(cached.matches('"other"')).toBe(false);
    // Another text is another tag.
    expect(staticPage('<p>two</p>').matches(tags[0])).toBe(false);
  });

  it("gives a page that runs React this response's nonce on every hit, and no shared copy or tag", async () => {
    const cached = new CachedPage(200, [], '<p>old+/=</p><script nonce="old+/=">a</script><link nonce="old+/=">', 'old+/=');
    expect(cached.isStatic).toBe(false);
    expect(cached.withNonce('new')).toBe('<p>old+/=</p><script nonce="new">a</script><link nonce="new">');
    await cached.brotliReady;
    expect(cached.copyFor('gzip, br')).toBeNull();
    expect(cached.matches('*')).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;
  const pick = (header: string | undefined) => negotiateEncoding(header, [...all]);
  it('picks brotli, gzip or the page as it is by the Accept-Encoding header and its q-values', () => {
    expect(pick('gzip, deflate, br, zstd')).toBe('br');
    expect(pick('gzip, deflate')).toBe('gzip');
    expect(pick('br;q=0.5, GZIP;q=0.8')).toBe('gzip');
    expect(pick('gzip;q=0, br')).toBe('br');
    expect(pick('gzip, BR;q=0')).toBe('gzip');
    expect(pick('br;q=0, gzip;q=0')).toBe('identity');
    expect(pick('*')).toBe('br');
    expect(pick('identity')).toBe('identity');
    expect(pick('deflate')).toBe('identity');
    expect(pick('')).toBe('identity');
    expect(pick(undefined)).toBe('identity');
    // Until the brotli copy is made, only gzip or the page as it is.
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
  });
});
