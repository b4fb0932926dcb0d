import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { mediaUrl } from '../media/repository.js';
import type { Icon, IconFields } from './schemas.js';

const now = () => new Date().toISOString();

function baseQuery(db: Kysely<DB>) {
  return db
    .selectFrom('icons as i')
    .leftJoin('media as m', 'm.id', 'i.media_id')
    .select([
      'i.id',
      'i.name',
      'i.category',
      'i.description',
      'i.usage_context',
      'i.dalle_prompt',
      'i.created_at',
      'i.updated_at',
      'm.path as media_path',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toIcon({ media_path, ...row }: Row): Icon {
  return { ...row, image_url: media_path ? mediaUrl(media_path) : null };
}

/** Every icon, or those of one category (case-insensitive), by category then name. */
export async function listIcons(db: Kysely<DB>, category?: string): Promise<Icon[]> {
  let query = baseQuery(db).orderBy('i.category').orderBy('i.name').orderBy('i.id');
  if (category !== undefined) query = query.where((eb) => eb(eb.fn('lower', ['i.category']), '=', category.toLowerCase()));
  return (await query.execute()).map(toIcon);
}

export async function findIcon(db: Kysely<DB>, id: number): Promise<Icon | undefined> {
  const row = await baseQuery(db).where('i.id', '=', id).executeTakeFirst();
  return row && toIcon(row);
}

/** The media row an icon points at, if any (to remove its file when it is replaced). */
export async function iconMediaId(db: Kysely<DB>, id: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('icons').select('media_id').where('id', '=', id).executeTakeFirst();
  return row?.media_id;
}

export async function insertIcon(db: Kysely<DB>, fields: IconFields, mediaId: number | null = null): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('icons')
    .values({
      name: fields.name,
      category: fields.category,
      description: fields.description,
      usage_context: fields.usage_context,
      dalle_prompt: fields.prompt,
      media_id: mediaId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the fields; a missing prompt keeps the stored one. False when the icon does not exist. */
export async function updateIcon(db: Kysely<DB>, id: number, fields: IconFields): Promise<boolean> {
  const result = await db
    .updateTable('icons')
    .set({
      name: fields.name,
      category: fields.category,
      description: fields.description,
      usage_context: fields.usage_context,
      ...(fields.prompt ? { dalle_prompt: fields.prompt } : {}),
      updated_at: now(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setIconImage(db: Kysely<DB>, id: number, mediaId: number, prompt?: string): Promise<boolean> {
  const result = await db
    .updateTable('icons')
    .set({ media_id: mediaId, ...(prompt ? { dalle_prompt: prompt } : {}), updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the icon and answers the media row it used (null: none, undefined: no such icon). */
export async function deleteIcon(db: Kysely<DB>, id: number): Promise<number | null | undefined> {
  const row = await db.deleteFrom('icons').where('id', '=', id).returning('media_id').executeTakeFirst();
  return row?.media_id;
}

/** The category summary (docs/decisions/0006-api-shapes.md): each category with its number of icons. */
export async function iconCategories(db: Kysely<DB>): Promise<{ category: string; icon_count: number }[]> {
  const rows = await db
    .selectFrom('icons')
    .select((eb) => ['category', eb.fn.countAll<number | string>().as('icon_count')])
    .groupBy('category')
    .orderBy('category')
    .execute();
  return rows.map((r) => ({ category: r.category, icon_count: Number(r.icon_count) }));
}
