import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { routeKey } from '../helpers/api-routes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * The OpenAI-compatible image service hanging or failing. Every admin generation route fails within
 * the configured timeout (OPENAI_TIMEOUT_MS) with a clear message, its log entry says failed and
 * no picture is stored; meanwhile the rest of the site answers as usual.
 */
const TIMEOUT_MS = 1_500;

/** How to call each generation route; a generation route missing here fails the suite. */
const GENERATION_CALLS: Record<string, (t: TestApp, admin: SignedInHeaders) => Promise<{ url: string; payload: object }>> = {
  'POST /api/admin/services/:id/generate-image': async (t) => {
    const service = await t.app.ctx.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    return { url: `/api/admin/services/${service.id}/generate-image`, payload: { prompt: 'A freshly mown lawn in spring' } };
  },
  'POST /api/admin/icons/:id/generate': async (t, admin) => {
    const icon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/icons',
      headers: admin,
      payload: { name: 'Engine test', category: 'general' },
    });
    return { url: `/api/admin/icons/${icon.json().data.id}/generate`, payload: { prompt: 'A simple green leaf' } };
  },
  'POST /api/admin/icons/generate-new': async () => ({
    url: '/api/admin/icons/generate-new',
    payload: { name: 'Engine test new', category: 'general', prompt: 'A watering can' },
  }),
  'POST /api/admin/media/:kind/:ref/generate': async () => ({
    url: '/api/admin/media/site/hero/generate',
    payload: { prompt: 'A front garden in the Pacific Northwest' },
  }),
};

type Mode = 'hang' | 'error';

/** A local stand-in for the image API: it never answers, or answers 500. */
function startFakeImageApi(): Promise<{ server: Server; port: number; setMode(mode: Mode): void; calls: () => number }> {
  let mode: Mode = 'hang';
  let calls = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls++;
    req.resume();
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }),
      );
    }
    // 'hang': keep the connection open and never answer.
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, setMode: (m) => (mode = m), calls: () => calls }),
    ),
  );
}

describe('the image engine slow or down', () => {
  let api: Awaited<ReturnType<typeof startFakeImageApi>>;
  let t: TestApp;
  let admin: SignedInHeaders;
  let routes: string[];

  beforeAll(async () => {
    api = await startFakeImageApi();
    t = await createTestApp('sqlite', {
      openai: { apiKey: 'test-key', baseUrl: `http://127.0.0.1:${api.port}/v1`, model: 'dall-e-3', timeoutMs: TIMEOUT_MS },
    });
    admin = await loginAs(t.app, 'admin');
    routes = t.app.routeRules.map(routeKey).filter((key) => /generate/.test(key));
  });
  afterAll(async () => {
    await t.close();
    api.server.closeAllConnections();
    await new Promise((resolve) => api.server.close(resolve));
  });

  it('knows how to call every generation route of the app', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !GENERATION_CALLS[r])).toEqual([]);
  });

  for (const [mode, message] of [
    ['hang', /did not answer in time/],
    ['error', /unavailable/],
  ] as const) {
    it(`fails every generation with a clear message when the service ${mode === 'hang' ? 'hangs' : 'answers 500'}, and the site stays up`, async () => {
      api.setMode(mode);
      for (const key of routes) {
        const { url, payload } = await GENERATION_CALLS[key]!(t, admin);
        const mediaBefore = await t.app.ctx.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const callsBefore = api.calls();
        const started = Date.now();
        let finishedAt = 0;
        const generation = t.app
          .inject({ method: 'POST', url, headers: admin, payload })
          .finally(() => (finishedAt = Date.now()));

        // While the generation waits, the site answers as usual.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [health, company] = await Promise.all([t.app.inject('/api/health'), t.app.inject('/api/settings/company')]);
        expect(health.statusCode, key).toBe(200);
        expect(company.statusCode, key).toBe(200);
        if (mode === 'hang') expect(finishedAt, `${key}: the site answered only after the generation`).toBe(0);

        const res = await generation;
        const elapsed = finishedAt - started;
        expect(api.calls(), `${key} called the image service`).toBeGreaterThan(callsBefore);
        expect(res.statusCode, `${key}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.json(), key).toMatchObject({ success: false, message: expect.stringMatching(message) });
        if (mode === 'hang') expect(elapsed, key).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(elapsed, key).toBeLessThan(TIMEOUT_MS + 5_000);

        const log = await t.app.ctx.db
          .selectFrom('image_generation_logs')
          .selectAll()
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(log, key).toMatchObject({ generation_status: 'failed', media_id: null, error_message: res.json().detail });
        console.log(
          `${key}, image service ${mode === 'hang' ? 'hanging' : 'answering 500'}: ${res.statusCode} "${res.json().message}" after ${elapsed} ms`,
        );
        const mediaAfter = await t.app.ctx.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(mediaAfter.n, `${key} stored no picture`).toBe(mediaBefore.n);
      }
    }, 60_000);
  }
});
