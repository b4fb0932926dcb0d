import { describe, expect, it } from 'vitest';
import { createI18n, dictionaries } from '../i18n/index.js';
import { formatFromPrice, formatPriceLine, priceColumns, quantityUnit, savedPrice } from './price-line.js';
import type { PriceType } from './services.js';

const t = (lang: 'en' | 'es' | 'pt') => createI18n(lang, dictionaries[lang]).t;
const service = (
  priceType: PriceType,
  prices: Partial<{ basePrice: number; pricePerSqft: number | null; pricePerLinearFt: number | null }>,
  unit = '',
) => ({
  priceType,
  basePrice: 0,
  pricePerSqft: null,
  pricePerLinearFt: null,
  unit,
  ...prices,
});
const clean = (s: string) => s.replace(/\u00a0/g, ' ');

describe('one price line per catalogue service, by its price type', () => {
  it.each([
    ['per_sqft', { basePrice: 26, pricePerSqft: 26 }, 'per sq ft', 'From $26 per sq ft'],
    // The price per sq ft is the price of a per-sq-ft service, whatever an older base price says.
    ['per_sqft', { basePrice: 26, pricePerSqft: 24 }, 'per sq ft', 'From $24 per sq ft'],
    ['per_linear_ft', { basePrice: 1, pricePerLinearFt: 125 }, '', 'From $125 per linear ft'],
    ['fixed', { basePrice: 2000, pricePerSqft: 3 }, 'per project', 'From $2,000 per project'],
    ['fixed', { basePrice: 500 }, '', 'From $500'],
    ['hourly', { basePrice: 95 }, '', 'From $95 per hour'],
    ['per_unit', { basePrice: 750 }, 'per tree', 'From $750 per tree'],
    ['package', { basePrice: 1.5 }, '', 'From $1.50'],
  ] as const)('%s %j %s reads "%s"', (type, prices, unit, line) => {
    expect(clean(formatPriceLine(t('en'), 'en', service(type, prices, unit)))).toBe(line);
  });

  it('is written in the reader’s language', () => {
    expect(clean(formatPriceLine(t('es'), 'es', service('per_unit', { basePrice: 750 }, 'por árbol')))).toBe(
      'Desde $750 por árbol',
    );
    expect(clean(formatPriceLine(t('pt'), 'pt', service('per_sqft', { pricePerSqft: 0.15 })))).toBe(
      'A partir de US$ 0,15 por pé quadrado',
    );
  });

  it("writes a quote service's from price with what it counts", () => {
    expect(clean(formatFromPrice(t('en'), 'en', { from_price: 5000, from_unit: 'job' }))).toBe('From $5,000');
    expect(clean(formatFromPrice(t('en'), 'en', { from_price: 150, from_unit: 'month' }))).toBe('From $150 per month');
    expect(clean(formatFromPrice(t('es'), 'es', { from_price: 200, from_unit: 'season' }))).toBe('Desde $200 por temporada');
  });

  it('counts a quantity in the unit of the price', () => {
    expect(quantityUnit(t('en'), { priceType: 'per_sqft', unit: 'per sq ft' })).toBe('sq ft');
    expect(quantityUnit(t('en'), { priceType: 'per_unit', unit: 'per tree' })).toBe('tree');
    expect(quantityUnit(t('es'), { priceType: 'per_unit', unit: 'por árbol' })).toBe('árbol');
    expect(quantityUnit(t('en'), { priceType: 'hourly', unit: 'per hour' }, 1)).toBe('hour');
    expect(quantityUnit(t('en'), { priceType: 'hourly', unit: 'per hour' }, 3)).toBe('hours');
    expect(quantityUnit(t('pt'), { priceType: 'fixed', unit: 'por projeto' }, 2)).toBe('unidades');
  });
});

describe('the one price a save of a service stores', () => {
  const stored = { base_price: 24, price_per_sqft: 24, price_per_linear_ft: null };
  it('keeps the columns of a price type from disagreeing', () => {
    expect(priceColumns('per_sqft', 26)).toEqual({ base_price: 26, price_per_sqft: 26, price_per_linear_ft: null });
    expect(priceColumns('per_linear_ft', 4.5)).toEqual({ base_price: 4.5, price_per_sqft: null, price_per_linear_ft: 4.5 });
    expect(priceColumns('hourly', 95)).toEqual({ base_price: 95, price_per_sqft: null, price_per_linear_ft: null });
  });

  it('takes the price that changed when two disagree, else the one of the type', () => {
    expect(savedPrice('per_sqft', { ...stored, base_price: 26 }, stored)).toBe(26);
    expect(savedPrice('per_sqft', { ...stored, price_per_sqft: 26 }, stored)).toBe(26);
    expect(savedPrice('per_sqft', { base_price: 30, price_per_sqft: 28, price_per_linear_ft: null }, stored)).toBe(28);
    expect(savedPrice('per_sqft', { base_price: 30, price_per_sqft: 28, price_per_linear_ft: null })).toBe(28);
    expect(savedPrice('per_sqft', { base_price: 30, price_per_sqft: null, price_per_linear_ft: null })).toBe(30);
    expect(savedPrice('fixed', { base_price: 500, price_per_sqft: 4.5, price_per_linear_ft: null })).toBe(500);
  });
});

describe("a job line's words", () => {
  it('counts a quantity in its unit, or as many of the owner’s unit', async () => {
    const { jobLineDetail } = await import('./quote/job-text.js');
    const line = (
      price_type: PriceType,
      unit: string,
      quantity: number | null,
      unit_price_cents: number,
      amount_cents: number,
    ) => ({
      kind: 'service' as const,
      quote_service: 'tree-services' as const,
      service: 'x',
      names: { en: 'X' },
      units: { en: unit },
      price_type,
      unit_price_cents,
      quantity,
      amount_cents,
    });
    expect(clean(jobLineDetail(t('en'), 'en', line('per_sqft', 'per sq ft', 400, 2400, 960_000)))).toBe(
      '400 sq ft × $24 per sq ft',
    );
    expect(clean(jobLineDetail(t('en'), 'en', line('per_unit', 'per tree', 2, 75_000, 150_000)))).toBe('2 × $750 per tree');
    expect(clean(jobLineDetail(t('en'), 'en', line('hourly', '', 3, 9_500, 28_500)))).toBe('3 hours × $95 per hour');
    expect(clean(jobLineDetail(t('en'), 'en', line('per_unit', 'per tree', null, 75_000, 75_000)))).toBe('$750 per tree');
    expect(clean(jobLineDetail(t('en'), 'en', line('per_sqft', 'per sq ft', null, 2_000, 500_000)))).toBe(
      '$20 per sq ft; no size given, counted as our smallest job',
    );
  });
});
