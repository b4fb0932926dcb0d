import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, type ServerProcess, startServer } from '../helpers/server-process.js';

/*
 * A soak: 50 connections for SOAK_SECONDS (default 60) over the public pages and the public API of
 * the production server. No connection errors or timeouts, every answer 2xx, and memory stable:
 * the resident size at the end stays within 1.5 x + 50 MB of the size after a warm-up. The warm-up
 * (a third of the soak, at full load) lets V8 size its heap to the allocation rate first: under
 * load it grows the heap for a while before it settles, which is not a leak (docs/reliability.md).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WARM_UP_SECONDS = Math.max(10, Math.round(SECONDS / 3));
const CONNECTIONS = 50;
const MB = 1024 * 1024;

/** The public pages and API reads a visitor's browser makes; those the app does not have yet are left out. */
const PAGES = [
  '/',
  '/services',
  '/services/lawn-mowing',
  '/about',
  '/contact',
  '/quote-builder',
  '/login',
  '/privacy',
  '/api/health',
  '/api/settings/company',
  '/api/services',
  '/api/services/categories',
  '/api/multilanguage/content/language/en',
  '/api/admin/icons/categories',
];

async function load(url: string, paths: string[], seconds: number): Promise<Result> {
  return await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

const summary = (r: Result) =>
  `${r.requests.total} requests, ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
  `errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`;

describe('soak: 50 connections over the public pages and API', () => {
  let server: ServerProcess;
  let dataDir: string;
  let paths: string[];

  beforeAll(async () => {
    await ensureServerBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-soak-'));
    server = await startServer(dataDir);
    // Every page of the load must answer before it starts: a page that does not is a failure, never
    // a page quietly left out of the soak.
    paths = [...PAGES];
    for (const p of paths) expect((await fetch(`${server.url}${p}`)).status, `${p} before the soak`).toBe(200);
  }, 600_000);
  afterAll(async () => {
    await server?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `stays error-free with stable memory for ${SECONDS} s`,
    async () => {
      const warmUp = await load(server.url, paths, WARM_UP_SECONDS);
      const rssAfterWarmUp = server.rss();

      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(server.rss()), 5_000);
      const soak = await load(server.url, paths, SECONDS).finally(() => clearInterval(sampler));
      const rssAtEnd = server.rss();

      console.log(
        `soak over ${paths.join(' ')}\n` +
          `warm-up ${WARM_UP_SECONDS} s: ${summary(warmUp)}\n` +
          `soak ${SECONDS} s: ${summary(soak)}\n` +
          `RSS after warm-up ${Math.round(rssAfterWarmUp / MB)} MB, during the soak ${samples.map((s) => Math.round(s / MB)).join(' ')} MB, at the end ${Math.round(rssAtEnd / MB)} MB`,
      );
      expect({ errors: soak.errors, timeouts: soak.timeouts, non2xx: soak.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      expect(soak.requests.total).toBeGreaterThan(SECONDS * 10);
      expect(rssAtEnd).toBeLessThan(rssAfterWarmUp * 1.5 + 50 * MB);
    },
    (SECONDS + WARM_UP_SECONDS + 120) * 1000,
  );
});
