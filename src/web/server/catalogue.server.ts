import type { AppLoadContext } from 'react-router';
import type { Lang } from '../../domain/languages';
import { priceLineParts } from '../../domain/price-line';
import type { Service } from '../../domain/services';
import { translator } from '../../i18n/translate';
import { findServiceBySlug, listCategories, listServices, serviceGallery } from '../../server/services/repository';
import { readCompany } from '../../server/settings/repository';
import { serviceJsonLd } from './json-ld.server';

/** A service as a page shows it: the catalogue's fields plus its one price line's parts ('$26', 'per sq ft'). */
function withPrice<T extends Service>(service: T, lang: Lang) {
  const { price, unit } = priceLineParts(translator(lang), lang, service);
  return { ...service, price, unit };
}

/** What a catalogue card needs, and nothing more (it travels in the page). */
function toCard(service: Service, lang: Lang) {
  const { price, unit } = priceLineParts(translator(lang), lang, service);
  return {
    id: service.id,
    slug: service.slug,
    name: service.name,
    description: service.description,
    features: service.features,
    unit,
    price,
    demand: service.demand,
    isFeatured: service.isFeatured,
    categoryId: service.category.id,
    quoteService: service.quoteService,
    image: service.image,
  };
}

export type ServiceCardData = ReturnType<typeof toCard>;

/** The catalogue: every category and every active service, in the visitor's language. */
export async function loadCatalogue({ app, lang }: AppLoadContext) {
  const [categories, services] = await Promise.all([
    listCategories(app.db, lang),
    listServices(app.db, { lang, activeOnly: true }),
  ]);
  return { categories, services: services.map((s) => toCard(s, lang)) };
}

/** One active service with its full detail, gallery and structured data, or null (unknown or inactive). */
export async function loadServiceDetail({ app, lang }: AppLoadContext, slug: string) {
  const [service, company] = await Promise.all([findServiceBySlug(app.db, slug, lang), readCompany(app.db)]);
  if (!service) return null;
  const gallery = await serviceGallery(app.db, service.id, lang, service.name);
  return { service: withPrice(service, lang), gallery, jsonLd: serviceJsonLd(service, company, app.config.publicUrl, lang) };
}
