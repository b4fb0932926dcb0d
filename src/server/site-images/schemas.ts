import { z } from 'zod';
import { SITE_PICTURES } from '../images/site-pictures.js';

/** The logo plus the site's own pictures (hero, about, team): each has its upload purpose. */
export const UPLOAD_PURPOSES = ['logo', ...Object.values(SITE_PICTURES).map((p) => p.purpose)] as [string, ...string[]];

const text = (max: number) => z.string({ error: 'content.errors.invalid' }).trim().max(max, 'content.errors.tooLong');

/** The logo's editable information (docs/decisions/0006-api-shapes.md). */
export const imageInfoBody = z.object({
  alt_text: text(200).default(''),
  title: text(200).default(''),
  description: text(1000).default(''),
});

export const uploadFields = imageInfoBody.extend({
  upload_purpose: z.enum(UPLOAD_PURPOSES, { error: 'content.errors.purpose' }).default('logo'),
});

export const imageSchema = z.object({
  id: z.number(),
  /** Site-relative URL of the stored file. */
  file_path: z.string(),
  /** The name the file had when it was uploaded. */
  filename: z.string(),
  alt_text: z.string(),
  title: z.string(),
  description: z.string(),
  upload_purpose: z.string(),
  mime: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  created_at: z.string(),
});

export type SiteImage = z.infer<typeof imageSchema>;
export type ImageInfo = z.infer<typeof imageInfoBody>;
