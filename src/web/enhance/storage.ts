import { isLang, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../domain/languages';

const ONE_YEAR = 365 * 24 * 3600;
const USER_KEY = 'user';

function storage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the language choice in local storage (`selectedLanguage`) and in the cookie the server
 * reads, agreeing with the page shown. A choice kept in storage but not in the cookie (the cookie
 * was cleared) wins over the browser language the server went by: the page is opened again in it.
 */
export function syncLanguage(doc: Document = document): void {
  const win = doc.defaultView!;
  const shown = doc.documentElement.lang;
  if (!isLang(shown)) return;
  const stored = storage(win)?.getItem(LANGUAGE_STORAGE_KEY);
  const cookie = doc.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (cookie === undefined && isLang(stored) && stored !== shown) {
    const url = new URL(win.location.href);
    url.searchParams.set('lang', stored);
    win.location.replace(url.href);
    return;
  }
  // Most pages agree already: no write, so no further trip to the browser process.
  if (cookie !== shown || stored !== shown) remember(doc, shown);
}

/** Remembers a language (cookie for the server, local storage for the page). */
function remember(doc: Document, lang: string): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  storage(doc.defaultView!)?.setItem(LANGUAGE_STORAGE_KEY, lang);
}

/**
 * The language links (`data-lang-switch`, LanguageSwitcher): the choice is remembered here and the
 * page opened again at its own address without ?lang=, which the page cache serves in any language.
 */
export function enhanceLanguageLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-lang-switch]');
    const lang = link?.dataset.langSwitch;
    if (!link || !isLang(lang) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    remember(doc, lang);
    const url = new URL(link.href);
    url.searchParams.delete('lang');
    doc.defaultView!.location.assign(url.href);
  });
}

/**
 * The signed-in user's non-secret record in local storage (`user`), as the page shows it: the
 * header's account menu carries it in `data-user`; a page without it is a signed-out visitor's.
 */
export function syncUser(doc: Document = document): void {
  const store = storage(doc.defaultView!);
  if (!store) return;
  const record = doc.querySelector<HTMLElement>('[data-user]')?.dataset.user ?? null;
  if (store.getItem(USER_KEY) === record) return;
  if (record) store.setItem(USER_KEY, record);
  else store.removeItem(USER_KEY);
}
