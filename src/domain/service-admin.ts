import { z } from 'zod';
import { QUOTE_SERVICES } from './quote/options.js';
import { DEMANDS, PRICE_TYPES } from './services.js';

/**
 * The Service Management form and API (the Service of docs/decisions/0006-api-shapes.md): one set of zod schemas used
 * by the admin page before it sends and by the server when it receives. Messages are i18n keys
 * of the adminServices area, translated where they are shown.
 */

export const ADMIN_SERVICES_PAGE_SIZE = 20;
export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const IMAGE_TYPES = ['gallery', 'primary', 'thumbnail'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** Languages whose texts may be left empty: they then fall back to English. */
export const TRANSLATED_LANGS = ['es', 'pt'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PROMPT_CHARS = 1000;

const MAX_PRICE = 10_000_000;
const MAX_MINUTES = 100_000;
const MAX_SORT = 100_000;

const text = (max: number) => z.string().trim().max(max, 'adminServices.validation.tooLong');
const list = z
  .array(z.string().trim().min(1).max(200, 'adminServices.validation.tooLong'))
  .max(50, 'adminServices.validation.tooMany');
const amount = z
  .number('adminServices.validation.number')
  .min(0, 'adminServices.validation.notNegative')
  .max(MAX_PRICE, 'adminServices.validation.tooLarge');
const whole = (max: number) =>
  z
    .number('adminServices.validation.number')
    .int('adminServices.validation.whole')
    .min(0, 'adminServices.validation.notNegative')
    .max(max, 'adminServices.validation.tooLarge');

/** The texts a service has in each language. */
export const serviceTextSchema = z.object({
  name: text(120).default(''),
  description: text(2000).default(''),
  unit: text(40).default(''),
  features: list.default([]),
  requirements: list.default([]),
  meta_title: text(120).default(''),
  meta_description: text(320).default(''),
  seo_keywords: text(500).default(''),
});
export type ServiceText = z.output<typeof serviceTextSchema>;
export const SERVICE_TEXT_FIELDS = Object.keys(serviceTextSchema.shape) as (keyof ServiceText)[];

export const MAX_STEPS = 20;

/**
 * The sections of a service's page (Our Process, Why It Matters, Recommended Frequency, Key
 * Benefits) in one language. A field left out of a save keeps what is stored; a page hides a
 * section without content.
 */
export const serviceDetailSchema = z.object({
  steps: z
    .array(
      z.object({
        title: z
          .string('adminServices.validation.stepTitle')
          .trim()
          .min(1, 'adminServices.validation.stepTitle')
          .max(120, 'adminServices.validation.tooLong'),
        detail: text(600).default(''),
      }),
    )
    .max(MAX_STEPS, 'adminServices.validation.tooMany')
    .optional(),
  importance: text(2000).optional(),
  frequency: text(300).optional(),
  benefits: list.optional(),
});
export type ServiceDetail = z.output<typeof serviceDetailSchema>;
export const SERVICE_DETAIL_FIELDS = Object.keys(serviceDetailSchema.shape) as (keyof ServiceDetail)[];

/** Everything a service says in one language. */
const serviceLanguageSchema = serviceTextSchema.extend(serviceDetailSchema.shape);
export type ServiceLanguageText = z.output<typeof serviceLanguageSchema>;

/** Every field of the Add/Edit form. English texts sit at the top level (name is required). */
export const serviceFormSchema = serviceLanguageSchema.extend({
  name: z
    .string('adminServices.validation.nameRequired')
    .trim()
    .min(1, 'adminServices.validation.nameRequired')
    .max(120, 'adminServices.validation.tooLong'),
  category_id: z.number('adminServices.validation.categoryRequired').int().min(1, 'adminServices.validation.categoryRequired'),
  base_price: amount.default(0),
  price_per_sqft: amount.nullable().default(null),
  price_per_linear_ft: amount.nullable().default(null),
  price_type: z.enum(PRICE_TYPES).default('fixed'),
  estimated_duration_minutes: whole(MAX_MINUTES).default(0),
  demand: z.enum(DEMANDS).default('medium'),
  quote_service: z.enum(QUOTE_SERVICES).nullable().default(null),
  is_featured: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: whole(MAX_SORT).default(0),
  translations: z
    .object({
      es: serviceLanguageSchema.default(serviceLanguageSchema.parse({})),
      pt: serviceLanguageSchema.default(serviceLanguageSchema.parse({})),
    })
    .default({ es: serviceLanguageSchema.parse({}), pt: serviceLanguageSchema.parse({}) }),
});
export type ServiceForm = z.output<typeof serviceFormSchema>;

/**
 * A full edit may carry the version it was made from: a save from a stale copy is refused. Without
 * it (an API client written from SPEC.md) the edit is saved over whatever is there.
 */
export const serviceUpdateSchema = serviceFormSchema.extend({
  version: z
    .number('adminServices.validation.versionRequired')
    .int('adminServices.validation.versionRequired')
    .min(1, 'adminServices.validation.versionRequired')
    .optional(),
});

/** The list's toggles send one flag and nothing else (docs/decisions/0006-api-shapes.md). */
export const activeToggleSchema = z.strictObject({ is_active: z.boolean() });
export const featuredToggleSchema = z.strictObject({ is_featured: z.boolean() });

export const imageFieldsSchema = z.object({
  image_type: z.enum(IMAGE_TYPES, 'adminServices.validation.imageType').default('gallery'),
  image_alt_text: text(200).default(''),
  sort_order: whole(MAX_SORT).default(0),
});

export const generateImageSchema = imageFieldsSchema.extend({
  prompt: z
    .string('adminServices.images.promptRequired')
    .trim()
    .min(1, 'adminServices.images.promptRequired')
    .max(MAX_PROMPT_CHARS, 'adminServices.validation.tooLong'),
});

/** Non-numeric entries become 0 (docs/decisions/0007-screens.md). */
export function toNumber(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? n : 0;
}

/** An optional price: blank means "not set"; anything else follows toNumber. */
export function toOptionalNumber(value: string): number | null {
  return value.trim() === '' ? null : toNumber(value);
}

/** The alt text starts as the file name without extension, dashes and underscores as spaces (docs/decisions/0007-screens.md). */
export function altTextFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '');
  return base.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** One list item per non-empty line (features and requirements are edited as lines of text). */
export function linesToList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The description is shown cut to 100 characters (docs/decisions/0007-screens.md). */
export function previewText(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** Minutes as hours and minutes ("2h 30m", "45m", "3h"). */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
