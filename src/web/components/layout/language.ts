import { useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { isLang, type Lang, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../../domain/languages';

const ONE_YEAR = 365 * 24 * 3600;

function rememberLanguage(lang: Lang) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie is enough.
  }
}

/**
 * Switches language without a reload: remember the choice, then reload the data in the new language.
 * A ?lang= in the address (a link from a search engine) would win over the new choice, so it is dropped.
 */
export function useSwitchLanguage() {
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
  return (lang: Lang) => {
    rememberLanguage(lang);
    const params = new URLSearchParams(location.search);
    if (!params.has('lang')) return void revalidate();
    params.delete('lang');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };
}

/**
 * Keeps the stored choice, the cookie and the rendered page in agreement. A choice kept in local
 * storage but not in the cookie (cookie cleared) wins over the browser language the server used.
 */
export function useLanguageSync(rendered: Lang) {
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    document.documentElement.lang = rendered;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      stored = null;
    }
    const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
    if (!hasCookie && isLang(stored) && stored !== rendered) switchLanguage(stored);
    else rememberLanguage(rendered);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rendered]);
}
