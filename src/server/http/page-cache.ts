import type { FastifyRequest } from 'fastify';
import { type Lang, LANGUAGE_COOKIE } from '../../domain/languages.js';
import { LEAD_FORM_PAGES, landingSourceOf } from '../analytics/landing.js';
import { cookieNames } from '../auth/cookies.js';
import { NoncedBrotli } from './nonced-brotli.js';
import { NoncedGzip } from './nonced-gzip.js';

/**
 * A rendered page kept for anonymous visitors. The nonce it was rendered with is replaced on every
 * hit by the response's own fresh nonce, so no two responses share a nonce and the CSP keeps its
 * full strength. The page is compressed once, with gaps for the nonce: gzip at once (NoncedGzip),
 * and brotli, about a sixth smaller, as soon as the thread pool has made it (NoncedBrotli). A hit
 * costs no compression work.
 */
export class CachedPage {
  private readonly gzip: NoncedGzip;
  private brotli: NoncedBrotli | null = null;
  /** Settles when the brotli copy is made, or known not to be made (a page that hydrates). */
  readonly brotliReady: Promise<void>;

  constructor(
    readonly status: number,
    readonly headers: [string, string][],
    readonly html: string,
    readonly nonce: string,
  ) {
    this.gzip = new NoncedGzip(html, nonceAttribute(nonce));
    // Without a brotli copy the page is simply served as gzip: a failure here costs bytes, not the page.
    this.brotliReady = NoncedBrotli.of(html, nonceAttribute(nonce)).then(
      (brotli) => void (this.brotli = brotli),
      () => undefined,
    );
  }

  /** The HTML with every nonce attribute of its render changed to this response's nonce. */
  withNonce(nonce: string): string {
    return this.html.replaceAll(nonceAttribute(this.nonce), nonceAttribute(nonce));
  }

  /**
   * Memory the page holds: its text (two bytes a character at worst) and its compressed copies
   * (the brotli one, not made yet when the cache counts, is smaller than the gzip one).
   */
  get size(): number {
    return this.html.length * 2 + this.gzip.size * 2;
  }

  /** The same, gzip-compressed. */
  gzipWithNonce(nonce: string): Buffer {
    return this.gzip.render(nonceAttribute(nonce));
  }

  /** The same, brotli-compressed; null until the brotli copy is made, and for a page that hydrates. */
  brotliWithNonce(nonce: string): Buffer | null {
    return this.brotli?.render(nonceAttribute(nonce)) ?? null;
  }
}

/**
 * The query parameters a page reads, by its first path segment: only these make a page differ.
 * Every other parameter (utm_*, gclid, fbclid, anything made up) is left out of the cache key, so
 * tracking links share the real page's entry and nobody can fill the cache with made-up addresses.
 */
const PAGE_PARAMS: Record<string, string[]> = {
  services: ['category'],
  'quote-builder': ['service'],
  quote: ['service'],
};

/** Cookies that do not change a page: the language choice (in the key already) and the known-device mark. */
const NEUTRAL_COOKIES = (names: { device: string }) => new Set([LANGUAGE_COOKIE, names.device]);

/** Kept at most this long even without a 'site-changed' event: a safety net if one is ever missed. */
const TTL_MS = 60_000;

/**
 * Server-rendered pages of anonymous visitors, in memory, keyed by language, path and the
 * parameters the page reads, bounded by bytes. Emptied whenever the site changes ('site-changed',
 * from any process). A render that began before a change is not stored, so a stale page cannot slip
 * in after the cache was emptied.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; bytes: number; at: number }>();
  private readonly neutralCookies: Set<string>;
  private generation = 0;
  private bytes = 0;

  constructor(
    config: { secureCookies: boolean },
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.neutralCookies = NEUTRAL_COOKIES(cookieNames(config));
  }

  /**
   * The cache key of a request, or null when its page must be rendered for it alone: only GET,
   * no signed-in user and no cookie that could change the page (a session or any other state).
   */
  keyFor(request: FastifyRequest, lang: Lang): string | null {
    if (request.method !== 'GET' || request.user) return null;
    if (Object.keys(request.cookies ?? {}).some((name) => !this.neutralCookies.has(name))) return null;
    const url = new URL(request.url, 'http://site');
    // Pages only: the router's own answers (route discovery, route data) depend on every parameter.
    if (url.pathname === '/__manifest' || url.pathname.endsWith('.data')) return null;
    const section = url.pathname.split('/')[1] ?? '';
    if (LEAD_FORM_PAGES.has(section) && startsVisit(request)) return null;
    const read = PAGE_PARAMS[section] ?? [];
    const params = read.flatMap((name) => url.searchParams.getAll(name).map((value) => `${name}=${encodeURIComponent(value)}`));
    return `${lang} ${url.pathname}${params.length ? `?${params.join('&')}` : ''}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= TTL_MS) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: eviction takes the oldest first.
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  /**
   * Only complete pages meant for everyone are kept: status 200, no cookie set, and not marked
   * private or no-store (a reset link's page, anything personal).
   */
  accepts(response: Response): boolean {
    const cacheControl = response.headers.get('cache-control') ?? '';
    return response.status === 200 && response.headers.getSetCookie().length === 0 && !/no-store|private/.test(cacheControl);
  }

  /** The generation to hand back to store(): it tells whether the site changed during the render. */
  begin(): number {
    return this.generation;
  }

  store(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.generation) return;
    this.remove(key);
    const bytes = page.size;
    if (bytes > this.maxBytes) return;
    this.pages.set(key, { page, bytes, at: this.now() });
    this.bytes += bytes;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held: the pages' text and their compressed copies. */
  get heldBytes(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * A visit that starts on a lead form's page from another site or a campaign link: the form carries
 * where its visitor came from (analytics/landing.ts), so the page is theirs alone. An address that
 * cannot be read counts as such a start: rendered once, never shared.
 */
function startsVisit(request: FastifyRequest): boolean {
  try {
    return landingSourceOf(new URL(request.url, `${request.protocol}://${request.host}`), request.headers.referer) !== null;
  } catch {
    return true;
  }
}

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

/** True when the Accept-Encoding header allows `encoding` (explicitly or by `*`) with a quality above 0. */
export function acceptsEncoding(header: string | undefined, encoding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === encoding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
