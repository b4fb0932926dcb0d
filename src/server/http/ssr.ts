import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { CachedPage, negotiateEncoding, type PageCache, sharedAddress } from './page-cache.js';
import { HttpError } from './errors.js';
import { IMAGE_UPLOAD_MAX_BYTES } from './image-upload.js';
import { scriptNonce } from './security.js';
import { LEAD_FORM_PAGES } from '../analytics/landing.js';

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
/** The pages whose forms send a photo (multipart), and how much such a form may carry. */
const PAGES_WITH_UPLOADS = new Set(['/crew']);
const PAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

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
    // A photo form (the crew's day) is the one page form that carries a file: multipart is read,
    // up to an upload's size, only for the pages that take one, and refused unread elsewhere.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: PAGE_UPLOAD_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.addHook('preParsing', async (request) => {
      if (
        request.headers['content-type']?.startsWith('multipart/form-data') &&
        !PAGES_WITH_UPLOADS.has(request.url.split('?')[0]!)
      ) {
        throw new HttpError(415, 'apiErrors.unsupportedMediaType');
      }
    });
    // An answer that sets a cookie (a language chosen in the address) is this visitor's alone: no
    // shared cache may keep it. The cookie plugin writes its header in an earlier onSend hook.
    scope.addHook('onSend', async (_request, reply) => {
      if (reply.hasHeader('set-cookie') && /\bpublic\b/.test(String(reply.getHeader('cache-control')))) {
        reply.header('cache-control', 'private, no-cache');
      }
    });
    scope.all('/*', async (request, reply) => {
      // Pages are read (GET, HEAD) and forms posted (POST); nothing else reaches React Router.
      if (!PAGE_METHODS.has(request.method)) {
        reply.header('allow', 'GET, HEAD, POST');
        throw new HttpError(405, 'apiErrors.methodNotAllowed');
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
      // Rendered from the address it is kept under: nothing else of this visitor's address gets in.
      const response = await handle(toFetchRequest(request, sharedAddress(request.url)), context);
      if (!cache.accepts(response) || context.degraded) return sendFetchResponse(reply, response, context);
      const page = new CachedPage(response.status, [...response.headers], await response.text(), context.nonce);
      cache.store(key, page, generation);
      return sendCachedPage(reply, page, 'miss');
    });
  });
}

/**
 * Answers no shared cache (a proxy, the browser's back-forward store) may keep: every page of a
 * signed-in visitor (or of one whose session could not be looked up), and the route data (.data) that client-side navigation fetches.
 */
function isPersonal(request: FastifyRequest): boolean {
  return request.user !== null || request.sessionUnavailable !== null || request.url.split('?')[0]!.endsWith('.data');
}

/** The Fastify request as a fetch Request, at its own address or at `address` (a shared page's). */
function toFetchRequest(request: FastifyRequest, address = request.url): Request {
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
  return new Request(new URL(address, origin), {
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
 * How long a shared cache (a CDN, a reverse proxy) may keep a page without React, and serve it
 * stale while it asks again: a minute, so an owner's edit reaches every visitor within about a
 * minute (this server's own copy is dropped at once). Browsers ask every time (max-age=0) and get a
 * 304 while the ETag holds.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * A lead form's page (the contact page) is rendered for its visitor alone when the visit starts
 * there from another site or a campaign (page-cache.ts, startsVisit), which a shared cache cannot
 * tell: it keeps the page but asks this server every time (an ETag makes that cheap).
 */
const LEAD_FORM_CACHE_CONTROL = 'public, no-cache';
/** What a page without React depends on besides its address: its language (cookie, Accept-Language) and encoding. */
const STATIC_PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * Sends a cached page. A page without React is sent as it is, compressed once (brotli or gzip, by
 * the client's Accept-Encoding), with its ETag and headers that let a shared cache keep it; 304
 * when the client's If-None-Match names it. A page that runs React gets this response's fresh
 * nonce in place of the one it was rendered with (the CSP header carries the fresh one), and
 * @fastify/compress compresses it like any page.
 */
async function sendCachedPage(reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') {
  reply.code(page.status);
  for (const [name, value] of page.headers) if (name !== 'content-length') reply.header(name, value);
  reply.header('x-page-cache', state);
  const accepted = reply.request.headers['accept-encoding'];
  let copy = page.copyFor(accepted);
  if (!copy) return reply.send(page.withNonce(scriptNonce(reply)));
  // A client that takes brotli alone waits the fraction of a second until the brotli copy is made.
  if (copy.encoding === 'identity' && negotiateEncoding(accepted, ['br', 'gzip', 'identity']) === 'br') {
    await page.brotliReady;
    copy = page.copyFor(accepted)!;
  }
  const section = new URL(reply.request.url, 'http://site').pathname.split('/')[1] ?? '';
  reply.header('cache-control', LEAD_FORM_PAGES.has(section) ? LEAD_FORM_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL);
  reply.header('vary', STATIC_PAGE_VARY);
  reply.header('etag', copy.etag);
  if (page.matches(reply.request.headers['if-none-match'])) return reply.code(304).send();
  if (copy.encoding !== 'identity') reply.header('content-encoding', copy.encoding);
  return reply.send(copy.body);
}
