import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, pickLanguage } from './languages.js';

describe('language detection', () => {
  it('reads the best supported language of Accept-Language', () => {
    expect(fromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(fromAcceptLanguage('fr-FR,es;q=0.5,en;q=0.7')).toBe('en');
    expect(fromAcceptLanguage('de, fr')).toBeUndefined();
    expect(fromAcceptLanguage('es;q=0, en')).toBe('en');
  });

  it('prefers the stored choice, then the browser, then html lang, then English', () => {
    expect(pickLanguage('es', 'pt', 'en')).toBe('es');
    expect(pickLanguage('xx', 'pt', 'en')).toBe('pt');
    expect(pickLanguage(null, 'de', 'es-MX')).toBe('es');
    expect(pickLanguage(undefined, undefined, undefined)).toBe('en');
  });
});
