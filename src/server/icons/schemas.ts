import { z } from 'zod';
import { IMAGE_SIZES } from '../images/generation/index.js';

/** Request and response shapes of the icons API (docs/decisions/0006-api-shapes.md). Messages are i18n keys. */

const optionalText = (max: number) =>
  z
    .string({ error: 'icons.errors.invalid' })
    .trim()
    .max(max, 'icons.errors.tooLong')
    .nullish()
    .transform((value) => value || null);

const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, 'icons.errors.tooLong');

export const iconFields = z.object({
  name: requiredText(100, 'icons.errors.nameRequired'),
  category: requiredText(60, 'icons.errors.categoryRequired'),
  description: optionalText(500),
  usage_context: optionalText(200),
  prompt: optionalText(1000),
});

/** Size 512x512, quality standard, style vivid unless asked otherwise (docs/decisions/0004-product-rules.md). */
export const generationOptions = z.object({
  size: z.enum(IMAGE_SIZES, 'icons.errors.size').default('512x512'),
  quality: z.enum(['standard', 'hd'], 'icons.errors.option').default('standard'),
  style: z.enum(['vivid', 'natural'], 'icons.errors.option').default('vivid'),
});

const prompt = requiredText(1000, 'icons.errors.promptRequired');

export const generateBody = generationOptions.extend({ prompt });
export const generateNewBody = iconFields.extend(generationOptions.shape).extend({ prompt });

export const iconIdParams = z.object({ id: z.coerce.number().int().positive() });

export const iconSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  usage_context: z.string().nullable(),
  /** Site-relative: the site origin plus this is the picture. */
  image_url: z.string().nullable(),
  dalle_prompt: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Icon = z.infer<typeof iconSchema>;
export type IconFields = z.infer<typeof iconFields>;

export const categorySummarySchema = z.object({ category: z.string(), icon_count: z.number() });

export const iconResponse = z.object({ success: z.literal(true), data: iconSchema, message: z.string().optional() });
export const iconListResponse = z.object({ success: z.literal(true), data: z.array(iconSchema) });
