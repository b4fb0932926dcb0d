import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { type Lang, LANGUAGE_COOKIE } from '../../domain/languages.js';

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};
export type PageEncoding = keyof typeof compressors;

/**
 * A rendered page kept for anonymous visitors, with the CSP nonce it was rendered with. Every hit
 * serves these same bytes with that nonce in its CSP header, so each encoding is compressed once.
 * Reusing the nonce is safe here: the bytes were fixed when the page was rendered, before anyone
 * could read the nonce, and any change to the site renders a new page with a new nonce.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
  encoded?: Partial<Record<PageEncoding, Promise<Buffer>>>;
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

/** The page's body in an encoding, compressed on first use and kept with the page. */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  page.encoded ??= {};
  return (page.encoded[encoding] ??= compressors[encoding](page.body));
}

/** The best encoding the client accepts among brotli and gzip, or null for none. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
