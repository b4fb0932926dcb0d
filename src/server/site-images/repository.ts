import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { mediaUrl } from '../media/repository.js';
import type { ImageInfo, SiteImage } from './schemas.js';

function baseQuery(db: Kysely<DB>) {
  return db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select([
      'i.id',
      'i.filename',
      'i.alt_text',
      'i.title',
      'i.description',
      'i.upload_purpose',
      'i.created_at',
      'i.media_id',
      'm.path',
      'm.mime',
      'm.width',
      'm.height',
      'm.variants',
    ]);
}

export type SiteImageRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function toSiteImage(row: SiteImageRow): SiteImage {
  return {
    id: row.id,
    file_path: mediaUrl(row.path),
    filename: row.filename,
    alt_text: row.alt_text,
    title: row.title,
    description: row.description,
    upload_purpose: row.upload_purpose,
    mime: row.mime,
    width: row.width,
    height: row.height,
    created_at: row.created_at,
  };
}

/** Images of one purpose (or all), newest first: the logo panel uses the first (docs/decisions/0006-api-shapes.md). */
export async function listImageRows(db: Kysely<DB>, purpose?: string): Promise<SiteImageRow[]> {
  let query = baseQuery(db).orderBy('i.id', 'desc');
  if (purpose) query = query.where('i.upload_purpose', '=', purpose);
  return query.execute();
}

export async function findImage(db: Kysely<DB>, id: number): Promise<SiteImage | undefined> {
  const row = await baseQuery(db).where('i.id', '=', id).executeTakeFirst();
  return row && toSiteImage(row);
}

export async function updateImageInfo(db: Kysely<DB>, id: number, info: ImageInfo): Promise<boolean> {
  const result = await db.updateTable('images').set(info).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records a new image of a purpose and removes the rows it replaces, in one transaction.
 * Answers the new row's id and the media rows that are no longer used (their files go next).
 */
export async function replaceImageOfPurpose(
  db: Kysely<DB>,
  image: ImageInfo & { media_id: number; filename: string; upload_purpose: string; alt_translations?: string },
): Promise<{ id: number; unusedMedia: number[] }> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('images')
      .select(['id', 'media_id'])
      .where('upload_purpose', '=', image.upload_purpose)
      .execute();
    if (previous.length)
      await trx
        .deleteFrom('images')
        .where(
          'id',
          'in',
          previous.map((p) => p.id),
        )
        .execute();
    const row = await trx
      .insertInto('images')
      .values({ ...image, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, unusedMedia: previous.map((p) => p.media_id) };
  });
}
