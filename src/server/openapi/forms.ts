import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '../http/image-upload.js';

/**
 * Request bodies that routes read themselves (multipart forms), as the OpenAPI document shows them
 * (a route's `schema.bodies`): Fastify does not validate these, the route's own checks do.
 */

/** A file part of a multipart form. */
export const filePart = (description: string) => z.string().meta({ contentMediaType: 'application/octet-stream', description });

/** A form with one picture in the field `image`, and the route's text fields. */
export function imageForm(fields: z.ZodRawShape = {}) {
  const mb = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;
  return {
    'multipart/form-data': z.object({
      image: filePart(`The picture: JPEG, PNG, GIF, WebP or AVIF (the logo also SVG), at most ${mb} MB`),
      ...fields,
    }),
  };
}
