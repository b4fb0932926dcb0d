import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { createI18n, dictionaries } from '../../i18n/index.js';
import { multilanguage } from '../../i18n/locales/en/multilanguage.js';
import { CONTENT_SECTIONS } from './sections.js';

describe('content sections', () => {
  it('each overrides an existing text of every language, once, without placeholders', () => {
    for (const lang of LANGUAGES) {
      const i18n = createI18n(lang, dictionaries[lang]);
      for (const section of CONTENT_SECTIONS) {
        // A key without text answers itself.
        const text = i18n.t(section.key);
        expect(text, `${lang}:${section.key}`).not.toBe(section.key);
        // An admin's text replaces the whole string: a key with {{placeholders}} would lose them.
        expect(text, `${lang}:${section.key}`).not.toContain('{{');
      }
    }
    expect(new Set(CONTENT_SECTIONS.map((s) => s.key)).size).toBe(CONTENT_SECTIONS.length);
  });
});

describe('content section names', () => {
  it('has a translated name and category for every seeded section', () => {
    const { sectionNames, categories } = multilanguage;
    for (const section of CONTENT_SECTIONS) {
      expect(sectionNames[section.key.replaceAll('.', '_') as keyof typeof sectionNames], section.key).toBe(section.name);
      expect(categories[section.category.toLowerCase() as keyof typeof categories], section.key).toBe(section.category);
    }
  });
});
