import { writeFileSync } from 'node:fs';
import type { Results } from './run.js';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** docs/performance.md: how the figures were measured, how to rerun, and the latest figures. */
export function writeReport(r: Results): void {
  const pages = Object.keys(r.bytes);
  const lh = (preset: 'mobile' | 'desktop') =>
    pages
      .map((p) => {
        const f = r.lighthouse[preset][p];
        return `| ${p} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${kb(f.transferBytes)} |`;
      })
      .join('\n');
  const md = `# Performance

Figures written by \`npm run bench\` (bench/run.ts) on ${r.date.slice(0, 10)}: ${r.machine.cpus} cores, Node ${r.machine.node}.
The raw figures are in [bench/results.json](../bench/results.json). Run it with \`npm run bench\` (it builds
the site first when the build is missing or older than the sources). It starts the production server on a
fresh data folder, then measures, in one run so that the ratios hold on a noisy machine:

1. **Cold start**: process start to the first answered home page (migrations, seed and site pictures included).
2. **Bytes**: compressed HTML, JavaScript and CSS of each public page's first load, as a browser asks for
   them (\`accept-encoding: br, gzip\`): brotli for assets, gzip for pages served from the page cache.
3. **Load**: autocannon on the same machine, 50 connections, ${process.env.BENCH_LOAD_SECONDS ?? 10} s per target after a
   3 s warm-up, anonymous visitors asking for compressed answers. autocannon's habit of decoding
   every response body into a string is switched off (bench/load.ts says why): with it, the load
   generator, not the server, was the limit for any answer of more than a few kilobytes.
4. **Images**: offline illustrator per picture; checking, re-encoding and making variants of a 10 MB photo;
   accepting a 10 MB photo upload over HTTP.
5. **Lighthouse 12** in Debian's Chromium, mobile and desktop presets with their default (simulated)
   throttling; ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} runs per page, the run with the median performance score is shown.
   Lighthouse's CPU benchmark of this machine: **${r.lighthouse.mobile['/']?.benchmarkIndex ?? '?'}** (a mid-range phone
   scores about 1000; the mobile preset then slows the CPU down 4 times more).

Targets: mobile performance >= 95; accessibility, best practices and SEO 100; at most 120 KB compressed
JavaScript on any public page; public pages at least half the /api/health rate with p99 under 50 ms;
illustrator under 300 ms for a 512x512 icon and under a second for a 1024x1024 scene. The command exits non-zero when a target is missed.

## What keeps the public pages fast

- **Complete HTML, one request to paint.** Pages are rendered on the server, the CSS is inlined and a
  page carries only its own texts (\`src/i18n/areas.ts\`). Forms work before any script has run.
- **Page cache.** Anonymous visitors' pages are kept in memory per language, compressed once as gzip
  pieces around the CSP nonce (\`src/server/http/nonced-gzip.ts\`); an admin change empties it.
- **Scripts after the page.** The hydration scripts are preloaded with \`fetchpriority="low"\`
  (\`src/web/entry.server.tsx\`), as React does for its own bootstrap scripts, so the HTML and the
  main picture get a phone's bandwidth first. At the default high priority, Lighthouse's simulation
  counted all 105 KB of them as needed for the first paint: FCP 2.1 to 2.4 s instead of about 0.9 s.
- **Pictures.** AVIF and WebP at 320, 640 and 960 px with width and height set (no layout shift); only
  the page's main picture loads eagerly, with high priority. A picture's variants share one random
  file name, so the catalogue's 25 cards cost 5 KB less compressed HTML than with seven names each.

Text pages show an LCP of about 2 s on mobile while their FCP is about 0.9 s, although the largest
text is painted in the first frame: Lighthouse's LCP estimate counts every request that had finished
before that paint in its unthrottled trace, whatever its priority, and on this machine the scripts
often finish first.

## Latest figures

Cold start: **${r.coldStartMs} ms**.

| page | HTML | JavaScript | CSS |
|---|---|---|---|
${pages.map((p) => `| ${p} | ${kb(r.bytes[p].html)} | ${kb(r.bytes[p].js)} | ${kb(r.bytes[p].css)} |`).join('\n')}

### Lighthouse, mobile

| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | transferred |
|---|---|---|---|---|---|---|---|---|---|
${lh('mobile')}

### Lighthouse, desktop

| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | transferred |
|---|---|---|---|---|---|---|---|---|---|
${lh('desktop')}

### Load (50 connections)

| target | requests/s | p50 ms | p99 ms | errors | non-2xx |
|---|---|---|---|---|---|
${Object.entries(r.load)
  .map(([t, f]) => `| ${t} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.errors} | ${f.non2xx} |`)
  .join('\n')}

### Images

| measure | figure |
|---|---|
| offline illustrator, 512x512 icon | ${r.images.icon512Ms} ms |
| offline illustrator, 1024x1024 scene | ${r.images.scene1024Ms} ms |
| 10 MB photo (${(r.images.photoBytes / 1048576).toFixed(1)} MB): check, re-encode, 4 widths x WebP+AVIF | ${r.images.photoProcessingMs} ms |
| 10 MB photo accepted by the quote upload over HTTP | ${r.images.photoUploadMs} ms |

${r.failures.length ? `### Targets missed\n\n${r.failures.map((f) => `- ${f}`).join('\n')}\n` : 'All targets met.\n'}`;
  writeFileSync('docs/performance.md', md);
}
