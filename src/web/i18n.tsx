import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '../domain/languages';
import { createI18n } from '../i18n/instance';
import type { Messages } from '../i18n/types';

/** Provides the texts the root loader sent; a new language from the loader re-renders every text. */
export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
