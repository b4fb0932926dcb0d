import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { acceptsEncoding, CachedPage, type PageCache } from './page-cache.js';
import { scriptNonce } from './security.js';

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Hands every path that is not API, asset or media to the React Router server build:
 * Fastify request in, fetch Request to React Router, fetch Response back out.
 * Anonymous visitors' pages are served from the page cache when it holds them.
 */
export async function registerSsr(
  app: FastifyInstance,
  build: ServerBuild,
  loadContext: (request: FastifyRequest, reply: FastifyReply) => Promise<AppLoadContext>,
  cache?: PageCache,
): Promise<void> {
  const handle = createRequestHandler(build, 'production');
  await app.register(async (scope) => {
    // Form posts reach React Router actions untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.all('/*', async (request, reply) => {
      // Pages are read (GET, HEAD) and forms posted (POST); nothing else reaches React Router.
      if (!PAGE_METHODS.has(request.method)) {
        return reply.code(405).header('allow', 'GET, HEAD, POST').send({ success: false, message: 'Method not allowed' });
      }
      // Unknown API and media paths answer JSON, never a page. So do paths that a browser or
      // React Router would read as another host (//evil.example, /\evil.example).
      if (/^\/(api|media)(\/|$|\?)/.test(request.url) || /^\/[/\\]/.test(request.url)) return reply.callNotFound();
      const context = await loadContext(request, reply);
      if (isPersonal(request)) {
        const response = await handle(toFetchRequest(request), context);
        response.headers.set('cache-control', 'private, no-store');
        response.headers.set('vary', 'Cookie');
        return sendFetchResponse(reply, response, context);
      }
      const key = cache?.keyFor(request, context.lang) ?? null;
      if (!cache || !key) return sendFetchResponse(reply, await handle(toFetchRequest(request), context), context);

      const cached = cache.get(key);
      if (cached) return sendCachedPage(reply, cached, 'hit');
      const generation = cache.begin();
      const response = await handle(toFetchRequest(request), context);
      if (!cache.accepts(response) || context.degraded) return sendFetchResponse(reply, response, context);
      const page = new CachedPage(response.status, [...response.headers], await response.text(), context.nonce);
      cache.store(key, page, generation);
      return sendCachedPage(reply, page, 'miss');
    });
  });
}

/**
 * Answers no shared cache (a proxy, the browser's back-forward store) may keep: every page of a
 * signed-in visitor, and the route data (.data) that client-side navigation fetches.
 */
function isPersonal(request: FastifyRequest): boolean {
  return request.user !== null || request.url.split('?')[0]!.endsWith('.data');
}

function toFetchRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response, context?: AppLoadContext): Promise<FastifyReply> {
  reply.code(response.status);
  // The database could not be reached: the site's error page, as 503 (try again shortly), not 500.
  if (context?.databaseUnavailable && response.status >= 500) reply.code(503).header('retry-after', '5');
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}

/**
 * Sends a cached page with this response's fresh nonce in place of the one it was rendered with
 * (the CSP header already carries the fresh one): precompressed brotli or gzip for every browser,
 * which costs no compression work; plain HTML otherwise, which @fastify/compress handles like any page.
 */
async function sendCachedPage(reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') {
  reply.code(page.status);
  for (const [name, value] of page.headers) if (name !== 'content-length') reply.header(name, value);
  reply.header('x-page-cache', state);
  const nonce = scriptNonce(reply);
  const accepted = reply.request.headers['accept-encoding'];
  const brotli = acceptsEncoding(accepted, 'br') ? page.brotliWithNonce(nonce) : null;
  if (!brotli && !acceptsEncoding(accepted, 'gzip')) return reply.send(page.withNonce(nonce));
  reply.header('content-encoding', brotli ? 'br' : 'gzip');
  reply.header('vary', 'accept-encoding');
  return reply.send(brotli ?? page.gzipWithNonce(nonce));
}
