import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptsEncoding, CachedPage, PageCache } from './page-cache.js';

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

describe('CachedPage', () => {
  it('gives every nonce attribute of a cached page the response nonce, plain, gzip- and brotli-compressed', async () => {
    const cached = new CachedPage(200, [], '<p>old+/=</p><script nonce="old+/=">a</script><link nonce="old+/=">', 'old+/=');
    const expected = '<p>old+/=</p><script nonce="new">a</script><link nonce="new">';
    expect(cached.withNonce('new')).toBe(expected);
    expect(gunzipSync(cached.gzipWithNonce('new')).toString('utf8')).toBe(expected);
    await cached.brotliReady;
    expect(brotliDecompressSync(cached.brotliWithNonce('new')!).toString('utf8')).toBe(expected);
  });

  it('keeps only gzip for a page with much text after its first nonce (a page that hydrates)', async () => {
    const cached = new CachedPage(200, [], `<script nonce="n">a</script>${'<p>route data</p>'.repeat(400)}`, 'n');
    await cached.brotliReady;
    expect(cached.brotliWithNonce('new')).toBeNull();
    expect(gunzipSync(cached.gzipWithNonce('new')).toString('utf8')).toContain('<script nonce="new">');
  });
});

describe('acceptsEncoding', () => {
  it('reads the Accept-Encoding header with its qualities', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=1.0, GZIP;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('br', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, BR;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
  });
});
