import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { createI18n, dictionaries } from '../../i18n/index.js';
import { CONTENT_SECTIONS } from './sections.js';

describe('content sections', () => {
  it('each overrides an existing text of every language, once, without placeholders', () => {
    for (const lang of LANGUAGES) {
      const i18n = createI18n(lang, dictionaries[lang]);
      for (const section of CONTENT_SECTIONS) {
        const text = i18n.getResource(lang, 'translation', section.key) as unknown;
        expect(typeof text, `${lang}:${section.key}`).toBe('string');
        // An admin's text replaces the whole string: a key with {{placeholders}} would lose them.
        expect(text as string, `${lang}:${section.key}`).not.toContain('{{');
      }
    }
    expect(new Set(CONTENT_SECTIONS.map((s) => s.key)).size).toBe(CONTENT_SECTIONS.length);
  });
});
