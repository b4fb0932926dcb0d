import { isSameSitePath } from './roles.js';

/**
 * The query parameters each page reads, by its first path segment. A page, its page-cache key
 * (server/http/page-cache.ts) and its language links (LanguageSwitcher) are built from these
 * alone: anything else in the address (utm_*, gclid, made-up parameters) is never written into a
 * page that the cache serves to every visitor. `'*'`: a page never shared (signed-in, a private
 * link, or no-store), whose own address may keep every parameter.
 */
const PAGE_PARAMS: Record<string, readonly string[] | '*'> = {
  services: ['category'],
  'quote-builder': ['service'],
  quote: ['service'],
  login: ['next'],
  'reset-password': '*',
  'verify-email': '*',
  'book-visit': '*',
  visits: '*',
  proposals: '*',
  dashboard: '*',
  admin: '*',
  crew: ['date', 'done'],
};

/** Values a page may only take in one shape: anything else is dropped as if it was not there. */
const ACCEPTS: Record<string, (value: string) => boolean> = { next: isSameSitePath };

/** The query of `search` that the page at `pathname` reads ('' or '?…'), `lang` left out (the language is the page's own). */
export function pageQuery(pathname: string, search: string): string {
  const section = (pathname.split('/')[1] ?? '').toLowerCase();
  const read = PAGE_PARAMS[section] ?? [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const names = read === '*' ? [...new Set(given.keys())] : read;
  for (const name of names) {
    if (name === 'lang') continue;
    for (const value of given.getAll(name)) if (ACCEPTS[name]?.(value) ?? true) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
