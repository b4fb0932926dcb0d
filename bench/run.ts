import { writeFileSync } from 'node:fs';
import { firstLoadBytes } from './bytes.js';
import { illustratorTimes, photoProcessingMs, tenMegabytePhoto } from './images.js';
import { type LighthouseFigures, runLighthouse } from './lighthouse.js';
import { type LoadFigures, measureLoad } from './load.js';
import { type CacheHitFigures, cacheHitCost } from './page-cache.js';
import { startServer } from './server.js';
import { writeReport } from './report.js';
import { uploadTime } from './upload.js';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Pages served without React (handle.hydrate = false) that Lighthouse scores, and the quote builder, which hydrates. */
const STATIC_PAGES = ['/', '/services', '/services/lawn-mowing', '/about', '/contact'];
const PAGES = [...STATIC_PAGES, '/quote-builder'];
/** The other pages without React: their first-load bytes are held to the same targets. */
const OTHER_STATIC_PAGES = ['/projects', '/book-visit', '/privacy', '/terms', '/no-such-page'];
const NO_REACT_PAGES = [...STATIC_PAGES, ...OTHER_STATIC_PAGES];
const LOAD_TARGETS = [
  '/api/health',
  '/',
  '/services',
  '/services/lawn-mowing',
  '/api/services/categories',
  '/api/multilanguage/content/language/en',
];

export interface Results {
  date: string;
  machine: { cpus: number; node: string };
  coldStartMs: number;
  bytes: Record<string, { html: number; js: number; css: number; files: number }>;
  lighthouse: { mobile: Record<string, LighthouseFigures>; desktop: Record<string, LighthouseFigures> };
  load: Record<string, LoadFigures>;
  /** CPU per page-cache hit of the home page, by the way a cached page gets its fresh nonce. */
  cacheHit: CacheHitFigures;
  images: { icon512Ms: number; scene1024Ms: number; photoBytes: number; photoProcessingMs: number; photoUploadMs: number };
  failures: string[];
}

async function main() {
  const server = await startServer(PORT);
  const failures: string[] = [];
  try {
    const url = (p: string) => `${server.url}${p}`;
    // Warm the page cache and the route modules, as a running site would be, and wait for each
    // public page's brotli copy (made in the thread pool after the first visit).
    for (const p of PAGES) await fetch(url(p));
    for (const p of NO_REACT_PAGES) await brotliCopyOf(url(p));

    const bytes: Results['bytes'] = {};
    for (const p of [...PAGES, ...OTHER_STATIC_PAGES]) bytes[p] = await firstLoadBytes(url(p));

    const load: Results['load'] = {};
    for (const p of LOAD_TARGETS) load[p] = await measureLoad(url(p), LOAD_SECONDS);
    const cacheHit = await cacheHitCost(url('/'));

    const photo = await tenMegabytePhoto();
    const images: Results['images'] = {
      ...(await illustratorTimes()),
      photoBytes: photo.length,
      photoProcessingMs: await photoProcessingMs(photo),
      photoUploadMs: await uploadTime(server.url, photo),
    };

    const pageUrls = PAGES.map(url);
    const mobile = await runLighthouse(pageUrls, 'mobile');
    const desktop = await runLighthouse(pageUrls, 'desktop');
    const strip = (r: Record<string, LighthouseFigures>) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace(server.url, ''), v]));

    const results: Results = {
      date: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      coldStartMs: server.coldStartMs,
      bytes,
      lighthouse: { mobile: strip(mobile), desktop: strip(desktop) },
      load,
      cacheHit,
      images,
      failures,
    };
    checkTargets(results, failures);
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    writeReport(results);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(`\nTargets missed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll targets met.');
}

/** The targets of docs/performance.md; each miss is a line in `failures` and a non-zero exit. */
function checkTargets(r: Results, failures: string[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [page, b] of Object.entries(r.bytes)) {
    const isStatic = NO_REACT_PAGES.includes(page);
    const jsTarget = isStatic ? 5 * 1024 : 120 * 1024;
    if (b.js > jsTarget) failures.push(`${page}: ${kb(b.js)} compressed JavaScript (target ${kb(jsTarget)})`);
    if (isStatic && b.html > 35 * 1024) failures.push(`${page}: ${kb(b.html)} compressed HTML (target 35 KB)`);
  }
  for (const [page, f] of Object.entries(r.lighthouse.mobile)) {
    if (STATIC_PAGES.includes(page)) {
      if (f.performance < 100) failures.push(`${page}: mobile performance ${f.performance} (target 100)`);
      if (f.lcpMs > 1200) failures.push(`${page}: mobile LCP ${f.lcpMs} ms (target 1200 ms)`);
      if (f.tbtMs > 20) failures.push(`${page}: mobile TBT ${f.tbtMs} ms (target 20 ms)`);
    } else if (f.performance < 98) failures.push(`${page}: mobile performance ${f.performance} (target 98)`);
  }
  for (const [preset, pages] of Object.entries(r.lighthouse)) {
    for (const [page, f] of Object.entries(pages)) {
      for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
        if (f[key] < 100) failures.push(`${page}: ${preset} ${key} ${f[key]} (target 100)`);
      }
    }
  }
  const ceiling = r.load['/api/health']?.requestsPerSecond ?? 0;
  for (const page of ['/', '/services', '/services/lawn-mowing']) {
    const f = r.load[page];
    if (!f) continue;
    if (f.requestsPerSecond < ceiling / 2)
      failures.push(`${page}: ${f.requestsPerSecond} req/s, under half of /api/health (${ceiling})`);
    if (f.p99Ms >= 50) failures.push(`${page}: p99 ${f.p99Ms} ms (target < 50 ms)`);
  }
  for (const [target, f] of Object.entries(r.load)) {
    if (f.errors || f.non2xx) failures.push(`${target}: ${f.errors} errors and ${f.non2xx} non-2xx answers under load`);
  }
  if (r.images.icon512Ms >= 300) failures.push(`offline illustrator ${r.images.icon512Ms} ms for 512x512 (target 300 ms)`);
  if (r.images.scene1024Ms >= 1000)
    failures.push(`offline illustrator ${r.images.scene1024Ms} ms for a 1024x1024 scene (target 1000 ms)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Waits until the page cache answers `pageUrl` with its brotli copy (a few tenths of a second), 5 s
 * at most. A page the cache does not keep (/book-visit, 404) is compressed per response anyway.
 */
async function brotliCopyOf(pageUrl: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(pageUrl, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (!res.headers.has('x-page-cache')) return;
    if (res.headers.get('content-encoding') === 'br' && res.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${pageUrl} got no brotli copy in the page cache`);
}
