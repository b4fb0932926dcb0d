import type { Kysely } from 'kysely';
import { DEFAULT_LANG, type Lang } from '../../domain/languages.js';
import type { AltTexts, Picture } from '../../domain/media.js';
import type { Service, ServiceCategory } from '../../domain/services.js';
import type { DB } from '../db/schema.js';
import { altTextsOf } from '../media/alt-texts.js';
import { toPicture } from '../media/repository.js';
import { type TranslationRow, toService } from './mapping.js';

/** Reads of the catalogue, shared by the public pages, the public API and the admin API. */

export interface ServiceFilter {
  lang: Lang;
  /** Only services a visitor may see (is_active = 1). */
  activeOnly?: boolean;
  categorySlug?: string;
  slug?: string;
}

/** Rows in the wanted language win over the English fallback (a translation may be missing). */
function preferLanguage<T extends { language_code: string }>(rows: T[], lang: Lang, keyOf: (row: T) => number) {
  const chosen = new Map<number, T>();
  for (const row of rows) {
    const key = keyOf(row);
    if (row.language_code === lang || !chosen.has(key)) chosen.set(key, row);
  }
  return chosen;
}

const languages = (lang: Lang) => [...new Set([lang, DEFAULT_LANG])];

export async function listCategories(db: Kysely<DB>, lang: Lang): Promise<ServiceCategory[]> {
  const rows = await db
    .selectFrom('service_categories as c')
    .leftJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.language_code', 'in', languages(lang)),
    )
    .select(['c.id', 'c.slug', 'c.sort_order', 't.name', 't.language_code'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  const named = preferLanguage(
    rows.map((r) => ({ ...r, language_code: r.language_code ?? '' })),
    lang,
    (r) => r.id,
  );
  return [...named.values()].map((r) => ({ id: r.id, slug: r.slug, name: r.name ?? r.slug, sortOrder: r.sort_order }));
}

export async function listServices(db: Kysely<DB>, filter: ServiceFilter): Promise<Service[]> {
  let query = db.selectFrom('services').selectAll();
  if (filter.activeOnly) query = query.where('is_active', '=', 1);
  if (filter.slug !== undefined) query = query.where('slug', '=', filter.slug);
  if (filter.categorySlug !== undefined) {
    const slug = filter.categorySlug;
    query = query.where('category_id', 'in', (sub) => sub.selectFrom('service_categories').select('id').where('slug', '=', slug));
  }
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.id);
  const [categories, translations, images] = await Promise.all([
    listCategories(db, filter.lang),
    db
      .selectFrom('service_translations')
      .selectAll()
      .where('service_id', 'in', ids)
      .where('language_code', 'in', languages(filter.lang))
      .execute(),
    primaryImages(db, ids),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, { id: c.id, slug: c.slug, name: c.name }]));
  const textById = preferLanguage<TranslationRow>(translations, filter.lang, (t) => t.service_id);

  return rows.flatMap((row) => {
    const text = textById.get(row.id);
    // A service without any text cannot be shown; the admin screen still lists it through its own read.
    if (!text) return [];
    const category = categoryById.get(row.category_id) ?? { id: row.category_id, slug: '', name: '' };
    const image = images.get(row.id);
    const alt = image ? serviceAlt(image.alt, filter.lang, text.name) : text.name;
    return [toService(row, text, category, image?.picture ?? null, alt)];
  });
}

export async function findServiceBySlug(
  db: Kysely<DB>,
  slug: string,
  lang: Lang,
  options: { activeOnly?: boolean } = {},
): Promise<Service | null> {
  const [service] = await listServices(db, { lang, slug, activeOnly: options.activeOnly ?? true });
  return service ?? null;
}

/**
 * A service picture's alt text in a language: the admin's text in that language; without one, the
 * English text on the English page and the service's name elsewhere (never English on a Spanish page).
 */
export function serviceAlt(alt: AltTexts, lang: Lang, serviceName: string): string {
  return alt[lang]?.trim() || (lang === DEFAULT_LANG && alt.en.trim()) || serviceName;
}

/** The picture shown for each service: its primary image, else its first image of any type. */
export async function primaryImages(
  db: Kysely<DB>,
  serviceIds: number[],
): Promise<Map<number, { picture: Picture; alt: AltTexts }>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('service_images as si')
    .innerJoin('media as m', 'm.id', 'si.media_id')
    .select([
      'si.service_id',
      'si.image_type',
      'si.image_alt_text',
      'si.alt_translations',
      'si.sort_order',
      'si.id',
      'm.path',
      'm.width',
      'm.height',
      'm.variants',
    ])
    .where('si.service_id', 'in', serviceIds)
    .execute();
  const rank = (r: (typeof rows)[number]) => [r.image_type === 'primary' ? 0 : 1, r.sort_order, r.id];
  rows.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  const pictures = new Map<number, { picture: Picture; alt: AltTexts }>();
  for (const row of rows) {
    if (!pictures.has(row.service_id))
      pictures.set(row.service_id, { picture: toPicture(row), alt: altTextsOf(row.image_alt_text, row.alt_translations) });
  }
  return pictures;
}

/** The gallery pictures a service's page shows below its main picture, in their sort order. */
export async function serviceGallery(
  db: Kysely<DB>,
  serviceId: number,
  lang: Lang,
  serviceName: string,
): Promise<{ picture: Picture; alt: string }[]> {
  const rows = await db
    .selectFrom('service_images as si')
    .innerJoin('media as m', 'm.id', 'si.media_id')
    .select(['si.image_alt_text', 'si.alt_translations', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where('si.service_id', '=', serviceId)
    .where('si.image_type', '=', 'gallery')
    .orderBy('si.sort_order')
    .orderBy('si.id')
    .execute();
  return rows.map((row) => ({
    picture: toPicture(row),
    alt: serviceAlt(altTextsOf(row.image_alt_text, row.alt_translations), lang, serviceName),
  }));
}

/**
 * The names of catalogue services by slug, in every language they have (a lead shows the service a
 * visitor came from in the reader's language). Deleted services are simply missing.
 */
export async function serviceNamesBySlug(db: Kysely<DB>, slugs: string[]): Promise<Map<string, Partial<Record<Lang, string>>>> {
  const names = new Map<string, Partial<Record<Lang, string>>>();
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return names;
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('service_translations as t', 't.service_id', 's.id')
    .select(['s.slug', 't.language_code', 't.name'])
    .where('s.slug', 'in', wanted)
    .execute();
  for (const row of rows) names.set(row.slug, { ...names.get(row.slug), [row.language_code]: row.name });
  return names;
}

/** A name in the wanted language, else English, else the slug itself. */
export function nameIn(names: Partial<Record<Lang, string>> | undefined, lang: Lang, slug: string): string {
  return names?.[lang] ?? names?.[DEFAULT_LANG] ?? slug;
}
