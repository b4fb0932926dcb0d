import { z } from 'zod';
import { LANGUAGES } from '../../domain/languages.js';
import { DEMANDS, PRICE_TYPES } from '../../domain/services.js';

/** Response shapes of the catalogue API (public and admin). */

export const pictureSchema = z.object({
  src: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  avif: z.string(),
  webp: z.string(),
});

export const categorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const serviceSchema = z.object({
  id: z.number(),
  slug: z.string(),
  category: categorySchema,
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  features: z.array(z.string()),
  requirements: z.array(z.string()),
  steps: z.array(z.object({ title: z.string(), detail: z.string() })),
  importance: z.string(),
  frequency: z.string(),
  benefits: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  seoKeywords: z.string(),
  basePrice: z.number(),
  pricePerSqft: z.number().nullable(),
  pricePerLinearFt: z.number().nullable(),
  priceType: z.enum(PRICE_TYPES),
  durationMinutes: z.number(),
  demand: z.enum(DEMANDS),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  quoteService: z.string().nullable(),
  imagePrompt: z.string().nullable(),
  version: z.number(),
  image: pictureSchema.nullable(),
  imageAlt: z.string(),
});

export const langQuery = z.enum(LANGUAGES).optional();
