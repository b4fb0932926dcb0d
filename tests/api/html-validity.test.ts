import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * Every public page, in English, Spanish and Portuguese, is valid HTML by the W3C Nu HTML Checker
 * (npm vnu-jar, run on Java 17): the pages are rendered by the app and checked in one run of the
 * checker, errors only.
 */
const PAGES = [
  '/',
  '/services',
  '/services/lawn-mowing',
  '/services/tree-trimming',
  '/services/water-features',
  '/about',
  '/contact',
  '/projects',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
  '/quote-builder',
  '/book-visit',
  '/no-such-page',
];

/**
 * The checker's CSS validator predates standard features of the inlined Tailwind 4 stylesheet:
 * `@property` (CSS Properties and Values API), `margin-trim` (CSS Box Model 4) and custom
 * properties named in `transition-property` (CSS Transitions). Those messages are left out; every
 * other message, CSS included, counts.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
];

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('the HTML of the public pages', () => {
  let build: ServerBuild;
  let closeBuild: () => Promise<void>;
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    ({ build, close: closeBuild } = await loadPageBuild());
    t = await createTestApp('sqlite', { publicUrl: 'https://www.evergreen-landscaping.example' }, { serverBuild: build });
    dir = mkdtempSync(path.join(tmpdir(), 'evergreen-html-'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await closeBuild?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no error in the W3C Nu HTML Checker, on every public page in every language', async () => {
    const files: string[] = [];
    for (const page of PAGES) {
      for (const lang of LANGUAGES) {
        const res = await t.app.inject(`${page}?lang=${lang}`);
        expect(res.statusCode, page).toBe(page === '/no-such-page' ? 404 : 200);
        const file = path.join(dir, `${lang}${page === '/' ? '/home' : page}.html`.replaceAll('/', '_'));
        writeFileSync(file, res.body);
        files.push(file);
      }
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'java (17 or newer) runs the checker').toBeUndefined();
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !CSS_THE_CHECKER_DOES_NOT_KNOW.some((known) => known.test(m.message)))
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message} ${m.extract ? `«${m.extract.trim()}»` : ''}`);
    console.log(`vnu: ${files.length} pages checked, ${errors.length} errors`);
    expect(errors).toEqual([]);
  }, 120_000);
});
