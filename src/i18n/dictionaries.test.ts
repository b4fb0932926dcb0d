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
        // Without options the text comes back with its placeholders as written.
        const raw = (i: typeof en) => i.t(key);
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

  it('fills placeholders and answers unknown keys with the key or the default value', () => {
    const en = createI18n('en', dictionaries.en);
    expect(en.t('layout.footer.copyright', { year: 2030, company: 'Acme' })).toBe('© 2030 Acme. All rights reserved.');
    expect(en.t('layout.nope')).toBe('layout.nope');
    expect(en.t('layout.nope', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(en.t('layout.nav')).toBe('layout.nav');
  });

  it('picks the plural form by the language rules', () => {
    const en = createI18n('en', dictionaries.en);
    expect(en.t('icons.count', { count: 1 })).toBe('1 icon shown');
    expect(en.t('icons.count', { count: 4 })).toBe('4 icons shown');
    expect(createI18n('pt', dictionaries.pt).t('icons.count', { count: 0 })).toBe('0 ícone exibido');
    expect(createI18n('es', dictionaries.es).t('icons.count', { count: 0 })).toBe('0 íconos mostrados');
  });

  it('ignores keys that do not exist', () => {
    const merged = messagesFor('en', [
      { key: 'layout.nope.deeper', content: 'x' },
      { key: 'layout', content: 'x' },
    ]);
    expect(flattenKeys(merged)).toEqual(flattenKeys(dictionaries.en));
  });
});
