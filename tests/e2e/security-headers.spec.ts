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
      // JSON-LD is data; speculation rules are governed by script-src like any inline script.
      return !type || /^(module|text\/javascript|application\/javascript|speculationrules)$/i.test(type);
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

      // A fresh nonce for every response, cached pages included.
      const again = await request.get(path);
      expect(cspNonce(again.headers()['content-security-policy'])).not.toBe(nonce);
      expect(
        inlineScripts(await again.text()).every((s) => s.nonce === cspNonce(again.headers()['content-security-policy'])),
      ).toBe(true);
    });
  }

  test('a redirect carries the protective headers', async ({ request }) => {
    const res = await request.get('/admin', { maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
    expect(res.status()).toBeLessThan(400);
    expect(headerProblems(res.headers())).toEqual([]);
  });

  test('built scripts carry the protective headers and an immutable cache', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
    // The stylesheet is written into the page itself; scripts are files.
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
