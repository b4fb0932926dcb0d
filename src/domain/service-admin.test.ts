import { describe, expect, it } from 'vitest';
import {
  altTextFromFileName,
  generateImageSchema,
  linesToList,
  previewText,
  serviceFormSchema,
  splitDuration,
  toNumber,
  toOptionalNumber,
} from './service-admin.js';

describe('service form helpers', () => {
  it('turns non-numeric entries into 0 (docs/decisions/0007-screens.md)', () => {
    expect(toNumber('abc')).toBe(0);
    expect(toNumber('')).toBe(0);
    expect(toNumber('  ')).toBe(0);
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber(' 7 ')).toBe(7);
    expect(toNumber('Infinity')).toBe(0);
    expect(toNumber('-3')).toBe(-3);
    expect(toOptionalNumber('')).toBeNull();
    expect(toOptionalNumber('x')).toBe(0);
    expect(toOptionalNumber('0.15')).toBe(0.15);
  });

  it('prefills the alt text from the file name', () => {
    expect(altTextFromFileName('fresh-cut_lawn-stripes.JPG')).toBe('fresh cut lawn stripes');
    expect(altTextFromFileName('patio.v2.final.png')).toBe('patio.v2.final');
    expect(altTextFromFileName('__garden--bed__.webp')).toBe('garden bed');
    expect(altTextFromFileName('no extension')).toBe('no extension');
  });

  it('cuts descriptions to 100 characters and shows minutes as hours and minutes', () => {
    expect(previewText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewText('a'.repeat(150))).toBe(`${'a'.repeat(100)}…`);
    expect(splitDuration(150)).toEqual({ hours: 2, minutes: 30 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
    expect(linesToList(' one \n\n two\n')).toEqual(['one', 'two']);
  });

  it('fills defaults and refuses negatives, a missing name and category 0', () => {
    const ok = serviceFormSchema.parse({ name: ' Moss removal ', category_id: 3 });
    expect(ok).toMatchObject({
      name: 'Moss removal',
      base_price: 0,
      price_type: 'fixed',
      is_active: true,
      is_featured: false,
      sort_order: 0,
    });
    expect(ok.translations.es.name).toBe('');
    const bad = serviceFormSchema.safeParse({ name: '', category_id: 0, base_price: -1, sort_order: -2 });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'adminServices.validation.nameRequired',
      category_id: 'adminServices.validation.categoryRequired',
      base_price: 'adminServices.validation.notNegative',
      sort_order: 'adminServices.validation.notNegative',
    });
    expect(generateImageSchema.safeParse({ prompt: '  ' }).error?.issues[0].message).toBe('adminServices.images.promptRequired');
  });
});
