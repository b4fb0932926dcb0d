export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

export const LANGUAGE_NAMES: Record<Lang, { name: string; nativeName: string }> = {
  en: { name: 'English', nativeName: 'English' },
  es: { name: 'Spanish', nativeName: 'Español' },
  pt: { name: 'Portuguese', nativeName: 'Português' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language of an Accept-Language header, by quality. */
export function fromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.base).find(isLang);
}

/** Detection order (docs/decisions/0004-product-rules.md): stored choice, browser language, html lang, English. */
export function pickLanguage(stored?: string | null, acceptLanguage?: string | null, htmlLang?: string | null): Lang {
  if (isLang(stored)) return stored;
  const fromHeader = fromAcceptLanguage(acceptLanguage);
  if (fromHeader) return fromHeader;
  const html = htmlLang?.toLowerCase().split('-')[0];
  return isLang(html) ? html : DEFAULT_LANG;
}
