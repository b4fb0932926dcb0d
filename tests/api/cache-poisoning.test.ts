import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

/** The hrefs of a page's language links (the header's and the phone menu's), each once. */
const languageLinks = (html: string) => [
  ...new Set([...html.matchAll(/<a href="([^"]*)"[^>]*data-lang-switch=/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))),
];

describe('the page cache and the addresses visitors make up', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite', {}, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });

  it('never copies made-up parameters into a cached page served to everyone', async () => {
    const poisoned = await t.app.inject({ url: '/services?category=irrigation&evil=%22%3E%3Cb%3Epwned&utm_source=x' });
    expect(poisoned.statusCode).toBe(200);
    for (const html of [poisoned.body, (await t.app.inject({ url: '/services?category=irrigation' })).body]) {
      expect(html).not.toContain('pwned');
      expect(html).not.toContain('evil=');
      expect(languageLinks(html)).toEqual([
        '/services?category=irrigation&lang=en',
        '/services?category=irrigation&lang=es',
        '/services?category=irrigation&lang=pt',
      ]);
    }
    const home = await t.app.inject({ url: '/?next=//evil.example&x=1' });
    expect(home.body).not.toContain('evil.example');
    const next = await t.app.inject({ url: '/' });
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(languageLinks(next.body)).toEqual(['/?lang=en', '/?lang=es', '/?lang=pt']);
  });

  it('keeps an attacker’s next out of the login page, its cache entry and the sign-in', async () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/login', '/%2F%2Fevil.example']) {
      const page = await t.app.inject({ url: `/login?next=${encodeURIComponent(next)}&utm_source=x` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('evil.example');
      const clean = await t.app.inject({ url: '/login' });
      expect(clean.body).not.toContain('evil.example');
      expect(languageLinks(clean.body)).toEqual(['/login?lang=en', '/login?lang=es', '/login?lang=pt']);

      // Signing in without JavaScript from that address lands on the dashboard, never elsewhere.
      const signIn = await t.app.inject({
        method: 'POST',
        url: `/login?next=${encodeURIComponent(next)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'customer@example.com', password: 'customer123' }).toString(),
      });
      expect(signIn.statusCode, next).toBe(302);
      expect(signIn.headers.location).toBe('/dashboard');
    }
    // A real page of the site is still where the visitor returns to.
    const page = await t.app.inject({ url: '/login?next=%2Fservices%3Fcategory%3Dirrigation' });
    expect(languageLinks(page.body)[1]).toBe('/login?next=%2Fservices%3Fcategory%3Dirrigation&lang=es');
  });
});
