import type { Kysely, Selectable } from 'kysely';
import type { DB, QuoteRequestsTable } from '../db/schema.js';
import { areaOf, filesOf } from '../quotes/repository.js';
import { serviceNamesBySlug } from '../services/repository.js';
import { priceEstimateSchema, type QuoteView } from './schemas.js';

/** A JSON text list; anything unreadable counts as empty rather than failing the page. */
export function jsonList(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The catalogue service a request came from, with its names; the slug alone once the service is deleted. */
export async function catalogueServices(db: Kysely<DB>, slugs: (string | null)[]) {
  const names = await serviceNamesBySlug(
    db,
    slugs.filter((s): s is string => s !== null),
  );
  return (slug: string | null) => (slug === null ? null : { slug, names: names.get(slug) ?? {} });
}

function jsonEstimate(text: string) {
  try {
    const stored = JSON.parse(text) as { breakdown?: { description?: string }[] };
    // Requests stored before breakdown lines had descriptions read with an empty one.
    for (const line of stored.breakdown ?? []) line.description ??= '';
    const parsed = priceEstimateSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toView(
  row: Selectable<QuoteRequestsTable>,
  files: QuoteView['files'],
  catalogueService: QuoteView['catalogue_service'],
): QuoteView {
  return {
    id: row.id,
    reference: row.reference,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status: row.status,
    language_code: row.language_code,
    property_type: row.property_type,
    property_size: row.property_size,
    services: jsonList(row.services),
    catalogue_service: catalogueService,
    timeline: row.timeline,
    budget: row.budget,
    urgency: row.urgency,
    plant_preferences: jsonList(row.plant_preferences),
    style_preferences: jsonList(row.style_preferences),
    material_selection: jsonList(row.material_selection),
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    message: row.message,
    estimate: jsonEstimate(row.estimate),
    total_price: row.total_price,
    area_estimate: areaOf(row),
    files,
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
  return rows.map((r) => toView(r, files.get(r.id) ?? [], catalogue(r.catalogue_service)));
}
