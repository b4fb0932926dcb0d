import type { Kysely } from 'kysely';
import { DEFAULT_LANG, type Lang } from '../../domain/languages.js';
import type { Picture } from '../../domain/media.js';
import {
  type AdminProject,
  type PhotoKind,
  PROJECT_TRANSLATED_LANGS,
  type ProjectText,
  type PublicProject,
} from '../../domain/projects.js';
import type { DB } from '../db/schema.js';
import { toPicture } from '../media/repository.js';

/** Reads of the project gallery: the public pages and API, and the admin screen. */

type TextRow = { project_id: number; language_code: string; title: string; place: string; description: string };

export interface PublicProjectQuery {
  lang: Lang;
  /** Only projects tagged with this catalogue service. */
  serviceSlug?: string;
  limit?: number;
}

/** Hard cap of the public list: one page of the gallery, never the whole table at once. */
const PUBLIC_LIMIT = 100;

/**
 * What visitors see: published projects with at least one photo, in the admin's order, texts in
 * the visitor's language with English for anything not translated.
 */
export async function listPublicProjects(db: Kysely<DB>, query: PublicProjectQuery): Promise<PublicProject[]> {
  let ids = shownProjects(db);
  if (query.serviceSlug !== undefined) {
    const slug = query.serviceSlug;
    ids = ids.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_services as ps')
          .innerJoin('services as s', 's.id', 'ps.service_id')
          .select('ps.project_id')
          .whereRef('ps.project_id', '=', 'p.id')
          .where('s.slug', '=', slug),
      ),
    );
  }
  const rows = await ids
    .orderBy('p.sort_order')
    .orderBy('p.id', 'desc')
    .limit(Math.min(query.limit ?? PUBLIC_LIMIT, PUBLIC_LIMIT))
    .execute();
  const projectIds = rows.map((r) => r.id);
  if (projectIds.length === 0) return [];
  const [texts, services, photos] = await Promise.all([
    readTexts(db, projectIds, [...new Set([query.lang, DEFAULT_LANG])]),
    readPublicServices(db, projectIds, query.lang),
    readPhotos(db, projectIds),
  ]);
  return projectIds.map((id) => {
    const text = localText(texts, id, query.lang);
    return {
      id,
      ...text,
      services: services.get(id) ?? [],
      before: photos.get(id)?.before ?? null,
      after: photos.get(id)?.after ?? null,
    };
  });
}

/** The projects visitors see: published, with at least one photo. */
function shownProjects(db: Kysely<DB>) {
  return db
    .selectFrom('projects as p')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('project_photos as ph').select('ph.id').whereRef('ph.project_id', '=', 'p.id')));
}

/** True when the gallery has something to show (the navigation and the sitemap link to it only then). */
export async function hasPublicProjects(db: Kysely<DB>): Promise<boolean> {
  return (await shownProjects(db).limit(1).executeTakeFirst()) !== undefined;
}

/** Every project, published or not, with the texts of every language, for the admin screen. */
export async function listAdminProjects(db: Kysely<DB>, onlyId?: number): Promise<AdminProject[]> {
  let query = db.selectFrom('projects').selectAll();
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const rows = await query.orderBy('sort_order').orderBy('id', 'desc').execute();
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [texts, tags, photos] = await Promise.all([
    readTexts(db, ids),
    db.selectFrom('project_services').selectAll().where('project_id', 'in', ids).orderBy('service_id').execute(),
    readPhotos(db, ids),
  ]);
  return rows.map((row) => {
    const own = (lang: string): ProjectText => {
      const t = texts.find((x) => x.project_id === row.id && x.language_code === lang);
      return { title: t?.title ?? '', place: t?.place ?? '', description: t?.description ?? '' };
    };
    return {
      id: row.id,
      ...own(DEFAULT_LANG),
      translations: Object.fromEntries(PROJECT_TRANSLATED_LANGS.map((lang) => [lang, own(lang)])) as AdminProject['translations'],
      service_ids: tags.filter((t) => t.project_id === row.id).map((t) => t.service_id),
      is_published: row.is_published === 1,
      sort_order: row.sort_order,
      photos: { before: photos.get(row.id)?.before ?? null, after: photos.get(row.id)?.after ?? null },
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function readAdminProject(db: Kysely<DB>, id: number): Promise<AdminProject | null> {
  return (await listAdminProjects(db, id))[0] ?? null;
}

function readTexts(db: Kysely<DB>, ids: number[], langs?: string[]): Promise<TextRow[]> {
  let query = db.selectFrom('project_translations').selectAll().where('project_id', 'in', ids);
  if (langs) query = query.where('language_code', 'in', langs);
  return query.execute();
}

/** Each text in the visitor's language when it was written, else the English one. */
function localText(rows: TextRow[], id: number, lang: Lang): Pick<PublicProject, 'title' | 'place' | 'description'> {
  const own = rows.find((r) => r.project_id === id && r.language_code === lang);
  const english = rows.find((r) => r.project_id === id && r.language_code === DEFAULT_LANG);
  const pick = (field: 'title' | 'place' | 'description') => own?.[field] || english?.[field] || '';
  return { title: pick('title'), place: pick('place'), description: pick('description') };
}

/** The active services each project shows, named in the visitor's language, in the catalogue's order. */
export async function readPublicServices(db: Kysely<DB>, ids: number[], lang: Lang) {
  const rows = await db
    .selectFrom('project_services as ps')
    .innerJoin('services as s', 's.id', 'ps.service_id')
    .innerJoin('service_translations as t', 't.service_id', 's.id')
    .select(['ps.project_id', 's.id', 's.slug', 't.name', 't.language_code'])
    .where('ps.project_id', 'in', ids)
    .where('s.is_active', '=', 1)
    .where('t.language_code', 'in', [...new Set([lang, DEFAULT_LANG])])
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  const byProject = new Map<number, { slug: string; name: string }[]>();
  for (const row of rows) {
    const list = byProject.get(row.project_id) ?? [];
    const index = list.findIndex((s) => s.slug === row.slug);
    if (index === -1) list.push({ slug: row.slug, name: row.name });
    else if (row.language_code === lang) list[index] = { slug: row.slug, name: row.name };
    byProject.set(row.project_id, list);
  }
  return byProject;
}

async function readPhotos(db: Kysely<DB>, ids: number[]): Promise<Map<number, Partial<Record<PhotoKind, Picture>>>> {
  const rows = await db
    .selectFrom('project_photos as ph')
    .innerJoin('media as m', 'm.id', 'ph.media_id')
    .select(['ph.project_id', 'ph.kind', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where('ph.project_id', 'in', ids)
    .execute();
  const byProject = new Map<number, Partial<Record<PhotoKind, Picture>>>();
  for (const row of rows) byProject.set(row.project_id, { ...byProject.get(row.project_id), [row.kind]: toPicture(row) });
  return byProject;
}
