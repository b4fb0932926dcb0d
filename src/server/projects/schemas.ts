import { z } from 'zod';
import { PHOTO_KINDS } from '../../domain/projects.js';
import { pictureSchema } from '../services/schemas.js';

/** Response shapes of the project gallery API. */

const text = z.object({ title: z.string(), place: z.string(), description: z.string() });

export const publicProjectSchema = text.extend({
  id: z.number(),
  services: z.array(z.object({ slug: z.string(), name: z.string() })),
  before: pictureSchema.nullable(),
  after: pictureSchema.nullable(),
});

export const adminProjectSchema = text.extend({
  id: z.number(),
  translations: z.object({ es: text, pt: text }),
  service_ids: z.array(z.number()),
  is_published: z.boolean(),
  sort_order: z.number(),
  photos: z.object({ before: pictureSchema.nullable(), after: pictureSchema.nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});

export const projectParams = z.object({ id: z.coerce.number().int().positive() });
export const photoParams = projectParams.extend({ kind: z.enum(PHOTO_KINDS) });
