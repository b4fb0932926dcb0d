import { cspNonce, headerProblems, pageCspProblems } from '../helpers/security-headers';
import { expect, test } from './fixtures';

/*
 * Security headers over real HTTP on the production build: pages (a normal page, the 404 page, a
 * redirect), built assets and API answers. tests/security/headers.test.ts covers every API error
 * kind and media files in process.
 */

/** Inline scripts (no src) that a browser would run, with their nonce attribute; data blocks such as JSON-LD do not run. */
function inlineScripts(html: string): { nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1])
    .filter((attrs) => !/\bsrc=/.test(attrs))
    .filter((attrs) => {
      const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
      return !type || /^(module|text\/javascript|application\/javascript)$/i.test(type);
    })
    .map((attrs) => ({ nonce: /\bnonce="([^"]*)"/.exec(attrs)?.[1] }));
}

test.describe('security headers over HTTP', () => {
  for (const [kind, path, status] of [
    ['the home page', '/', 200],
    ['a form page', '/login', 200],
    ['the 404 page', '/no-such-page', 404],
  ] as const) {
    test(`${kind} has a nonce CSP for its scripts and every protective header`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(status);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      const headers = res.headers();
      expect(headerProblems(headers)).toEqual([]);
      expect(pageCspProblems(headers['content-security-policy'])).toEqual([]);

      // Every inline script carries this response's nonce, so the CSP lets the page hydrate.
      const nonce = cspNonce(headers['content-security-policy']);
      const scripts = inlineScripts(await res.text());
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => s.nonce !== nonce)).toEqual([]);

      // A page rendered for this request alone (a cookie keeps it out of the anonymous page cache,
      // which serves the bytes it rendered with their own nonce) gets a fresh nonce every time.
      const render = () => request.get(path, { headers: { cookie: 'visit=1' } });
      const [first, second] = [await render(), await render()];
      const nonces = [first, second].map((r) => cspNonce(r.headers()['content-security-policy']));
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(inlineScripts(await second.text()).every((s) => s.nonce === nonces[1])).toBe(true);
    });
  }

  test('a redirect carries the protective headers', async ({ request }) => {
    const res = await request.get('/admin', { maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
    expect(res.status()).toBeLessThan(400);
    expect(headerProblems(res.headers())).toEqual([]);
  });

  test('built assets carry the protective headers and an immutable cache', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const asset of assets.slice(0, 6)) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(headerProblems(res.headers()), asset).toEqual([]);
      expect(res.headers()['cache-control'], asset).toContain('immutable');
    }
  });

  for (const [kind, path, status] of [
    ['an API success', '/api/health', 200],
    ['an API 401', '/api/auth/me', 401],
    ['an API 404', '/api/no-such-route', 404],
  ] as const) {
    test(`${kind} carries the protective headers over HTTP`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(status);
      expect(headerProblems(res.headers())).toEqual([]);
    });
  }
});
