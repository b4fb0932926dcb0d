import { linkRow } from '../clients/linking.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isLang, type Lang } from '../../domain/languages.js';
import { QUOTE_SERVICES, type QuoteService } from '../../domain/quote/options.js';
import type { DescribedEstimate } from '../../domain/quote/describe.js';
import type { StoredJob } from '../../domain/quote/job.js';
import type { AreaEstimate } from '../../domain/quote/pricing.js';
import { leadSourceColumns } from '../../domain/lead-source.js';
import type { QuoteRequest } from '../../domain/quote/schema.js';
import type { DB, LeadStatus, QuoteRequestsTable } from '../db/schema.js';
import { priceEstimateSchema, storedJobSchema } from '../leads/schemas.js';
import type { StoredFile } from './attachments.js';

/** Quote requests and their files as the quote builder writes them, and the one reader of a stored request. */

export interface QuoteFileInfo {
  id: number;
  name: string;
  mime: string;
  size: number;
}

/**
 * A quote request with every field: the one reading of a quote_requests row (readQuoteRow). The
 * e-mails and POST /api/quotes use it as it is; the account and leads APIs show it as a QuoteView
 * (leads/quotes.ts), and analytics reads its list columns with jsonList.
 */
export interface QuoteDetail {
  id: number;
  reference: string;
  createdAt: string;
  status: LeadStatus;
  propertyType: string;
  propertySize: string;
  services: QuoteService[];
  /** The catalogue service the visitor came from (a slug), besides the quote services. */
  catalogueService: string | null;
  totalPrice: number;
  files: QuoteFileInfo[];
  userId: number | null;
  /** The language code as stored (what the APIs show). */
  languageCode: string;
  /** The supported language it names, English otherwise (what the e-mails are written in). */
  language: Lang;
  timeline: string;
  budget: string | null;
  urgency: string;
  plantPreferences: string[];
  stylePreferences: string[];
  materialSelection: string[];
  contactInfo: { name: string; email: string; phone: string | null; address: string | null; message: string | null };
  /** Null when the stored estimate cannot be read (requests written by this code always have one). */
  estimate: DescribedEstimate | null;
  /** The range from the per-sq-ft rates, when the visitor gave an approximate area. */
  areaEstimate: AreaEstimate | null;
  /** The job as quoted (catalogue services, quantities, unit prices) and its range; null before the price book. */
  job: StoredJob | null;
  updatedAt: string;
}

/** A request as just stored or replayed by its idempotency key: its estimate is always there. */
export type SubmittedQuote = QuoteDetail & { estimate: DescribedEstimate };

export interface NewQuote {
  reference: string;
  userId: number | null;
  idempotencyKey: string | null;
  request: QuoteRequest;
  estimate: DescribedEstimate;
  areaEstimate: AreaEstimate | null;
  job: StoredJob;
  now: string;
}

const orNull = (s: string | undefined) => (s ? s : null);

/** Stores the request, its media rows and file links; call inside a transaction. Returns the new id. */
export async function insertQuote(trx: Transaction<DB>, quote: NewQuote, files: StoredFile[]): Promise<number> {
  const { request: r, now } = quote;
  const { id } = await trx
    .insertInto('quote_requests')
    .values({
      reference: quote.reference,
      user_id: quote.userId,
      idempotency_key: quote.idempotencyKey,
      language_code: r.language,
      property_type: r.propertyType,
      property_size: r.propertySize,
      services: JSON.stringify([...new Set(r.services)]),
      timeline: r.timeline,
      budget: r.budget ?? null,
      urgency: r.urgency,
      plant_preferences: JSON.stringify(r.plantPreferences),
      style_preferences: JSON.stringify(r.stylePreferences),
      material_selection: JSON.stringify(r.materialSelection),
      name: r.contactInfo.name,
      email: r.contactInfo.email,
      phone: orNull(r.contactInfo.phone),
      address: orNull(r.contactInfo.address),
      message: orNull(r.contactInfo.message),
      catalogue_service: r.catalogueService ?? null,
      estimate: JSON.stringify(quote.estimate),
      total_price: quote.estimate.totalPrice,
      area_sqft: quote.areaEstimate?.areaSqft ?? null,
      area_low_cents: quote.areaEstimate?.lowCents ?? null,
      area_high_cents: quote.areaEstimate?.highCents ?? null,
      job_lines: JSON.stringify(quote.job.lines),
      range_low_cents: quote.job.low_cents,
      range_high_cents: quote.job.high_cents,
      status: 'new',
      ...leadSourceColumns(r.source),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkRow(trx, 'quote_requests', id);
  for (const file of files) {
    const media = await trx
      .insertInto('media')
      .values({
        path: file.relativePath,
        mime: file.mime,
        size: file.size,
        width: file.width,
        height: file.height,
        variants: '[]',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quote_files')
      .values({ quote_id: id, media_id: media.id, original_name: file.originalName, mime: file.mime, size: file.size })
      .execute();
  }
  return id;
}

export async function referenceExists(db: Kysely<DB>, reference: string): Promise<boolean> {
  const row = await db.selectFrom('quote_requests').select('id').where('reference', '=', reference).executeTakeFirst();
  return Boolean(row);
}

/** The request an idempotency key already created, if any. */
export async function findQuoteByIdempotencyKey(db: Kysely<DB>, key: string): Promise<SubmittedQuote | undefined> {
  const row = await db.selectFrom('quote_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  return row && submitted(row, await filesOf(db, [row.id]));
}

/** One request with its files (what the e-mails are written from). */
export async function findQuote(db: Kysely<DB>, id: number): Promise<SubmittedQuote | undefined> {
  const row = await db.selectFrom('quote_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row && submitted(row, await filesOf(db, [row.id]));
}

function submitted(row: QuoteRow, files: Map<number, QuoteFileInfo[]>): SubmittedQuote {
  const quote = readQuoteRow(row, files.get(row.id) ?? []);
  const { estimate } = quote;
  if (!estimate) throw new Error(`Quote request ${row.id} has no readable estimate`);
  return { ...quote, estimate };
}

/**
 * The quote service a ?service= id stands for: one of the six quote services itself, or an active
 * catalogue service whose quote_service column maps it to one.
 */
export async function resolveQuoteService(db: Kysely<DB>, id: string): Promise<QuoteService | null> {
  if ((QUOTE_SERVICES as readonly string[]).includes(id)) return id as QuoteService;
  const row = await db
    .selectFrom('services')
    .select('quote_service')
    .where('slug', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  const mapped = row?.quote_service;
  return mapped && (QUOTE_SERVICES as readonly string[]).includes(mapped) ? (mapped as QuoteService) : null;
}

/** True when the slug names an active catalogue service that maps to one of the chosen quote services. */
export async function catalogueServiceFits(db: Kysely<DB>, slug: string, services: QuoteService[]): Promise<boolean> {
  const row = await db
    .selectFrom('services')
    .select('quote_service')
    .where('slug', '=', slug)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Boolean(row?.quote_service && (services as string[]).includes(row.quote_service));
}

type QuoteRow = Selectable<QuoteRequestsTable>;

/** The stored area range, or null when the visitor gave no area. */
function areaOf(row: Pick<QuoteRow, 'area_sqft' | 'area_low_cents' | 'area_high_cents'>): AreaEstimate | null {
  return row.area_sqft === null || row.area_low_cents === null || row.area_high_cents === null
    ? null
    : { areaSqft: row.area_sqft, lowCents: row.area_low_cents, highCents: row.area_high_cents };
}

/** The files of these quote requests, by request id (the dashboard, the inbox and the lead page read them here). */
export async function filesOf(db: Kysely<DB>, quoteIds: number[]): Promise<Map<number, QuoteFileInfo[]>> {
  const byQuote = new Map<number, QuoteFileInfo[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .selectFrom('quote_files')
    .select(['id', 'quote_id', 'original_name', 'mime', 'size'])
    .where('quote_id', 'in', quoteIds)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const files = byQuote.get(r.quote_id) ?? [];
    files.push({ id: r.id, name: r.original_name, mime: r.mime, size: r.size });
    byQuote.set(r.quote_id, files);
  }
  return byQuote;
}

/** A JSON text list column; anything unreadable counts as empty rather than failing the page. */
export function jsonList(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored estimate, or null when it cannot be read. */
function storedEstimate(text: string): DescribedEstimate | null {
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

/** The stored job, or null for a request sent before the price book (or one that cannot be read). */
function storedJob(row: Pick<QuoteRow, 'job_lines' | 'range_low_cents' | 'range_high_cents'>): StoredJob | null {
  if (row.job_lines === null || row.range_low_cents === null || row.range_high_cents === null) return null;
  try {
    const parsed = storedJobSchema.safeParse({
      lines: JSON.parse(row.job_lines),
      low_cents: row.range_low_cents,
      high_cents: row.range_high_cents,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The one reader of a quote_requests row, with the request's files. */
export function readQuoteRow(row: QuoteRow, files: QuoteFileInfo[]): QuoteDetail {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    status: row.status,
    propertyType: row.property_type,
    propertySize: row.property_size,
    services: jsonList(row.services) as QuoteService[],
    catalogueService: row.catalogue_service,
    totalPrice: row.total_price,
    files,
    userId: row.user_id,
    languageCode: row.language_code,
    language: isLang(row.language_code) ? row.language_code : 'en',
    timeline: row.timeline,
    budget: row.budget,
    urgency: row.urgency,
    plantPreferences: jsonList(row.plant_preferences),
    stylePreferences: jsonList(row.style_preferences),
    materialSelection: jsonList(row.material_selection),
    contactInfo: { name: row.name, email: row.email, phone: row.phone, address: row.address, message: row.message },
    estimate: storedEstimate(row.estimate),
    areaEstimate: areaOf(row),
    job: storedJob(row),
    updatedAt: row.updated_at,
  };
}

/** A signed-in user's contact details, to prefill the quote builder's last step. */
export async function contactDefaultsFor(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone', 'address'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
  };
}
