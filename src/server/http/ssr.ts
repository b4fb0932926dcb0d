import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';

/**
 * Hands every path that is not API, asset or media to the React Router server build:
 * Fastify request in, fetch Request to React Router, fetch Response back out.
 */
export async function registerSsr(
  app: FastifyInstance,
  build: ServerBuild,
  loadContext: (request: FastifyRequest, reply: FastifyReply) => Promise<AppLoadContext>,
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
      const response = await handle(toFetchRequest(request), await loadContext(request, reply));
      return sendFetchResponse(reply, response);
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
