import type { TFunction } from '../../../i18n/instance';

/** Content section, language and content entry, as the API answers them (docs/decisions/0006-api-shapes.md). */
export interface Section {
  id: number;
  section_key: string;
  section_name: string;
  category: string;
  default_content: Record<string, string>;
}

export interface Language {
  code: string;
  name: string;
  native_name: string;
}

export interface Entry {
  id: number;
  section_key: string;
  section_name: string;
  category: string;
  language_code: string;
  language_name: string;
  native_name: string;
  content: string;
  is_published: boolean;
  is_draft: boolean;
  version: number;
  created_at: string;
  created_by_name: string | null;
  /** Another language of the section changed after this version (docs/admin-content.md#translations). */
  needs_update: boolean;
}

/** "Hero title (Home)": the stored name and category, translated where the dictionary knows them. */
export function sectionLabel(t: TFunction, section: Pick<Section, 'section_key' | 'section_name' | 'category'>): string {
  const name = t(`multilanguage.sectionNames.${section.section_key.replaceAll('.', '_')}`, {
    defaultValue: section.section_name,
  });
  const category = t(`multilanguage.categories.${section.category.toLowerCase()}`, { defaultValue: section.category });
  return t('multilanguage.sectionOption', { name, category });
}

/** "Español (Spanish)": the native name, then the name. */
export function languageLabel(t: TFunction, language: Pick<Language, 'name' | 'native_name'>): string {
  return t('multilanguage.languageOption', { native: language.native_name, name: language.name });
}

/** The overview shows Published if is_published, else Draft (docs/decisions/0007-screens.md). */
export function statusLabel(t: TFunction, entry: Pick<Entry, 'is_published'>): string {
  return entry.is_published ? t('multilanguage.published') : t('multilanguage.draft');
}
