import type { Kysely } from 'kysely';
import { LANGUAGES } from '../../domain/languages.js';
import type { DB } from '../db/schema.js';
import { CATALOGUE, CATEGORY_NAMES, CATEGORY_ORDER } from './catalogue-seed.js';
import { toJsonList } from './mapping.js';

/**
 * Seeds the 7 categories and 25 services with their texts in every language, once: only while the
 * catalogue is empty. After that the catalogue belongs to the admins, so a service they deleted does
 * not come back at the next start. One transaction: a crash leaves either all of it or none.
 * Returns the slugs it inserted.
 */
export async function seedServiceCatalogue(db: Kysely<DB>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('services').select('id').limit(1).executeTakeFirst();
    if (existing) return [];
    const categoryIds = await seedCategories(trx);
    const now = new Date().toISOString();
    const inserted: string[] = [];
    for (const service of CATALOGUE) {
      const row = await trx
        .insertInto('services')
        .values({
          slug: service.slug,
          category_id: categoryIds.get(service.category)!,
          base_price: service.basePrice,
          price_per_sqft: service.pricePerSqft,
          price_per_linear_ft: service.pricePerLinearFt,
          price_type: service.priceType,
          estimated_duration_minutes: service.durationMinutes,
          demand: service.demand,
          is_featured: service.featured ? 1 : 0,
          is_active: 1,
          sort_order: service.sortOrder,
          quote_service: service.quoteService,
          image_prompt: service.imagePrompt,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('service_translations')
        .values(
          LANGUAGES.map((lang) => {
            const t = service.text[lang];
            return {
              service_id: row.id,
              language_code: lang,
              name: t.name,
              description: t.description,
              unit: t.unit,
              features: toJsonList(t.features),
              requirements: toJsonList(t.requirements),
              steps: toJsonList(t.steps),
              importance: t.importance,
              frequency: t.frequency,
              benefits: toJsonList(t.benefits),
              meta_title: t.metaTitle,
              meta_description: t.metaDescription,
              seo_keywords: t.seoKeywords,
            };
          }),
        )
        .execute();
      inserted.push(service.slug);
    }
    return inserted;
  });
}

/** Inserts the categories that are missing (by slug) with their names; returns every slug's id. */
async function seedCategories(db: Kysely<DB>): Promise<Map<string, number>> {
  for (const [index, slug] of CATEGORY_ORDER.entries()) {
    await db
      .insertInto('service_categories')
      .values({ slug, sort_order: index + 1 })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  const rows = await db.selectFrom('service_categories').select(['id', 'slug']).execute();
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  for (const slug of CATEGORY_ORDER) {
    await db
      .insertInto('category_translations')
      .values(LANGUAGES.map((lang) => ({ category_id: ids.get(slug)!, language_code: lang, name: CATEGORY_NAMES[slug][lang] })))
      .onConflict((oc) => oc.columns(['category_id', 'language_code']).doNothing())
      .execute();
  }
  return ids;
}
