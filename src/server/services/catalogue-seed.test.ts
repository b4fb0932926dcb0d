import { describe, it, expect } from 'vitest';
import { QUOTE_SERVICES } from '../../domain/quote/options.js';
import { DEMANDS, PRICE_TYPES } from '../../domain/services.js';
import { CATALOGUE, CATEGORY_NAMES, CATEGORY_ORDER, type CategoryKey, type Lang, type ServiceText } from './catalogue-seed.js';

const LANGS: Lang[] = ['en', 'es', 'pt'];
/** The product's seven categories, in their order: written out here, so a change to the seed is a change to this test. */
const CATEGORIES: CategoryKey[] = [
  'lawn-care',
  'landscaping',
  'tree-services',
  'irrigation',
  'hardscaping',
  'garden-maintenance',
  'specialty-services',
];

const STRING_FIELDS = [
  'name',
  'description',
  'unit',
  'importance',
  'frequency',
  'metaTitle',
  'metaDescription',
  'seoKeywords',
] as const satisfies readonly (keyof ServiceText)[];
const LIST_FIELDS = ['features', 'requirements', 'benefits'] as const satisfies readonly (keyof ServiceText)[];

function bySlug(slug: string) {
  const service = CATALOGUE.find((s) => s.slug === slug);
  if (!service) throw new Error(`missing service ${slug}`);
  return service;
}

describe('catalogue categories', () => {
  it('lists the seven categories in the expected order', () => {
    expect(CATEGORY_ORDER).toEqual(CATEGORIES);
  });

  it('has a translated name for every category in every language', () => {
    expect(Object.keys(CATEGORY_NAMES).sort()).toEqual([...CATEGORIES].sort());
    expect(CATEGORY_NAMES['lawn-care'].en).toBe('Lawn Care');
    expect(CATEGORY_NAMES['specialty-services'].en).toBe('Specialty Services');
    for (const key of CATEGORIES) {
      for (const lang of LANGS) {
        expect(CATEGORY_NAMES[key][lang].trim(), `${key}.${lang}`).not.toBe('');
      }
      expect(new Set(LANGS.map((l) => CATEGORY_NAMES[key][l])).size, key).toBeGreaterThan(1);
    }
  });
});

describe('catalogue services', () => {
  it('has exactly 25 services with unique kebab-case slugs', () => {
    expect(CATALOGUE).toHaveLength(25);
    const slugs = CATALOGUE.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(25);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique sort orders', () => {
    expect(new Set(CATALOGUE.map((s) => s.sortOrder)).size).toBe(CATALOGUE.length);
  });

  it('uses every category, with 3 to 5 services each', () => {
    for (const category of CATEGORIES) {
      const count = CATALOGUE.filter((s) => s.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(3);
      expect(count, category).toBeLessThanOrEqual(5);
    }
  });

  it('contains the mandated services with their prices', () => {
    const mowing = bySlug('lawn-mowing');
    expect(mowing).toMatchObject({ category: 'lawn-care', priceType: 'per_sqft', basePrice: 0.15, pricePerSqft: 0.15 });
    expect(mowing.text.en.unit).toBe('per sq ft');

    const design = bySlug('landscape-design');
    expect(design).toMatchObject({ category: 'landscaping', priceType: 'fixed', basePrice: 500 });
    expect(design.text.en.unit).toBe('per project');

    const trimming = bySlug('tree-trimming');
    expect(trimming).toMatchObject({ category: 'tree-services', priceType: 'per_unit', basePrice: 75 });
    expect(trimming.text.en.unit).toBe('per tree');

    expect(bySlug('sprinkler-installation').category).toBe('irrigation');
    expect(bySlug('patio-installation').category).toBe('hardscaping');
    expect(bySlug('fertilization').category).toBe('lawn-care');
    expect(['lawn-care', 'garden-maintenance']).toContain(bySlug('weed-control').category);
    expect(bySlug('tree-removal').category).toBe('tree-services');
    expect(bySlug('seasonal-cleanup').category).toBe('garden-maintenance');
    expect(bySlug('water-features')).toMatchObject({
      category: 'specialty-services',
      priceType: 'fixed',
      basePrice: 2000,
    });
  });

  it('has consistent pricing fields', () => {
    for (const s of CATALOGUE) {
      // What the admin API and the database accept (domain/services.ts), not a copy of it.
      expect(PRICE_TYPES, s.slug).toContain(s.priceType);
      expect(s.basePrice, s.slug).toBeGreaterThan(0);
      expect(s.durationMinutes, s.slug).toBeGreaterThan(0);
      expect(Number.isInteger(s.durationMinutes), s.slug).toBe(true);
      if (s.priceType === 'per_sqft') {
        expect(s.pricePerSqft, s.slug).toBe(s.basePrice);
      } else {
        expect(s.pricePerSqft, s.slug).toBeNull();
      }
      if (s.priceType === 'per_linear_ft') {
        expect(s.pricePerLinearFt, s.slug).toBe(s.basePrice);
      } else {
        expect(s.pricePerLinearFt, s.slug).toBeNull();
      }
    }
  });

  it('has a mix of demand levels and 6-8 featured services', () => {
    for (const s of CATALOGUE) {
      expect(DEMANDS, s.slug).toContain(s.demand);
      expect(QUOTE_SERVICES, s.slug).toContain(s.quoteService);
    }
    for (const demand of DEMANDS) {
      expect(
        CATALOGUE.some((s) => s.demand === demand),
        demand,
      ).toBe(true);
    }
    const featured = CATALOGUE.filter((s) => s.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
  });

  it('has a concrete 6-14 word image prompt for every service', () => {
    for (const s of CATALOGUE) {
      const words = s.imagePrompt.trim().split(/\s+/).length;
      expect(words, s.slug).toBeGreaterThanOrEqual(6);
      expect(words, s.slug).toBeLessThanOrEqual(14);
    }
  });
});

describe('catalogue texts', () => {
  it('fills every field in every language', () => {
    for (const s of CATALOGUE) {
      for (const lang of LANGS) {
        const t = s.text[lang];
        const where = `${s.slug}.${lang}`;
        expect(t, where).toBeDefined();
        for (const field of STRING_FIELDS) {
          expect(typeof t[field], `${where}.${field}`).toBe('string');
          expect(t[field].trim(), `${where}.${field}`).not.toBe('');
        }
        for (const field of LIST_FIELDS) {
          expect(t[field].length, `${where}.${field}`).toBeGreaterThan(0);
          for (const item of t[field]) expect(item.trim(), `${where}.${field}`).not.toBe('');
        }
        expect(t.steps.length, `${where}.steps`).toBeGreaterThan(0);
        for (const step of t.steps) {
          expect(step.title.trim(), `${where}.steps.title`).not.toBe('');
          expect(step.detail.trim(), `${where}.steps.detail`).not.toBe('');
        }
      }
    }
  });

  it('has the expected list sizes, equal across languages', () => {
    for (const s of CATALOGUE) {
      const en = s.text.en;
      expect(en.features.length, `${s.slug}.features`).toBe(4);
      expect(en.benefits.length, `${s.slug}.benefits`).toBe(4);
      expect(en.requirements.length, `${s.slug}.requirements`).toBeGreaterThanOrEqual(1);
      expect(en.requirements.length, `${s.slug}.requirements`).toBeLessThanOrEqual(3);
      expect(en.steps.length, `${s.slug}.steps`).toBeGreaterThanOrEqual(4);
      expect(en.steps.length, `${s.slug}.steps`).toBeLessThanOrEqual(5);
      for (const lang of LANGS) {
        const t = s.text[lang];
        for (const field of LIST_FIELDS) {
          expect(t[field].length, `${s.slug}.${lang}.${field}`).toBe(en[field].length);
        }
        expect(t.steps.length, `${s.slug}.${lang}.steps`).toBe(en.steps.length);
      }
    }
  });

  it('keeps SEO metadata within length limits', () => {
    for (const s of CATALOGUE) {
      for (const lang of LANGS) {
        const t = s.text[lang];
        const where = `${s.slug}.${lang}`;
        expect(t.metaTitle.length, `${where}.metaTitle: ${t.metaTitle}`).toBeLessThanOrEqual(60);
        expect(t.metaDescription.length, `${where}.metaDescription`).toBeGreaterThanOrEqual(120);
        expect(t.metaDescription.length, `${where}.metaDescription`).toBeLessThanOrEqual(160);
        const keywords = t.seoKeywords.split(',').map((k) => k.trim());
        expect(keywords.length, `${where}.seoKeywords`).toBeGreaterThanOrEqual(3);
        for (const k of keywords) expect(k, `${where}.seoKeywords`).not.toBe('');
      }
    }
  });

  it('actually translates names and descriptions', () => {
    for (const s of CATALOGUE) {
      for (const field of ['name', 'description'] as const) {
        const values = LANGS.map((l) => s.text[l][field]);
        expect(new Set(values).size, `${s.slug}.${field}`).toBeGreaterThan(1);
        expect(values[1], `${s.slug}.${field} es`).not.toBe(values[0]);
        expect(values[2], `${s.slug}.${field} pt`).not.toBe(values[0]);
      }
    }
  });

  it('does not reuse the same copy across services', () => {
    for (const lang of LANGS) {
      for (const field of ['name', 'description', 'importance', 'frequency', 'metaTitle', 'metaDescription'] as const) {
        const values = CATALOGUE.map((s) => s.text[lang][field]);
        expect(new Set(values).size, `${lang}.${field}`).toBe(values.length);
      }
      const steps = CATALOGUE.flatMap((s) => s.text[lang].steps.map((st) => st.detail));
      expect(new Set(steps).size, `${lang}.steps.detail`).toBe(steps.length);
    }
  });

  it('contains no placeholder text', () => {
    // Note: "todo" is a real word in Spanish and Portuguese, so only the upper-case marker is rejected.
    const suspicious = /lorem|ipsum|placeholder/i;
    const markers = /\bTODO\b|\bTBD\b|\bFIXME\b|\{\{|\[\[/;
    const strings: string[] = [];
    for (const s of CATALOGUE) {
      for (const lang of LANGS) {
        const t = s.text[lang];
        strings.push(...STRING_FIELDS.map((f) => t[f]), ...t.features, ...t.requirements, ...t.benefits);
        for (const step of t.steps) strings.push(step.title, step.detail);
      }
    }
    expect(strings.filter((str) => suspicious.test(str) || markers.test(str))).toEqual([]);
  });
});
