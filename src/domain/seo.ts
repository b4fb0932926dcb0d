import { LANGUAGES, type Lang } from './languages.js';

/** Every public page a search engine should know, besides one page per active service. */
export const PUBLIC_PAGES = ['/', '/services', '/about', '/contact', '/quote-builder', '/privacy', '/terms'] as const;

/** Open Graph locale names of the site's languages. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_US', es: 'es_US', pt: 'pt_BR' };

/**
 * The address of a page in one language: the server honours ?lang= and remembers it, so each
 * language version has its own URL. Without a language it is the x-default address.
 */
export function pageUrl(publicUrl: string, path: string, lang?: Lang): string {
  return lang ? `${publicUrl}${path}?lang=${lang}` : `${publicUrl}${path}`;
}

/** hreflang alternates of a page: one per language plus x-default. */
export function languageAlternates(publicUrl: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hrefLang: lang, href: pageUrl(publicUrl, path, lang) })),
    { hrefLang: 'x-default', href: pageUrl(publicUrl, path) },
  ];
}
