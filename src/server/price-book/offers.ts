import type { Kysely } from 'kysely';
import { isLang, type Lang } from '../../domain/languages.js';
import { unitPrice } from '../../domain/price-line.js';
import type { LineTexts, Offer } from '../../domain/quote/job.js';
import { QUOTE_SERVICES, type QuoteService } from '../../domain/quote/options.js';
import { PRICE_TYPES, type PriceType } from '../../domain/services.js';
import type { DB } from '../db/schema.js';

/** An active catalogue service as a quote request prices it, with its name and unit in every language it has. */
export type CatalogueOffer = Offer & LineTexts;

/**
 * The active catalogue services covered by a quote service, with their one price (price-line.ts)
 * read now: what POST /api/quotes prices the visitor's job with.
 */
export async function catalogueOffers(db: Kysely<DB>): Promise<CatalogueOffer[]> {
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('service_translations as t', 't.service_id', 's.id')
    .select([
      's.slug',
      's.quote_service',
      's.price_type',
      's.base_price',
      's.price_per_sqft',
      's.price_per_linear_ft',
      't.language_code',
      't.name',
      't.unit',
    ])
    .where('s.is_active', '=', 1)
    .where('s.quote_service', 'in', [...QUOTE_SERVICES])
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  const offers = new Map<string, CatalogueOffer>();
  for (const row of rows) {
    const priceType: PriceType = (PRICE_TYPES as readonly string[]).includes(row.price_type)
      ? (row.price_type as PriceType)
      : 'fixed';
    const offer = offers.get(row.slug) ?? {
      slug: row.slug,
      quoteService: row.quote_service as QuoteService,
      priceType,
      price: unitPrice({
        priceType,
        basePrice: Number(row.base_price),
        pricePerSqft: row.price_per_sqft === null ? null : Number(row.price_per_sqft),
        pricePerLinearFt: row.price_per_linear_ft === null ? null : Number(row.price_per_linear_ft),
      }),
      names: {},
      units: {},
    };
    if (isLang(row.language_code)) {
      const lang: Lang = row.language_code;
      offer.names[lang] = row.name;
      offer.units[lang] = row.unit;
    }
    offers.set(row.slug, offer);
  }
  return [...offers.values()];
}
