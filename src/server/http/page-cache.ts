import type { FastifyRequest } from 'fastify';
import { type Lang, LANGUAGE_COOKIE } from '../../domain/languages.js';
import { NoncedGzip } from './nonced-gzip.js';

/**
 * A rendered page kept for anonymous visitors. The nonce it was rendered with is replaced on every
 * hit by the response's own fresh nonce, so no two responses share a nonce and the CSP keeps its
 * full strength. The page is gzip-compressed once, with gaps for the nonce (NoncedGzip): a hit
 * costs no compression work.
 */
export class CachedPage {
  private readonly gzip: NoncedGzip;

  constructor(
    readonly status: number,
    readonly headers: [string, string][],
    readonly html: string,
    readonly nonce: string,
  ) {
    this.gzip = new NoncedGzip(html, nonceAttribute(nonce));
  }

  /** The HTML with every nonce attribute of its render changed to this response's nonce. */
  withNonce(nonce: string): string {
    return this.html.replaceAll(nonceAttribute(this.nonce), nonceAttribute(nonce));
  }

  /** The same, gzip-compressed. */
  gzipWithNonce(nonce: string): Buffer {
    return this.gzip.render(nonceAttribute(nonce));
  }
}

/**
 * Server-rendered pages of anonymous visitors, in memory, keyed by language and URL. Emptied
 * whenever the site changes ('site-changed'). A render that began before a change is not stored,
 * so a stale page cannot slip in after the cache was emptied.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  /**
   * The cache key of a request, or null when its page must be rendered for it alone: only GET,
   * no signed-in user and no cookie besides the language choice (a session or any other state).
   */
  keyFor(request: FastifyRequest, lang: Lang): string | null {
    if (request.method !== 'GET' || request.user) return null;
    const cookies = Object.keys(request.cookies ?? {});
    if (cookies.some((name) => name !== LANGUAGE_COOKIE)) return null;
    return `${lang} ${request.url}`;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last: eviction takes the oldest first.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Only complete pages that set no cookie are kept: errors and per-visitor answers are not. */
  accepts(response: Response): boolean {
    return response.status === 200 && response.headers.getSetCookie().length === 0;
  }

  /** The generation to hand back to store(): it tells whether the site changed during the render. */
  begin(): number {
    return this.generation;
  }

  store(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.generation) return;
    this.pages.set(key, page);
    if (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

/** True when the Accept-Encoding header allows gzip (explicitly or by `*`) with a quality above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
