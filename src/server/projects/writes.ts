import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LANG } from '../../domain/languages.js';
import { type PhotoKind, type ProjectForm, PROJECT_TRANSLATED_LANGS } from '../../domain/projects.js';
import type { AppContext } from '../context.js';
import type { DB, MediaRow } from '../db/schema.js';
import { deleteMediaRows, removeMediaFiles } from '../services/admin-images.js';

/**
 * Writes of the project gallery. Each runs in one transaction; picture files are removed only
 * after the commit, so a crash leaves at most orphan files (swept at start-up), never a row
 * without its file.
 */

/** Where project photos are stored, whichever screen uploads them. */
export const PROJECT_PHOTO_FOLDER = 'projects';

/** The ids among `ids` that are catalogue services. */
export async function existingServiceIds(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('services').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

async function writeTextsAndTags(trx: Transaction<DB>, id: number, form: ProjectForm) {
  await trx.deleteFrom('project_translations').where('project_id', '=', id).execute();
  await trx.deleteFrom('project_services').where('project_id', '=', id).execute();
  const texts = [
    { language_code: DEFAULT_LANG, title: form.title, place: form.place, description: form.description },
    ...PROJECT_TRANSLATED_LANGS.map((lang) => ({ language_code: lang, ...form.translations[lang] })),
  ];
  await trx
    .insertInto('project_translations')
    .values(texts.map((t) => ({ project_id: id, ...t })))
    .execute();
  await trx
    .insertInto('project_services')
    .values(form.service_ids.map((serviceId) => ({ project_id: id, service_id: serviceId })))
    .execute();
}

/** A new project goes first in the gallery: the newest work is what an owner shows first. */
export async function createProject(db: Kysely<DB>, form: ProjectForm): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const first = await trx
      .selectFrom('projects')
      .select((eb) => eb.fn.min('sort_order').as('min'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('projects')
      .values({
        sort_order: first?.min == null ? 0 : Number(first.min) - 1,
        is_published: form.is_published ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTextsAndTags(trx, row.id, form);
    return row.id;
  });
}

/** Saves an edit; false when the project does not exist. */
export async function updateProject(db: Kysely<DB>, id: number, form: ProjectForm): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('projects')
      .set({ is_published: form.is_published ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeTextsAndTags(trx, id, form);
    return true;
  });
}

/** Removes a project, its texts, tags and photos (rows, then files); false when it does not exist. */
export async function deleteProject(ctx: AppContext, id: number): Promise<boolean> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const photos = await trx.selectFrom('project_photos').select('media_id').where('project_id', '=', id).execute();
    const result = await trx.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return null;
    return deleteMediaRows(
      trx,
      photos.map((p) => p.media_id),
    );
  });
  if (!removed) return false;
  await removeMediaFiles(ctx, removed);
  return true;
}

/**
 * Puts the gallery in the given order. `ids` must name every project exactly once, so an order
 * made from a stale list (another admin added or deleted one meanwhile) is refused: false.
 */
export async function setProjectOrder(db: Kysely<DB>, ids: number[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = (await trx.selectFrom('projects').select('id').execute()).map((r) => r.id);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== existing.length || existing.some((id) => !given.has(id))) return false;
    for (const [index, id] of ids.entries()) {
      await trx.updateTable('projects').set({ sort_order: index }).where('id', '=', id).execute();
    }
    return true;
  });
}

/**
 * Makes `media` the project's photo of that kind, replacing (and removing) the previous one.
 * False when the project does not exist: the caller then removes the new picture.
 */
export async function setProjectPhoto(ctx: AppContext, projectId: number, kind: PhotoKind, media: MediaRow): Promise<boolean> {
  const replaced = await ctx.db.transaction().execute(async (trx) => {
    const project = await trx.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
    if (!project) return null;
    const now = new Date().toISOString();
    const old = await trx
      .selectFrom('project_photos')
      .select('media_id')
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    await trx
      .insertInto('project_photos')
      .values({ project_id: projectId, kind, media_id: media.id, created_at: now })
      .onConflict((oc) => oc.columns(['project_id', 'kind']).doUpdateSet({ media_id: media.id, created_at: now }))
      .execute();
    await trx.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
    return old ? deleteMediaRows(trx, [old.media_id]) : [];
  });
  if (!replaced) return false;
  await removeMediaFiles(ctx, replaced);
  return true;
}

/** Removes the project's photo of that kind; false when there is none. */
export async function removeProjectPhoto(ctx: AppContext, projectId: number, kind: PhotoKind): Promise<boolean> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const photo = await trx
      .deleteFrom('project_photos')
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .returning('media_id')
      .executeTakeFirst();
    if (!photo) return null;
    await trx.updateTable('projects').set({ updated_at: new Date().toISOString() }).where('id', '=', projectId).execute();
    return deleteMediaRows(trx, [photo.media_id]);
  });
  if (!removed) return false;
  await removeMediaFiles(ctx, removed);
  return true;
}
