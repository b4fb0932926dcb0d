/**
 * Raster image processing: validation, decoding with pixel-bomb defences,
 * orientation, metadata stripping, re-encoding and responsive variants.
 */
import sharp from 'sharp';
import { MediaError, tooLargeError } from './errors.js';
import { sniffType, type SniffedType } from './sniff.js';

export interface ProcessOptions {
  /** Maximum input size in bytes (default 10 MB). */
  maxBytes?: number;
  /** Maximum decoded pixel count, width × height (default 40 million). */
  maxPixels?: number;
  /** Longest side of the output, larger images are scaled down (default 2400). */
  maxDimension?: number;
}

export interface ProcessedImage {
  buffer: Buffer;
  width: number;
  height: number;
  format: 'webp';
}

export interface ImageVariant {
  width: number;
  height: number;
  webp: Buffer;
  avif: Buffer;
}

export interface VariantOptions {
  maxBytes?: number;
  maxPixels?: number;
}

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_PIXELS = 40_000_000;
export const DEFAULT_MAX_DIMENSION = 2400;
export const DEFAULT_VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280];

const WEBP_OPTIONS: sharp.WebpOptions = { quality: 82, effort: 4 };
const AVIF_OPTIONS: sharp.AvifOptions = { quality: 55, effort: 2 };
const RASTER_TYPES: ReadonlySet<SniffedType> = new Set(['jpeg', 'png', 'gif', 'webp', 'avif']);
/** Formats sharp may report for the accepted types (AVIF is decoded by libheif). */
const SHARP_FORMATS: Readonly<Record<string, SniffedType>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  heif: 'avif',
};

function checkInput(buf: Buffer, maxBytes: number): void {
  if (!Buffer.isBuffer(buf) || buf.length === 0) throw new MediaError('not_an_image');
  // Size is checked before anything looks at the content.
  if (buf.length > maxBytes) throw tooLargeError(maxBytes);
  const type = sniffType(buf);
  if (type === null || !RASTER_TYPES.has(type)) throw new MediaError('unsupported_type');
}

/** Maps any error thrown by sharp/libvips to a MediaError without leaking its text. */
function toMediaError(err: unknown): MediaError {
  if (err instanceof MediaError) return err;
  const text = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(text)) return new MediaError('too_many_pixels');
  return new MediaError('not_an_image');
}

function decoder(buf: Buffer, maxPixels: number): sharp.Sharp {
  return sharp(buf, {
    limitInputPixels: maxPixels,
    failOn: 'error',
    animated: false, // first frame only for GIF/WebP animations
    sequentialRead: true,
  });
}

/**
 * Reads the header, checks the real format and the pixel count before the
 * image is decoded, and returns the displayed (EXIF-oriented) size.
 */
async function inspect(buf: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  const meta = await decoder(buf, maxPixels).metadata();
  const format = meta.format ? SHARP_FORMATS[meta.format] : undefined;
  if (!format || (meta.format === 'heif' && meta.compression !== 'av1')) {
    throw new MediaError('unsupported_type');
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width <= 0 || height <= 0) throw new MediaError('not_an_image');
  if (width * height > maxPixels) throw new MediaError('too_many_pixels');
  const rotated = (meta.orientation ?? 1) >= 5;
  return rotated ? { width: height, height: width } : { width, height };
}

/**
 * Validates an uploaded raster image and re-encodes it as WebP (quality 82),
 * oriented according to EXIF, scaled to fit `maxDimension`, with all metadata
 * (EXIF, GPS, ICC, comments) removed. Throws MediaError on any failure.
 */
export async function processRaster(buf: Buffer, opts: ProcessOptions = {}): Promise<ProcessedImage> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const maxDimension = opts.maxDimension ?? DEFAULT_MAX_DIMENSION;
  checkInput(buf, maxBytes);
  try {
    await inspect(buf, maxPixels);
    const { data, info } = await decoder(buf, maxPixels)
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.height, format: 'webp' };
  } catch (err) {
    throw toMediaError(err);
  }
}

/** The widths to produce for a source of `sourceWidth` pixels: never upscaled, at least one. */
export function variantWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const chosen = [...new Set(widths.filter((w) => Number.isInteger(w) && w > 0 && w <= sourceWidth))];
  chosen.sort((a, b) => a - b);
  return chosen.length > 0 ? chosen : [sourceWidth];
}

/**
 * Produces responsive variants (WebP + AVIF) for each requested width that is
 * not larger than the source. Always returns at least one variant (the source
 * width when every requested width is larger). Metadata is stripped.
 */
export async function makeVariants(
  buf: Buffer,
  widths: readonly number[] = DEFAULT_VARIANT_WIDTHS,
  opts: VariantOptions = {},
): Promise<ImageVariant[]> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  checkInput(buf, maxBytes);
  try {
    const source = await inspect(buf, maxPixels);
    const targets = variantWidths(source.width, widths);
    // Decode once, already oriented and reduced to the largest variant; every
    // variant is then resized from this raw copy.
    const { data, info } = await decoder(buf, maxPixels)
      .rotate()
      .resize({ width: targets[targets.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return await Promise.all(
      targets.map(async (width) => {
        const resized = base.clone().resize({ width, withoutEnlargement: true });
        const [webp, avif] = await Promise.all([
          resized.clone().webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true }),
          resized.clone().avif(AVIF_OPTIONS).toBuffer(),
        ]);
        return { width: webp.info.width, height: webp.info.height, webp: webp.data, avif };
      }),
    );
  } catch (err) {
    throw toMediaError(err);
  }
}
