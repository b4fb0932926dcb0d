import { useTranslation } from '../../i18n';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/languages';
import { useSite } from '../../root';
import { useSwitchLanguage } from './language';

/** Links to ?lang=xx work without JavaScript; with it, the page switches in place. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const location = useLocation();
  const switchLanguage = useSwitchLanguage();
  return (
    <nav aria-label={t('layout.language')} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((code) => {
          const params = new URLSearchParams(location.search);
          params.set('lang', code);
          return (
            <li key={code}>
              <a
                href={`${location.pathname}?${params}`}
                lang={code}
                hrefLang={code}
                aria-current={code === lang ? 'true' : undefined}
                title={LANGUAGE_NAMES[code].nativeName}
                onClick={(event) => {
                  event.preventDefault();
                  switchLanguage(code);
                }}
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
