import { describe, expect, it } from 'vitest';
import { textAreasDiffer, textAreasFor, textsForPath } from './areas.js';
import { en } from './locales/en/index.js';

describe('text areas per page', () => {
  it('gives a public page the shared areas and its own, private pages every area', () => {
    expect(textAreasFor('/')).toEqual(['common', 'layout', 'home']);
    expect(textAreasFor('/services/lawn-mowing')).toEqual(['common', 'layout', 'home', 'services']);
    expect(textAreasFor('/quote-builder')).toEqual(['common', 'layout', 'home', 'quote', 'uploads']);
    expect(textAreasFor('/no-such-page')).toEqual(['common', 'layout', 'home']);
    for (const path of ['/admin', '/admin/services', '/dashboard', '/login', '/reset-password']) expect(textAreasFor(path)).toBe('all');
  });

  it('sends only those areas, and never the e-mail texts', () => {
    expect(Object.keys(textsForPath(en, '/contact'))).toEqual(['common', 'layout', 'home', 'contact']);
    const all = Object.keys(textsForPath(en, '/admin'));
    expect(all).toContain('adminServices');
    expect(all).not.toContain('email');
    expect(all).toHaveLength(Object.keys(en).length - 1);
  });

  it('tells when a navigation needs other texts', () => {
    expect(textAreasDiffer('/services', '/services/lawn-mowing')).toBe(false);
    expect(textAreasDiffer('/admin', '/admin/icons')).toBe(false);
    expect(textAreasDiffer('/', '/about')).toBe(true);
    expect(textAreasDiffer('/about', '/login')).toBe(true);
  });
});
