import type { Kysely, Transaction } from 'kysely';
import type { GenerationLog, ServiceImage } from '../../domain/service-admin-shapes.js';
import type { ImageType } from '../../domain/service-admin.js';
import type { AppContext } from '../context.js';
import type { DB, MediaRow } from '../db/schema.js';
import { filesOf, mediaUrl } from '../media/repository.js';

/** A service's pictures (service_images + media) and its image generation history. */

/** Widths of the responsive variants of a service picture: pages show it at most 960 px wide. */
export const SERVICE_IMAGE_WIDTHS = [320, 640, 960] as const;
export const SERVICE_IMAGE_FOLDER = 'services';

export interface ImageFields {
  image_type: ImageType;
  image_alt_text: string;
  sort_order: number;
}

/** Every image of the given services, in display order, by service id. */
export async function listServiceImages(db: Kysely<DB>, serviceIds: number[]): Promise<Map<number, ServiceImage[]>> {
  const byService = new Map<number, ServiceImage[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .selectFrom('service_images as si')
    .innerJoin('media as m', 'm.id', 'si.media_id')
    .select(['si.id', 'si.service_id', 'si.image_type', 'si.image_alt_text', 'si.sort_order', 'm.path'])
    .where('si.service_id', 'in', serviceIds)
    .orderBy('si.sort_order')
    .orderBy('si.id')
    .execute();
  for (const row of rows) {
    const list = byService.get(row.service_id) ?? [];
    list.push({
      id: row.id,
      image_url: mediaUrl(row.path),
      image_type: row.image_type,
      image_alt_text: row.image_alt_text,
      sort_order: row.sort_order,
    });
    byService.set(row.service_id, list);
  }
  return byService;
}

/**
 * Links a stored picture to a service. A service always has a main picture once it has any: the
 * first gallery picture of a service without one becomes its primary picture, and a new primary
 * demotes the previous one to the gallery (shown on the service's page). A photo uploaded while
 * the main picture is a drawing (the illustrator's) becomes the main picture, and the drawing is
 * kept out of sight (a thumbnail: not among the photos of the page, but 'Use as main picture' can
 * bring it back).
 */
export async function addServiceImage(
  db: Kysely<DB>,
  serviceId: number,
  media: MediaRow,
  fields: ImageFields,
): Promise<ServiceImage> {
  const row = await db.transaction().execute(async (trx) => {
    const primary = await currentPrimary(trx, serviceId);
    const photoOverDrawing = primary?.drawn === 1 && media.drawn === 0 && fields.image_type !== 'thumbnail';
    const imageType = (!primary && fields.image_type === 'gallery') || photoOverDrawing ? 'primary' : fields.image_type;
    if (photoOverDrawing)
      await trx.updateTable('service_images').set({ image_type: 'thumbnail' }).where('id', '=', primary.id).execute();
    else if (imageType === 'primary') await demotePrimary(trx, serviceId);
    return trx
      .insertInto('service_images')
      .values({
        service_id: serviceId,
        media_id: media.id,
        ...fields,
        image_type: imageType,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return {
    id: row.id,
    image_url: mediaUrl(media.path),
    image_type: row.image_type,
    image_alt_text: row.image_alt_text,
    sort_order: row.sort_order,
  };
}

/** 'Use as main picture': the image becomes the service's primary picture; false when it does not exist. */
export async function makePrimaryImage(db: Kysely<DB>, serviceId: number, imageId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom('service_images')
      .select('id')
      .where('id', '=', imageId)
      .where('service_id', '=', serviceId)
      .executeTakeFirst();
    if (!image) return false;
    await demotePrimary(trx, serviceId);
    await trx.updateTable('service_images').set({ image_type: 'primary' }).where('id', '=', imageId).execute();
    return true;
  });
}

function currentPrimary(trx: Transaction<DB>, serviceId: number) {
  return trx
    .selectFrom('service_images as si')
    .innerJoin('media as m', 'm.id', 'si.media_id')
    .select(['si.id', 'm.drawn'])
    .where('si.service_id', '=', serviceId)
    .where('si.image_type', '=', 'primary')
    .executeTakeFirst();
}

function demotePrimary(trx: Transaction<DB>, serviceId: number) {
  return trx
    .updateTable('service_images')
    .set({ image_type: 'gallery' })
    .where('service_id', '=', serviceId)
    .where('image_type', '=', 'primary')
    .execute();
}

/** Removes one image of a service, its media row and then its files; false when it does not exist. */
export async function deleteServiceImage(ctx: AppContext, serviceId: number, imageId: number): Promise<boolean> {
  const media = await ctx.db.transaction().execute(async (trx) => {
    const image = await trx
      .deleteFrom('service_images')
      .where('id', '=', imageId)
      .where('service_id', '=', serviceId)
      .returning('media_id')
      .executeTakeFirst();
    return image ? deleteMediaRows(trx, [image.media_id]) : null;
  });
  if (!media) return false;
  await removeMediaFiles(ctx, media);
  return true;
}

/**
 * Deletes media rows inside the caller's transaction, except those another record still uses.
 * Their files are removed by removeMediaFiles after the commit: a crash in between leaves only
 * orphan files, which the start-up repair sweeps away, never a row without its file.
 */
export async function deleteMediaRows(trx: Transaction<DB>, ids: number[]): Promise<MediaRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const stillUsed = await trx.selectFrom('service_images').select('media_id').where('media_id', 'in', unique).execute();
  const free = unique.filter((id) => !stillUsed.some((u) => u.media_id === id));
  if (free.length === 0) return [];
  return trx.deleteFrom('media').where('id', 'in', free).returningAll().execute();
}

export async function removeMediaFiles(ctx: AppContext, rows: MediaRow[]): Promise<void> {
  const paths = rows.flatMap(filesOf);
  await Promise.all(
    paths.map((p) => ctx.media.remove(p).catch((err: unknown) => ctx.log.warn({ err, path: p }, 'media file not removed'))),
  );
}

/** The generation history of a service, newest first. */
export async function listGenerationLogs(db: Kysely<DB>, serviceId: number, limit = 50): Promise<GenerationLog[]> {
  const rows = await db
    .selectFrom('image_generation_logs as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .leftJoin('media as m', 'm.id', 'l.media_id')
    .select([
      'l.id',
      'l.prompt',
      'l.generation_status',
      'l.error_message',
      'l.created_at',
      'l.generation_time_ms',
      'm.path',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('l.service_id', '=', serviceId)
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    prompt: r.prompt,
    generation_status: r.generation_status,
    generated_image_url: r.path ? mediaUrl(r.path) : null,
    error_message: r.error_message,
    created_at: r.created_at,
    created_by_username: r.email ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email : null,
    generation_time_ms: r.generation_time_ms,
  }));
}
