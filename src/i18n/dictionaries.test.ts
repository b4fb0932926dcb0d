import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/languages.js';
import { createI18n, dictionaries, flattenKeys, messagesFor } from './index.js';

describe('dictionaries', () => {
  const english = flattenKeys(dictionaries.en).sort();

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lang) => {
    expect(flattenKeys(dictionaries[lang]).sort()).toEqual(english);
  });

  it.each(LANGUAGES)('%s has no empty text', (lang) => {
    const flat = flattenKeys(dictionaries[lang]);
    const empty = flat.filter((key) => createI18n(lang, dictionaries[lang]).t(key).trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps interpolation placeholders the same in every language', () => {
    const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const en = createI18n('en', dictionaries.en);
    for (const lang of ['es', 'pt'] as const) {
      const other = createI18n(lang, dictionaries[lang]);
      for (const key of english) {
        const raw = (i: typeof en) => String(i.getResource(i.language, 'translation', key));
        expect(placeholders(raw(other)), `${lang}:${key}`).toBe(placeholders(raw(en)));
      }
    }
  });
});

describe('overrides', () => {
  it('replaces an existing text by dotted key and leaves the dictionary untouched', () => {
    const merged = messagesFor('es', [{ key: 'layout.nav.home', content: 'Portada' }]);
    expect(createI18n('es', merged).t('layout.nav.home')).toBe('Portada');
    expect(createI18n('es', dictionaries.es).t('layout.nav.home')).toBe('Inicio');
  });

  it('ignores keys that do not exist', () => {
    const merged = messagesFor('en', [{ key: 'layout.nope.deeper', content: 'x' }, { key: 'layout', content: 'x' }]);
    expect(flattenKeys(merged)).toEqual(flattenKeys(dictionaries.en));
  });
});
