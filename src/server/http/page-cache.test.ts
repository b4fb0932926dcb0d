import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, CachedPage, PageCache } from './page-cache.js';

const page = (body: string) => new CachedPage(200, [['content-type', 'text/html']], body, 'n');
const request = (overrides: Partial<FastifyRequest>) =>
  ({ method: 'GET', url: '/services', user: null, cookies: {}, ...overrides }) as unknown as FastifyRequest;

describe('PageCache', () => {
  it('keys anonymous GET requests by language and URL only', () => {
    const cache = new PageCache();
    expect(cache.keyFor(request({}), 'es')).toBe('es /services');
    expect(cache.keyFor(request({ cookies: { lang: 'pt' } }), 'pt')).toBe('pt /services');
    expect(cache.keyFor(request({ method: 'POST' }), 'en')).toBeNull();
    expect(cache.keyFor(request({ method: 'HEAD' }), 'en')).toBeNull();
    expect(cache.keyFor(request({ cookies: { lang: 'en', session: 'x' } }), 'en')).toBeNull();
    expect(cache.keyFor(request({ user: { id: 1 } as FastifyRequest['user'] }), 'en')).toBeNull();
  });

  it('accepts only complete pages that set no cookie', () => {
    const cache = new PageCache();
    expect(cache.accepts(new Response('ok'))).toBe(true);
    expect(cache.accepts(new Response('missing', { status: 404 }))).toBe(false);
    expect(cache.accepts(new Response('ok', { headers: { 'set-cookie': 'a=b' } }))).toBe(false);
  });

  it('drops a render that began before the site changed', () => {
    const cache = new PageCache();
    const generation = cache.begin();
    cache.clear();
    cache.store('en /', page('stale'), generation);
    expect(cache.get('en /')).toBeUndefined();
    cache.store('en /', page('fresh'), cache.begin());
    expect(cache.get('en /')?.html).toBe('fresh');
  });

  it('evicts the least recently used page beyond its size', () => {
    const cache = new PageCache(2);
    cache.store('a', page('a'), cache.begin());
    cache.store('b', page('b'), cache.begin());
    cache.get('a');
    cache.store('c', page('c'), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('CachedPage', () => {
  it('gives every nonce attribute of a cached page the response nonce, plain and gzip-compressed', () => {
    const cached = new CachedPage(200, [], '<script nonce="old+/=">a</script><link nonce="old+/="><p>old+/=</p>', 'old+/=');
    const expected = '<script nonce="new">a</script><link nonce="new"><p>old+/=</p>';
    expect(cached.withNonce('new')).toBe(expected);
    expect(gunzipSync(cached.gzipWithNonce('new')).toString('utf8')).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header with its qualities', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
