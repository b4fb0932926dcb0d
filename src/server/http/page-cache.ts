import type { FastifyRequest } from 'fastify';
import { type Lang, LANGUAGE_COOKIE } from '../../domain/languages.js';

/**
 * A rendered page kept for anonymous visitors. The nonce it was rendered with is replaced on every
 * hit by the response's own fresh nonce (`withNonce`), so no two responses share a nonce and the
 * CSP keeps its full strength; compression then happens per response, at the plugin's fast level.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
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

/** The page's HTML with every nonce attribute of its render changed to this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.toString('utf8').replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
}
