import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { filesOf, type QuoteDetail, readQuoteRow } from '../quotes/repository.js';
import { serviceNamesBySlug } from '../services/repository.js';
import type { QuoteView } from './schemas.js';

/** The catalogue service a request came from, with its names; the slug alone once the service is deleted. */
export async function catalogueServices(db: Kysely<DB>, slugs: (string | null)[]) {
  const names = await serviceNamesBySlug(
    db,
    slugs.filter((s): s is string => s !== null),
  );
  return (slug: string | null) => (slug === null ? null : { slug, names: names.get(slug) ?? {} });
}

/** A request as the account and leads APIs show it (snake_case, the catalogue service with its names). */
function toView(q: QuoteDetail, catalogueService: QuoteView['catalogue_service']): QuoteView {
  const { contactInfo: c } = q;
  return {
    id: q.id,
    reference: q.reference,
    created_at: q.createdAt,
    updated_at: q.updatedAt,
    status: q.status,
    language_code: q.languageCode,
    property_type: q.propertyType,
    property_size: q.propertySize,
    services: q.services,
    catalogue_service: catalogueService,
    timeline: q.timeline,
    budget: q.budget,
    urgency: q.urgency,
    plant_preferences: q.plantPreferences,
    style_preferences: q.stylePreferences,
    material_selection: q.materialSelection,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    message: c.message,
    estimate: q.estimate,
    total_price: q.totalPrice,
    area_estimate: q.areaEstimate,
    job: q.job,
    files: q.files,
  };
}

/** Quote requests with their files, newest first; `userId` limits them to one account's own. */
export async function readQuotes(db: Kysely<DB>, filter: { userId?: number; id?: number }): Promise<QuoteView[]> {
  let query = db.selectFrom('quote_requests').selectAll();
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const [files, catalogue] = await Promise.all([
    filesOf(
      db,
      rows.map((r) => r.id),
    ),
    catalogueServices(
      db,
      rows.map((r) => r.catalogue_service),
    ),
  ]);
  return rows.map((r) => toView(readQuoteRow(r, files.get(r.id) ?? []), catalogue(r.catalogue_service)));
}
