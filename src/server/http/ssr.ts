import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { acceptsGzip, CachedPage, type PageCache } from './page-cache.js';
import { scriptNonce } from './security.js';

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
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.all('/*', async (request, reply) => {
      // Unknown API and media paths answer JSON, never a page.
      if (/^\/(api|media)(\/|$|\?)/.test(request.url)) return reply.callNotFound();
      const context = await loadContext(request, reply);
      const key = cache?.keyFor(request, context.lang) ?? null;
      if (!cache || !key) return sendFetchResponse(reply, await handle(toFetchRequest(request), context));

      const cached = cache.get(key);
      if (cached) return sendCachedPage(reply, cached, 'hit');
      const generation = cache.begin();
      const response = await handle(toFetchRequest(request), context);
      if (!cache.accepts(response)) return sendFetchResponse(reply, response);
      const page = new CachedPage(response.status, [...response.headers], await response.text(), context.nonce);
      cache.store(key, page, generation);
      return sendCachedPage(reply, page, 'miss');
    });
  });
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

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
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
 * (the CSP header already carries the fresh one): precompressed gzip for every browser, which
 * costs no compression work; plain HTML otherwise, which @fastify/compress handles like any page.
 */
async function sendCachedPage(reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') {
  reply.code(page.status);
  for (const [name, value] of page.headers) if (name !== 'content-length') reply.header(name, value);
  reply.header('x-page-cache', state);
  const nonce = scriptNonce(reply);
  if (!acceptsGzip(reply.request.headers['accept-encoding'])) return reply.send(page.withNonce(nonce));
  reply.header('content-encoding', 'gzip');
  reply.header('vary', 'accept-encoding');
  return reply.send(page.gzipWithNonce(nonce));
}
