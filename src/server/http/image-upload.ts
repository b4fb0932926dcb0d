import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaError, type MediaErrorCode } from '../images/errors.js';
import { HttpError } from './errors.js';

/** The upload limit for every image an admin sends (docs/decisions/0004-product-rules.md). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface ImageUpload {
  /** Text fields sent with the file (first value of each name). */
  fields: Record<string, string>;
  file: { buffer: Buffer; filename: string } | null;
}

/**
 * Multipart parsing for the calling plugin's scope only: one file of at most 10 MB and a few
 * short text fields. A larger file is read up to the limit and reported, never stored.
 */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 11 },
  });
}

/** Reads the image of field `fileField` and the text fields of a multipart request. */
export async function readImageUpload(request: FastifyRequest, fileField = 'image'): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'uploads.noFile');
  const fields: Record<string, string> = {};
  let file: ImageUpload['file'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
    } else if (part.fieldname !== fileField || file) {
      part.file.resume();
    } else {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'uploads.tooLarge');
      file = { buffer, filename: part.filename ?? '' };
    }
  }
  return { fields, file };
}

const MEDIA_ERROR_KEYS: Record<MediaErrorCode, string> = {
  unsupported_type: 'uploads.unsupportedType',
  too_large: 'uploads.tooLarge',
  not_an_image: 'uploads.notAnImage',
  too_many_pixels: 'uploads.tooManyPixels',
  invalid_svg: 'uploads.invalidSvg',
};

/** A refused image as a client error (its message a dictionary key); any other error is rethrown as is. */
export function uploadError(error: unknown, options: { svgAllowed?: boolean } = {}): unknown {
  if (!(error instanceof MediaError)) return error;
  const key = error.code === 'unsupported_type' && options.svgAllowed ? 'uploads.unsupportedLogo' : MEDIA_ERROR_KEYS[error.code];
  return new HttpError(error.code === 'too_large' ? 413 : 400, key);
}

/** A file name safe to store and show: its last segment, printable characters only, bounded. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = /[\u0000-\u001f\u007f<>"]/g;
  return base.replace(printable, '').trim().slice(0, 200);
}
