import type { Picture } from '../../domain/media.js';
import type { AppContext } from '../context.js';
import type { MediaRow } from '../db/schema.js';
import { MediaError } from '../images/errors.js';
import { DEFAULT_MAX_BYTES, makeVariants, processRaster } from '../images/process.js';
import { sniffType } from '../images/sniff.js';
import { type MediaExtension, newMediaStem } from '../storage/media-store.js';
import { sanitizeSvg } from '../images/svg.js';

interface StoredVariant {
  width: number;
  height: number;
  webp: string;
  avif: string;
}

export interface StoreImageOptions {
  /** Sub-folder of DATA_DIR/media, e.g. 'services', 'icons', 'logo'. */
  folder: string;
  maxBytes?: number;
  /** Only the logo may be an SVG; it is sanitised before it is stored. */
  allowSvg?: boolean;
  /** Responsive widths to produce (WebP + AVIF); none for small images such as icons. */
  variantWidths?: readonly number[];
  /** A picture drawn by the illustrator or an image engine, not a photo (the setup checklist and service pictures tell them apart). */
  drawn?: boolean;
}

const RASTER = new Set(['jpeg', 'png', 'gif', 'webp', 'avif']);

/**
 * Checks an uploaded or generated image by its content, re-encodes it (metadata removed), writes
 * it and its variants, then records one media row. Files are written before the row; if anything
 * fails, the files already written are removed, so neither a half file nor a row without its file
 * is left behind.
 */
export async function storeImage(ctx: AppContext, buffer: Buffer, options: StoreImageOptions): Promise<MediaRow> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (buffer.length > maxBytes) throw new MediaError('too_large');
  const type = sniffType(buffer);
  if (type === 'svg' && options.allowSvg) {
    const clean = Buffer.from(sanitizeSvg(buffer), 'utf8');
    return recordFiles(ctx, false, async (written) => {
      const main = await save(ctx, written, clean, 'svg', options.folder);
      return { path: main, mime: 'image/svg+xml', size: clean.length, width: null, height: null, variants: [] };
    });
  }
  if (!type || !RASTER.has(type)) throw new MediaError(type === 'svg' || type === 'pdf' ? 'unsupported_type' : 'not_an_image');
  const processed = await processRaster(buffer, { maxBytes });
  const variants = options.variantWidths?.length ? await makeVariants(processed.buffer, options.variantWidths) : [];
  return recordFiles(ctx, options.drawn, async (written) => {
    const stem = newMediaStem();
    const main = await save(ctx, written, processed.buffer, 'webp', options.folder, stem);
    const stored: StoredVariant[] = [];
    for (const v of variants) {
      const variantStem = `${stem}-${v.width}`;
      stored.push({
        width: v.width,
        height: v.height,
        webp: await save(ctx, written, v.webp, 'webp', options.folder, variantStem),
        avif: await save(ctx, written, v.avif, 'avif', options.folder, variantStem),
      });
    }
    return {
      path: main,
      mime: 'image/webp',
      size: processed.buffer.length,
      width: processed.width,
      height: processed.height,
      variants: stored,
    };
  });
}

/** Stores a file as it is (already checked by the caller), e.g. a PDF attached to a quote request. */
export async function storeFile(
  ctx: AppContext,
  buffer: Buffer,
  file: { folder: string; ext: MediaExtension; mime: string; width?: number | null; height?: number | null },
): Promise<MediaRow> {
  return recordFiles(ctx, false, async (written) => ({
    path: await save(ctx, written, buffer, file.ext, file.folder),
    mime: file.mime,
    size: buffer.length,
    width: file.width ?? null,
    height: file.height ?? null,
    variants: [],
  }));
}

/** Removes the row, then its files (a file left by a crash here is only an orphan, never a broken row). */
export async function deleteMedia(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.db.deleteFrom('media').where('id', '=', id).returningAll().executeTakeFirst();
  if (row) await removeFiles(ctx, filesOf(row));
}

export function mediaUrl(relPath: string): string {
  return `/media/${relPath}`;
}

export function toPicture(row: Pick<MediaRow, 'path' | 'width' | 'height' | 'variants'>): Picture {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  const srcset = (key: 'avif' | 'webp') => variants.map((v) => `${mediaUrl(v[key])} ${v.width}w`).join(', ');
  return { src: mediaUrl(row.path), width: row.width, height: row.height, avif: srcset('avif'), webp: srcset('webp') };
}

export function filesOf(row: Pick<MediaRow, 'path' | 'variants'>): string[] {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  return [row.path, ...variants.flatMap((v) => [v.webp, v.avif])];
}

async function save(ctx: AppContext, written: string[], data: Buffer, ext: MediaExtension, folder: string, stem?: string) {
  const { relPath } = await ctx.media.save(data, ext, folder, stem);
  written.push(relPath);
  return relPath;
}

async function removeFiles(ctx: AppContext, paths: string[]) {
  await Promise.all(paths.map((p) => ctx.media.remove(p).catch(() => undefined)));
}

async function recordFiles(
  ctx: AppContext,
  drawn: boolean | undefined,
  writeFiles: (
    written: string[],
  ) => Promise<Omit<MediaRow, 'id' | 'created_at' | 'variants' | 'drawn'> & { variants: StoredVariant[] }>,
): Promise<MediaRow> {
  const written: string[] = [];
  try {
    const files = await writeFiles(written);
    return await ctx.db
      .insertInto('media')
      .values({ ...files, variants: JSON.stringify(files.variants), drawn: drawn ? 1 : 0, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await removeFiles(ctx, written);
    throw error;
  }
}

/**
 * Start-up repair after a hard stop: removes complete files that no media row points at (written
 * just before a crash, before their row). Only files older than `olderThanMs`: another process
 * sharing the folder may be between writing a file and committing its row right now.
 */
export async function removeOrphanFiles(ctx: AppContext, olderThanMs: number): Promise<number> {
  const files = await ctx.media.listFiles({ olderThanMs });
  const rows = await ctx.db.selectFrom('media').select(['path', 'variants']).execute();
  const known = new Set(rows.flatMap(filesOf));
  const orphans = files.filter((f) => !known.has(f));
  await removeFiles(ctx, orphans);
  return orphans.length;
}
