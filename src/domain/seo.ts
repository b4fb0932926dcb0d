import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages.js';

/** Every public page a search engine should know, besides one page per active service. */
export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/quote-builder',
  '/book-visit',
  '/privacy',
  '/terms',
] as const;

/** Open Graph locale names of the site's languages. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_US', es: 'es_US', pt: 'pt_BR' };

/**
 * The address of a page in one language. English, the default, lives at the plain address, which
 * is also the x-default (it answers in the visitor's language, English for crawlers); Spanish and
 * Portuguese add ?lang=, which the server honours and remembers.
 */
export function pageUrl(publicUrl: string, path: string, lang: Lang = DEFAULT_LANG): string {
  return lang === DEFAULT_LANG ? `${publicUrl}${path}` : `${publicUrl}${path}?lang=${lang}`;
}

/** hreflang alternates of a page: one per language plus x-default. */
export function languageAlternates(publicUrl: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hrefLang: lang, href: pageUrl(publicUrl, path, lang) })),
    { hrefLang: 'x-default', href: pageUrl(publicUrl, path) },
  ];
}
