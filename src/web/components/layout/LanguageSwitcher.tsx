import { useTranslation } from '../../i18n';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/languages';
import { pageQuery } from '../../../domain/page-params';
import { useSite } from '../../use-site';

/**
 * Links to ?lang=xx, which work without JavaScript (the server remembers the choice in a cookie).
 * They keep only the parameters the page reads (domain/page-params.ts), never what someone added
 * to the address.
 * With the page's script, a click keeps the choice itself and opens the page's own address
 * without ?lang= (enhance/storage.ts), so the address stays clean and the page comes from the cache.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const location = useLocation();
  return (
    <nav aria-label={t('layout.language')} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((code) => {
          const params = new URLSearchParams(pageQuery(location.pathname, location.search));
          params.set('lang', code);
          return (
            <li key={code}>
              <a
                href={`${location.pathname}?${params}`}
                lang={code}
                hrefLang={code}
                aria-current={code === lang ? 'true' : undefined}
                title={LANGUAGE_NAMES[code].nativeName}
                data-lang-switch={code}
                className={`rounded px-2 py-1 text-sm font-semibold uppercase ${
                  code === lang ? 'bg-green-800 text-white' : 'text-stone-700 hover:bg-green-100'
                }`}
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{LANGUAGE_NAMES[code].nativeName}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
