import { type Kysely, sql } from 'kysely';
import type { Lang } from '../../domain/languages.js';
import { QUOTE_SERVICES, type QuoteService } from '../../domain/quote/options.js';
import type { AdminService, ServiceImage } from '../../domain/service-admin-shapes.js';
import { TRANSLATED_LANGS } from '../../domain/service-admin.js';
import type { DB, ServiceRow } from '../db/schema.js';
import { listServiceImages } from './admin-images.js';
import { flag, parseList, parseSteps, toService, type TranslationRow } from './mapping.js';
import { listCategories, primaryImages } from './repository.js';

/** Reads of the Service Management screen: every service, active or not, with all its languages. */

export interface AdminListQuery {
  page: number;
  limit: number;
  search?: string;
  categoryId?: number;
  isActive?: boolean;
}

/** A LIKE pattern that matches the text literally (%, _ and \ typed by an admin are not wildcards). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminServices(
  db: Kysely<DB>,
  lang: Lang,
  query: AdminListQuery,
): Promise<{ services: AdminService[]; total: number }> {
  let filtered = db.selectFrom('services as s');
  if (query.categoryId !== undefined) filtered = filtered.where('s.category_id', '=', query.categoryId);
  if (query.isActive !== undefined) filtered = filtered.where('s.is_active', '=', query.isActive ? 1 : 0);
  if (query.search) {
    const pattern = containsPattern(query.search);
    // Any language's name or description, or the slug: an admin finds a service by what they remember.
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(s.slug)`, 'like', sql`${pattern} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('service_translations as t')
            .select(sql`1`.as('one'))
            .whereRef('t.service_id', '=', 's.id')
            .where((t) =>
              t.or([
                t(sql`lower(t.name)`, 'like', sql`${pattern} escape '\\'`),
                t(sql`lower(t.description)`, 'like', sql`${pattern} escape '\\'`),
              ]),
            ),
        ),
      ]),
    );
  }
  const { total } = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  // With a search, services whose name matches come first ('Patio' finds Patio Installation before a
  // service that only mentions patios in its description), then the catalogue's order.
  const search = query.search;
  const rows = await filtered
    .selectAll('s')
    .$if(Boolean(search), (q) =>
      q.orderBy(
        sql`case when exists (select 1 from service_translations n where n.service_id = s.id and lower(n.name) like ${containsPattern(search!)} escape '\\') then 0 else 1 end`,
      ),
    )
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { services: await hydrate(db, lang, rows), total: Number(total) };
}

export async function readAdminService(db: Kysely<DB>, lang: Lang, id: number): Promise<AdminService | null> {
  const row = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [service] = await hydrate(db, lang, [row]);
  return service;
}

/** Names, prices and flags from the rows; texts of every language, category names and images alongside. */
async function hydrate(db: Kysely<DB>, lang: Lang, rows: ServiceRow[]): Promise<AdminService[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [categories, translations, images, primaries] = await Promise.all([
    listCategories(db, lang),
    db.selectFrom('service_translations').selectAll().where('service_id', 'in', ids).execute(),
    listServiceImages(db, ids),
    primaryImages(db, ids),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return rows.map((row) => {
    const texts = translations.filter((t) => t.service_id === row.id);
    const english = texts.find((t) => t.language_code === 'en') ?? emptyTranslation(row);
    const primary = primaries.get(row.id);
    return toAdminService(row, english, texts, {
      categoryName: categoryName.get(row.category_id) ?? '',
      images: images.get(row.id) ?? [],
      primary: primary ? { url: primary.picture.src, alt: primary.alt.en } : null,
    });
  });
}

function toAdminService(
  row: ServiceRow,
  english: TranslationRow,
  texts: TranslationRow[],
  extra: { categoryName: string; images: ServiceImage[]; primary: { url: string; alt: string } | null },
): AdminService {
  // Prices, flags and lists are read the way the public site reads them: one mapping for both.
  const service = toService(row, english, { id: row.category_id, slug: '', name: extra.categoryName }, null, '');
  const own = (code: string) => texts.find((t) => t.language_code === code);
  return {
    id: row.id,
    slug: row.slug,
    ...textView(english),
    category_id: row.category_id,
    category_name: extra.categoryName,
    base_price: service.basePrice,
    price_per_sqft: service.pricePerSqft,
    price_per_linear_ft: service.pricePerLinearFt,
    price_type: service.priceType,
    estimated_duration_minutes: service.durationMinutes,
    demand: service.demand,
    quote_service: (QUOTE_SERVICES as readonly string[]).includes(row.quote_service ?? '')
      ? (row.quote_service as QuoteService)
      : null,
    is_featured: flag(row.is_featured),
    is_active: flag(row.is_active),
    sort_order: row.sort_order,
    primary_image_url: extra.primary?.url ?? null,
    primary_image_alt_text: extra.primary?.alt ?? null,
    images: extra.images,
    translations: Object.fromEntries(TRANSLATED_LANGS.map((code) => [code, textView(own(code))])) as AdminService['translations'],
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The texts the form edits; an absent language reads as empty (it falls back to English). */
function textView(row: TranslationRow | undefined) {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    unit: row?.unit ?? '',
    features: parseList(row?.features),
    requirements: parseList(row?.requirements),
    meta_title: row?.meta_title ?? '',
    meta_description: row?.meta_description ?? '',
    seo_keywords: row?.seo_keywords ?? '',
    steps: parseSteps(row?.steps),
    importance: row?.importance ?? '',
    frequency: row?.frequency ?? '',
    benefits: parseList(row?.benefits),
  };
}

function emptyTranslation(row: ServiceRow): TranslationRow {
  return {
    service_id: row.id,
    language_code: 'en',
    name: row.slug,
    description: '',
    unit: '',
    features: '[]',
    requirements: '[]',
    steps: '[]',
    importance: '',
    frequency: '',
    benefits: '[]',
    meta_title: '',
    meta_description: '',
    seo_keywords: '',
  };
}
