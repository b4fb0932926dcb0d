import { createHash } from 'node:crypto';
import { cspHashes, cspNonce, headerProblems, pageCspProblems } from '../helpers/security-headers';
import { expect, test } from './fixtures';

/*
 * Security headers over real HTTP on the production build: pages (a page without React, the 404
 * page, a page that runs React, a redirect), built assets and API answers. tests/security/headers.test.ts covers every API error
 * kind and media files in process.
 */

/** Inline scripts (no src) that a browser would run, with their nonce attribute and text; data blocks such as JSON-LD do not run. */
function inlineScripts(html: string): { nonce: string | undefined; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!))
    .filter(([, attrs]) => {
      const type = /\btype="([^"]*)"/.exec(attrs!)?.[1];
      // JSON-LD is data; speculation rules are governed by script-src like any inline script.
      return !type || /^(module|text\/javascript|application\/javascript|speculationrules)$/i.test(type);
    })
    .map(([, attrs, text]) => ({ nonce: /\bnonce="([^"]*)"/.exec(attrs!)?.[1], text: text! }));
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

test.describe('security headers over HTTP', () => {
  for (const [kind, path, status] of [
    ['the home page', '/', 200],
    ['the 404 page', '/no-such-page', 404],
  ] as const) {
    test(`${kind} allows exactly its inline scripts by hash and carries every protective header`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(status);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      const headers = res.headers();
      expect(headerProblems(headers)).toEqual([]);
      expect(pageCspProblems(headers['content-security-policy'])).toEqual([]);

      // A page without React is the same bytes for everyone: no nonce, its scripts allowed by their hashes.
      expect(cspNonce(headers['content-security-policy'])).toBeUndefined();
      const html = await res.text();
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => s.nonce !== undefined)).toEqual([]);
      expect(cspHashes(headers['content-security-policy']).sort()).toEqual(scripts.map((s) => sha256(s.text)).sort());

      const again = await request.get(path);
      expect(again.headers()['content-security-policy']).toBe(headers['content-security-policy']);
      expect(await again.text()).toBe(html);
    });
  }

  test('a page that runs React has a fresh nonce CSP for its scripts and every protective header', async ({ request }) => {
    const res = await request.get('/login');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headerProblems(headers)).toEqual([]);
    expect(pageCspProblems(headers['content-security-policy'])).toEqual([]);

    // Every inline script carries this response's nonce, so the CSP lets the page hydrate.
    const nonce = cspNonce(headers['content-security-policy']);
    const scripts = inlineScripts(await res.text());
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.nonce !== nonce)).toEqual([]);

    // A fresh nonce for every response, cached pages included.
    const again = await request.get('/login');
    expect(cspNonce(again.headers()['content-security-policy'])).not.toBe(nonce);
    expect(inlineScripts(await again.text()).every((s) => s.nonce === cspNonce(again.headers()['content-security-policy']))).toBe(
      true,
    );
  });

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
