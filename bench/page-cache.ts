import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NoncedBrotli } from '../src/server/http/nonced-brotli.js';
import { NoncedGzip } from '../src/server/http/nonced-gzip.js';

export interface CacheHitFigures {
  /** Bytes of the page as rendered, and gzip-compressed at level 9. */
  htmlBytes: number;
  gzip9Bytes: number;
  /** Bytes of the brotli copy (quality 11, made once per page in the thread pool). */
  noncedBrotliBytes: number;
  /** Microseconds of CPU per cache hit, by the way the response gets its fresh nonce. */
  noncedGzipUs: number;
  noncedBrotliUs: number;
  replaceThenGzip1Us: number;
  replaceThenGzip6Us: number;
  replaceThenBrotli4Us: number;
  /** Bytes on the wire of each (gzip 1 and brotli 4 are larger than the level-9 pieces). */
  gzip1Bytes: number;
  brotli4Bytes: number;
}

/**
 * What one page-cache hit costs the server, by the ways of giving a cached page its response's own
 * CSP nonce: the precompressed copies with the nonce slotted in (http/nonced-gzip.ts,
 * http/nonced-brotli.ts), or replacing
 * the nonce in the text and compressing per response at a fast level. Measured on a real page.
 */
export async function cacheHitCost(pageUrl: string): Promise<CacheHitFigures> {
  const html = await (await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })).text();
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
  const marker = `nonce="${nonce}"`;
  const fresh = 'nonce="AAAAAAAAAAAAAAAAAAAAAA=="';
  const gz = new NoncedGzip(html, marker);
  const br = await NoncedBrotli.of(html, marker);
  if (!br) throw new Error(`${pageUrl} has more than the brotli copy's limit after its first nonce`);
  const perCall = (work: () => unknown) => {
    for (let i = 0; i < 200; i++) work();
    const rounds = 2000;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) work();
    return Math.round(((performance.now() - start) / rounds) * 1000);
  };
  const replaced = () => html.replaceAll(marker, fresh);
  return {
    htmlBytes: Buffer.byteLength(html),
    gzip9Bytes: gz.render(fresh).length,
    noncedBrotliBytes: br.render(fresh).length,
    noncedGzipUs: perCall(() => gz.render(fresh)),
    noncedBrotliUs: perCall(() => br.render(fresh)),
    replaceThenGzip1Us: perCall(() => gzipSync(replaced(), { level: 1 })),
    replaceThenGzip6Us: perCall(() => gzipSync(replaced(), { level: 6 })),
    replaceThenBrotli4Us: perCall(() => brotliCompressSync(replaced(), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
    gzip1Bytes: gzipSync(replaced(), { level: 1 }).length,
    brotli4Bytes: brotliCompressSync(replaced(), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}
