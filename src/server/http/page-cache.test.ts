import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, withNonce } from './page-cache.js';

const page = (body: string): CachedPage => ({ status: 200, headers: [['content-type', 'text/html']], body: Buffer.from(body), nonce: 'n' });
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
    expect(cache.get('en /')?.body.toString()).toBe('fresh');
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

describe('withNonce', () => {
  it('gives every nonce attribute of a cached page the response nonce', () => {
    const cached: CachedPage = { status: 200, headers: [], body: Buffer.from('<script nonce="old+/=">a</script><link nonce="old+/=">'), nonce: 'old+/=' };
    expect(withNonce(cached, 'new')).toBe('<script nonce="new">a</script><link nonce="new">');
  });
});
