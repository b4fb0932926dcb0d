import { z } from 'zod';
import { QUOTE_SERVICES } from './quote/options.js';
import { IMAGE_TYPES } from './service-admin.js';
import { DEMANDS, PRICE_TYPES } from './services.js';

/** What the Service Management API answers (docs/decisions/0006-api-shapes.md); the admin page reads the same types. */

export const serviceImageSchema = z.object({
  id: z.number(),
  image_url: z.string(),
  image_type: z.enum(IMAGE_TYPES),
  image_alt_text: z.string(),
  sort_order: z.number(),
});
export type ServiceImage = z.infer<typeof serviceImageSchema>;

export const serviceTextViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  features: z.array(z.string()),
  requirements: z.array(z.string()),
  meta_title: z.string(),
  meta_description: z.string(),
  seo_keywords: z.string(),
  steps: z.array(z.object({ title: z.string(), detail: z.string() })),
  importance: z.string(),
  frequency: z.string(),
  benefits: z.array(z.string()),
});

export const adminServiceSchema = serviceTextViewSchema.extend({
  id: z.number(),
  slug: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  base_price: z.number(),
  price_per_sqft: z.number().nullable(),
  price_per_linear_ft: z.number().nullable(),
  price_type: z.enum(PRICE_TYPES),
  estimated_duration_minutes: z.number(),
  demand: z.enum(DEMANDS),
  quote_service: z.enum(QUOTE_SERVICES).nullable(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number(),
  primary_image_url: z.string().nullable(),
  primary_image_alt_text: z.string().nullable(),
  images: z.array(serviceImageSchema),
  /** Texts in Spanish and Portuguese as stored; empty when the language falls back to English. */
  translations: z.object({ es: serviceTextViewSchema, pt: serviceTextViewSchema }),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const paginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export type Pagination = z.infer<typeof paginationSchema>;

export const GENERATION_STATUSES = ['pending', 'completed', 'failed'] as const;

export const generationLogSchema = z.object({
  id: z.number(),
  prompt: z.string(),
  generation_status: z.enum(GENERATION_STATUSES),
  generated_image_url: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  created_by_username: z.string().nullable(),
  generation_time_ms: z.number().nullable(),
});
export type GenerationLog = z.infer<typeof generationLogSchema>;
