import type { Selectable } from 'kysely';
import type { Picture } from '../../domain/media.js';
import { DEMANDS, PRICE_TYPES, type Demand, type PriceType, type Service, type ServiceStep } from '../../domain/services.js';
import type { ServiceRow, ServiceTranslationsTable } from '../db/schema.js';

/**
 * The one place that turns database rows into the Service shape: 0/1 flags become booleans,
 * JSON text lists become arrays. Every reader of services (public pages, API, admin) goes through it.
 */
export type TranslationRow = Selectable<ServiceTranslationsTable>;

export const flag = (value: number | boolean | null | undefined) => value === 1 || value === true;
export const toFlag = (value: boolean) => (value ? 1 : 0);

/** A JSON text list; anything unreadable becomes an empty list rather than a failed page. */
export function parseList<T = string>(text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const toJsonList = (items: readonly unknown[]) => JSON.stringify(items);

export function parseSteps(text: string | null | undefined): ServiceStep[] {
  return parseList<ServiceStep | string>(text).map((step) =>
    typeof step === 'string'
      ? { title: step, detail: '' }
      : { title: String(step.title ?? ''), detail: String(step.detail ?? '') },
  );
}

const priceType = (value: string): PriceType =>
  (PRICE_TYPES as readonly string[]).includes(value) ? (value as PriceType) : 'fixed';
const demand = (value: string): Demand => ((DEMANDS as readonly string[]).includes(value) ? (value as Demand) : 'medium');

export function toService(
  row: ServiceRow,
  text: TranslationRow,
  category: { id: number; slug: string; name: string },
  image: Picture | null,
  imageAlt: string,
): Service {
  return {
    id: row.id,
    slug: row.slug,
    category,
    name: text.name,
    description: text.description,
    unit: text.unit,
    features: parseList(text.features),
    requirements: parseList(text.requirements),
    steps: parseSteps(text.steps),
    importance: text.importance,
    frequency: text.frequency,
    benefits: parseList(text.benefits),
    metaTitle: text.meta_title,
    metaDescription: text.meta_description,
    seoKeywords: text.seo_keywords,
    basePrice: Number(row.base_price),
    pricePerSqft: row.price_per_sqft === null ? null : Number(row.price_per_sqft),
    pricePerLinearFt: row.price_per_linear_ft === null ? null : Number(row.price_per_linear_ft),
    priceType: priceType(row.price_type),
    durationMinutes: row.estimated_duration_minutes,
    demand: demand(row.demand),
    isFeatured: flag(row.is_featured),
    isActive: flag(row.is_active),
    sortOrder: row.sort_order,
    quoteService: row.quote_service,
    imagePrompt: row.image_prompt,
    version: row.version,
    image,
    imageAlt,
  };
}
