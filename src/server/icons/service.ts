import type { AppContext } from '../context.js';
import type { MediaRow } from '../db/schema.js';
import { generateAndStore, type GenerationResult } from '../images/generate.js';
import type { GenerateRequest } from '../images/generation/index.js';
import { deleteMedia, storeImage } from '../media/repository.js';
import { iconMediaId, insertIcon, setIconImage } from './repository.js';
import type { IconFields } from './schemas.js';

const FOLDER = 'icons';
/** Icons show at 64 px or less: one 128 px variant covers high-density screens. */
const VARIANT_WIDTHS = [128] as const;

type Failed = Extract<GenerationResult, { ok: false }>;

/**
 * Points an icon at a new picture and removes the old one. When the icon is gone (deleted
 * meanwhile) the new picture is removed instead, so no file is left without its icon.
 */
export async function replaceIconImage(ctx: AppContext, id: number, media: MediaRow, prompt?: string): Promise<boolean> {
  let previous: number | null | undefined;
  let updated = false;
  try {
    previous = await iconMediaId(ctx.db, id);
    updated = previous !== undefined && (await setIconImage(ctx.db, id, media.id, prompt));
  } finally {
    if (!updated) await deleteMedia(ctx, media.id);
  }
  if (previous) await deleteMedia(ctx, previous);
  return updated;
}

/** Generates a picture for an existing icon. */
export async function generateIconImage(
  ctx: AppContext,
  id: number,
  request: GenerateRequest,
  userId: number,
): Promise<{ ok: true } | Failed | { ok: false; gone: true }> {
  const result = await generateAndStore(ctx, request, { userId, iconId: id, folder: FOLDER, variantWidths: VARIANT_WIDTHS });
  if (!result.ok) return result;
  return (await replaceIconImage(ctx, id, result.media, request.prompt)) ? { ok: true } : { ok: false, gone: true };
}

/** Generates the picture first, then records the icon with it: a failure leaves no icon behind. */
export async function createGeneratedIcon(
  ctx: AppContext,
  fields: IconFields,
  request: GenerateRequest,
  userId: number,
): Promise<{ ok: true; id: number } | Failed> {
  const result = await generateAndStore(ctx, request, { userId, folder: FOLDER, variantWidths: VARIANT_WIDTHS });
  if (!result.ok) return result;
  let id: number;
  try {
    id = await insertIcon(ctx.db, { ...fields, prompt: request.prompt }, result.media.id);
  } catch (error) {
    await deleteMedia(ctx, result.media.id);
    throw error;
  }
  await ctx.db.updateTable('image_generation_logs').set({ icon_id: id }).where('id', '=', result.logId).execute();
  return { ok: true, id };
}

/** Stores an uploaded picture (checked by content, re-encoded) as the icon's image. */
export async function uploadIconImage(ctx: AppContext, id: number, buffer: Buffer, maxBytes: number): Promise<boolean> {
  const media = await storeImage(ctx, buffer, { folder: FOLDER, variantWidths: VARIANT_WIDTHS, maxBytes });
  return replaceIconImage(ctx, id, media);
}

/** Stores a picture drawn elsewhere (the seed) with the same folder and variants as the icon screens. */
export function storeIconPicture(ctx: AppContext, png: Buffer): Promise<MediaRow> {
  return storeImage(ctx, png, { folder: FOLDER, variantWidths: VARIANT_WIDTHS });
}
