import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/server/services/catalogue-seed.js';
import { seedServiceCatalogue } from '../../src/server/services/seed.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

describe.each(engines)('public catalogue API on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists the seven categories in order, named in the asked language (English by default)', async () => {
    const en = await t.app.inject('/api/services/categories');
    expect(en.statusCode).toBe(200);
    const body = en.json();
    expect(body.success).toBe(true);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Lawn Care',
      'Landscaping',
      'Tree Services',
      'Irrigation',
      'Hardscaping',
      'Garden Maintenance',
      'Specialty Services',
    ]);
    expect(Object.keys(body.categories[0]).sort()).toEqual(['id', 'name', 'slug']);
    expect(body.categories[2].slug).toBe('tree-services');

    const es = await t.app.inject('/api/services/categories?lang=es');
    expect(es.json().categories[0].name).toBe('Cuidado del césped');
    const pt = await t.app.inject({ url: '/api/services/categories', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(pt.json().categories[0].name).toBe('Cuidados com o gramado');
    const bad = await t.app.inject('/api/services/categories?lang=fr');
    expect(bad.statusCode).toBe(400);
  });

  it('serves the 25 active services with prices, texts per language and a picture each', async () => {
    const res = await t.app.inject('/api/services');
    expect(res.statusCode).toBe(200);
    const services = res.json().data as {
      slug: string;
      basePrice: number;
      unit: string;
      priceType: string;
      image: { avif: string } | null;
    }[];
    expect(services).toHaveLength(25);
    expect(services.map((s) => s.slug)).toEqual([...CATALOGUE].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.slug));
    const bySlug = Object.fromEntries(services.map((s) => [s.slug, s]));
    expect(bySlug['lawn-mowing']).toMatchObject({
      basePrice: 0.15,
      priceType: 'per_sqft',
      unit: 'per sq ft',
      isFeatured: true,
      demand: 'high',
    });
    expect(bySlug['landscape-design']).toMatchObject({ basePrice: 500, priceType: 'fixed', unit: 'per project' });
    expect(bySlug['tree-trimming']).toMatchObject({ basePrice: 75, unit: 'per tree' });
    expect(bySlug['water-features']).toMatchObject({ basePrice: 2000, priceType: 'fixed' });
    for (const s of services) expect(s.image?.avif, s.slug).toMatch(/^\/media\/services\/[0-9a-f]{32}-320\.avif 320w, /);

    const trees = await t.app.inject('/api/services?category=tree-services&lang=es');
    const names = trees.json().data.map((s: { name: string; category: { name: string } }) => [s.name, s.category.name]);
    expect(names).toContainEqual(['Poda de árboles', 'Servicios de árboles']);
    expect(names.every(([, category]: string[]) => category === 'Servicios de árboles')).toBe(true);
  });

  it('answers one service by slug with its full detail, and 404 for unknown or inactive ones', async () => {
    const res = await t.app.inject('/api/services/lawn-mowing?lang=pt');
    expect(res.statusCode).toBe(200);
    const service = res.json().data;
    expect(service.name).toBe('Corte de grama');
    expect(service.steps.length).toBeGreaterThanOrEqual(4);
    expect(service.steps[0]).toEqual({ title: expect.any(String), detail: expect.any(String) });
    expect(service.benefits).toHaveLength(4);
    expect(service.quoteService).toBe('lawn-maintenance');

    expect((await t.app.inject('/api/services/no-such-service')).json()).toEqual({
      success: false,
      message: 'Service not found',
    });
    await t.app.ctx.db.updateTable('services').set({ is_active: 0 }).where('slug', '=', 'lawn-mowing').execute();
    expect((await t.app.inject('/api/services/lawn-mowing')).statusCode).toBe(404);
    expect((await t.app.inject('/api/services')).json().data).toHaveLength(24);
  });

  it('falls back to English texts when a translation is missing', async () => {
    const { db } = t.app.ctx;
    const row = await db.selectFrom('services').select('id').where('slug', '=', 'rain-gardens').executeTakeFirstOrThrow();
    await db.deleteFrom('service_translations').where('service_id', '=', row.id).where('language_code', '=', 'es').execute();
    const res = await t.app.inject('/api/services/rain-gardens?lang=es');
    expect(res.json().data.name).toBe(CATALOGUE.find((s) => s.slug === 'rain-gardens')!.text.en.name);
  });

  it('seeds the catalogue once: a service deleted by an admin does not come back', async () => {
    const { db } = t.app.ctx;
    expect(await seedServiceCatalogue(db)).toEqual([]);
    await db
      .deleteFrom('service_images')
      .where('service_id', 'in', (q) => q.selectFrom('services').select('id').where('slug', '=', 'rain-gardens'))
      .execute();
    await db.deleteFrom('services').where('slug', '=', 'rain-gardens').execute();
    expect(await seedServiceCatalogue(db)).toEqual([]);
    const count = await db
      .selectFrom('services')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(24);
    const translations = await db
      .selectFrom('category_translations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(translations.n)).toBe(21);
  });
});
