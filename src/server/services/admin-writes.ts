import type { Kysely } from 'kysely';
import type { ServiceForm } from '../../domain/service-admin.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { deleteMediaRows, removeMediaFiles } from './admin-images.js';
import { writeServiceTexts } from './admin-texts.js';
import { toFlag } from './mapping.js';
import { type PriceColumns, priceColumns, savedPrice } from '../../domain/price-line.js';

/** Writes of the Service Management screen. Every one runs in a transaction: all of it or nothing. */

export type UpdateOutcome = 'updated' | 'not_found' | 'stale';

/** A URL id from an English name: "Rain Garden Design!" -> "rain-garden-design". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'service';
}

/** The first free slug among base, base-2, base-3, ... */
async function uniqueSlug(db: Kysely<DB>, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .selectFrom('services')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export async function categoryExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('service_categories').select('id').where('id', '=', id).executeTakeFirst());
}

/** The columns of a save; `stored` holds the prices saved before (an edit), so a changed price wins over an unchanged one. */
function serviceColumns(form: ServiceForm, stored?: PriceColumns) {
  return {
    category_id: form.category_id,
    // One price per service (docs/price-book.md), stored in the columns of its type.
    ...priceColumns(form.price_type, savedPrice(form.price_type, form, stored)),
    price_type: form.price_type,
    estimated_duration_minutes: form.estimated_duration_minutes,
    demand: form.demand,
    quote_service: form.quote_service,
    is_featured: toFlag(form.is_featured),
    is_active: toFlag(form.is_active),
    sort_order: form.sort_order,
    updated_at: new Date().toISOString(),
  };
}

/** Creates a service with its texts; the slug comes from the English name and never changes after. */
export async function createService(db: Kysely<DB>, form: ServiceForm): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const columns = serviceColumns(form);
    const row = await trx
      .insertInto('services')
      .values({ slug: await uniqueSlug(trx, form.name), ...columns, created_at: columns.updated_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeServiceTexts(trx, row.id, form);
    return row.id;
  });
}

/**
 * Saves a full edit only if nobody saved the service since `version` was read (optimistic lock);
 * without a version the edit is saved as it is.
 */
export async function updateService(
  db: Kysely<DB>,
  id: number,
  form: ServiceForm,
  version: number | undefined,
): Promise<UpdateOutcome> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('services')
      .select(['base_price', 'price_per_sqft', 'price_per_linear_ft'])
      .where('id', '=', id)
      .executeTakeFirst();
    let update = trx
      .updateTable('services')
      .set((eb) => ({ ...serviceColumns(form, stored), version: eb('version', '+', 1) }))
      .where('id', '=', id);
    if (version !== undefined) update = update.where('version', '=', version);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await trx.selectFrom('services').select('id').where('id', '=', id).executeTakeFirst();
      return exists ? 'stale' : 'not_found';
    }
    await writeServiceTexts(trx, id, form);
    return 'updated';
  });
}

/** One flag from the list's toggles; it counts as a change, so an edit opened before it is stale. */
export async function setServiceFlag(
  db: Kysely<DB>,
  id: number,
  change: { is_active: boolean } | { is_featured: boolean },
): Promise<boolean> {
  const set = 'is_active' in change ? { is_active: toFlag(change.is_active) } : { is_featured: toFlag(change.is_featured) };
  const result = await db
    .updateTable('services')
    .set((eb) => ({ ...set, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a service with its texts, images and generation history, then its pictures' files. */
export async function deleteService(ctx: AppContext, id: number): Promise<boolean> {
  const media = await ctx.db.transaction().execute(async (trx) => {
    const images = await trx.selectFrom('service_images').select('media_id').where('service_id', '=', id).execute();
    const generated = await trx
      .selectFrom('image_generation_logs')
      .select('media_id')
      .where('service_id', '=', id)
      .where('media_id', 'is not', null)
      .execute();
    const deleted = await trx.deleteFrom('services').where('id', '=', id).returning('id').executeTakeFirst();
    if (!deleted) return null;
    return deleteMediaRows(trx, [...images.map((i) => i.media_id), ...generated.map((g) => g.media_id!)]);
  });
  if (!media) return false;
  await removeMediaFiles(ctx, media);
  return true;
}
