import { describe, expect, it } from 'vitest';
import { textAreasDiffer, textAreasFor, textsForPath } from './areas.js';
import { en } from './locales/en/index.js';

describe('text areas per page', () => {
  it('gives a public page the shared areas and its own, private pages every area', () => {
    expect(textAreasFor('/')).toEqual(['common', 'layout', 'home', 'projects']);
    expect(textAreasFor('/services/lawn-mowing')).toEqual(['common', 'layout', 'home', 'services', 'projects']);
    expect(textAreasFor('/projects')).toEqual(['common', 'layout', 'home', 'projects']);
    expect(textAreasFor('/quote-builder')).toEqual(['common', 'layout', 'home', 'quote', 'quoteJob', 'uploads', 'visitLinks']);
    expect(textAreasFor('/visits/abc')).toEqual(['common', 'layout', 'home', 'visits', 'contact']);
    expect(textAreasFor('/no-such-page')).toEqual(['common', 'layout', 'home']);
    expect(textAreasFor('/proposals/a-token')).toEqual(['common', 'layout', 'home', 'proposals']);
    for (const path of ['/admin', '/admin/services', '/dashboard', '/login', '/reset-password'])
      expect(textAreasFor(path)).toBe('all');
  });

  it('sends only those areas, and never the e-mail and PDF texts', () => {
    expect(Object.keys(textsForPath(en, '/contact'))).toEqual(['common', 'layout', 'home', 'contact', 'visitLinks']);
    const all = Object.keys(textsForPath(en, '/admin'));
    expect(all).toContain('adminServices');
    expect(all).toContain('proposalsAdmin');
    expect(all).not.toContain('email');
    expect(all).not.toContain('proposalDocuments');
    expect(all).not.toContain('apiErrors');
    expect(all).toHaveLength(Object.keys(en).length - 3);
  });

  it('tells when a navigation needs other texts', () => {
    expect(textAreasDiffer('/services', '/services/lawn-mowing')).toBe(false);
    expect(textAreasDiffer('/admin', '/admin/icons')).toBe(false);
    expect(textAreasDiffer('/', '/about')).toBe(true);
    expect(textAreasDiffer('/about', '/login')).toBe(true);
  });
});
