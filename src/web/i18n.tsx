import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Lang } from '../domain/languages';
import { createI18n, type Translator } from '../i18n/instance';
import { common } from '../i18n/locales/en/common';
import type { Messages } from '../i18n/types';

const I18nContext = createContext<Translator | null>(null);

/** Provides the texts the root loader sent; a new language from the loader re-renders every text. */
export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: Messages; children: ReactNode }) {
  const translator = useMemo(() => createI18n(lang, messages), [lang, messages]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`: t looks texts up by dotted key; i18n.language is the page's language. */
export function useTranslation() {
  const translator = useContext(I18nContext);
  // Outside the provider (the root loader failed: the database is down) the error page still reads
  // in English: the common texts are built in.
  const fallback = useMemo(() => createI18n('en', { common }), []);
  const current = translator ?? fallback;
  return { t: current.t, i18n: current };
}
