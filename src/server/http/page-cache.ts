import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { type Lang, LANGUAGE_COOKIE } from '../../domain/languages.js';
import { pageQuery } from '../../domain/page-params.js';
import { LEAD_FORM_PAGES, landingSourceOf } from '../analytics/landing.js';
import { cookieNames } from '../auth/cookies.js';

const brotli = promisify(brotliCompress);

/** How a cached page travels: brotli, gzip or as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A rendered page kept for anonymous visitors.
 *
 * A page without React (its CSP allows its inline scripts by their hashes, entry.server.tsx) is the
 * same bytes for every visitor: it is compressed once, gzip at once and brotli (about a sixth
 * smaller, at its best quality) as soon as the thread pool has made it, and served as it is, with
 * an ETag per encoding. A page that runs React carries this response's nonce (`nonce` is the one it
 * was rendered with, replaced on every hit) and is compressed per response by @fastify/compress.
 */
export class CachedPage {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};
  /** The page's text digest: its entity tag, with the encoding appended (RFC 9110, 8.8.3.3). */
  private readonly digest: string;
  /** Settles when the brotli copy is made, or known not to be made (a page that runs React). */
  readonly brotliReady: Promise<void>;

  constructor(
    readonly status: number,
    readonly headers: [string, string][],
    readonly html: string,
    readonly nonce: string,
  ) {
    this.digest = createHash('sha256').update(html).digest('base64url').slice(0, 22);
    if (!this.isStatic) {
      this.brotliReady = Promise.resolve();
      return;
    }
    const text = Buffer.from(html, 'utf8');
    this.copies.identity = text;
    this.copies.gzip = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
    // Without a brotli copy the page is simply served as gzip: a failure here costs bytes, not the page.
    this.brotliReady = brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }).then(
      (compressed) => void (this.copies.br = compressed),
      () => undefined,
    );
  }

  /**
   * True for a page without React: it was rendered with its own, hash-based CSP and no nonce, so it
   * is the same bytes for every visitor.
   */
  get isStatic(): boolean {
    return this.headers.some(([name]) => name === 'content-security-policy');
  }

  /** The HTML with every nonce attribute of its render changed to this response's nonce (a page that runs React). */
  withNonce(nonce: string): string {
    return this.html.replaceAll(nonceAttribute(this.nonce), nonceAttribute(nonce));
  }

  /**
   * The copy for a client's Accept-Encoding: the best one it accepts among those made (brotli once
   * the thread pool has made it), by its q-values; as it is when it accepts none or sends none.
   */
  copyFor(acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer; etag: string } | null {
    if (!this.isStatic) return null;
    const encoding = negotiateEncoding(acceptEncoding, this.copies.br ? ['br', 'gzip', 'identity'] : ['gzip', 'identity']);
    return { encoding, body: this.copies[encoding]!, etag: this.etag(encoding) };
  }

  /** The entity tag of the page in `encoding`: another encoding is another representation, so another tag. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.digest}"` : `"${this.digest}-${encoding}"`;
  }

  /**
   * True when If-None-Match names this page (any of its encodings: the client holds the same text)
   * or is `*`: the client's copy is current and the answer is 304.
   */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch || !this.isStatic) return false;
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.some(
      (tag) => tag === '*' || tag === this.etag('identity') || tag === this.etag('gzip') || tag === this.etag('br'),
    );
  }

  /** Memory the page holds: its text (two bytes a character at worst) and its compressed copies (brotli is smaller than gzip). */
  get size(): number {
    return this.html.length * 2 + (this.copies.identity?.length ?? 0) + (this.copies.gzip?.length ?? 0) * 2;
  }
}

/**
 * The encoding to answer with, among `supported` (best first), by the client's Accept-Encoding
 * (@fastify/accept-negotiator reads its q-values; names are case-insensitive): as it is when the
 * header is missing or accepts none of them.
 */
export function negotiateEncoding(header: string | undefined, supported: Encoding[]): Encoding {
  if (!header) return 'identity';
  return negotiate(header.toLowerCase(), supported) ?? 'identity';
}

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
   * The key is the language and the page's address (sharedAddress): the page is rendered from
   * that same address, so what a visitor added to theirs never reaches another visitor.
   */
  keyFor(request: FastifyRequest, lang: Lang): string | null {
    if (request.method !== 'GET' || request.user) return null;
    if (Object.keys(request.cookies ?? {}).some((name) => !this.neutralCookies.has(name))) return null;
    const url = new URL(request.url, 'http://site');
    // Pages only: the router's own answers (route discovery, route data) depend on every parameter.
    if (url.pathname === '/__manifest' || url.pathname.endsWith('.data')) return null;
    const section = url.pathname.split('/')[1] ?? '';
    if (LEAD_FORM_PAGES.has(section) && startsVisit(request)) return null;
    return `${lang} ${sharedAddress(request.url)}`;
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

/**
 * The address a shared page is rendered from and kept under: the path and only the parameters the
 * page reads, with valid values (domain/page-params.ts). Tracking and made-up parameters are left
 * out, so tracking links share the real page's entry, nobody can fill the cache with made-up
 * addresses, and no language link of a cached page carries them.
 */
export function sharedAddress(url: string): string {
  const { pathname, search } = new URL(url, 'http://site');
  return `${pathname}${pageQuery(pathname, search)}`;
}

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;
