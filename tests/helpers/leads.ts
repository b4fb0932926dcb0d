import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { DEFAULT_PRICE_BOOK } from '../../src/domain/quote/price-book.js';
import { estimateQuote } from '../../src/domain/quote/pricing.js';
import type { QuoteService } from '../../src/domain/quote/options.js';
import type { LeadSource } from '../../src/domain/lead-source.js';
import { leadSourceColumns } from '../../src/domain/lead-source.js';
import type { DB, LeadStatus } from '../../src/server/db/schema.js';

/**
 * Leads written straight into the database, as the quote builder and the contact form store them
 * (those areas own the writing; the inbox and the dashboard only read). A lead given a status other
 * than 'new' counts as answered when it arrived, unless `first_response_at` says otherwise.
 */
export async function insertContactMessage(
  db: Kysely<DB>,
  fields: Partial<{
    name: string;
    email: string;
    phone: string;
    message: string;
    service_interest: string | null;
    status: LeadStatus;
    created_at: string;
    language_code: string;
    source: LeadSource;
    first_response_at: string | null;
  }> = {},
) {
  const now = fields.created_at ?? new Date().toISOString();
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: fields.name ?? 'Dana Contact',
      email: fields.email ?? 'dana@example.org',
      phone: fields.phone ?? null,
      service_interest: 'service_interest' in fields ? (fields.service_interest ?? null) : 'Lawn Maintenance',
      message: fields.message ?? 'Could you look at our backyard drainage?',
      language_code: fields.language_code ?? 'en',
      ...leadSourceColumns(fields.source),
      status: fields.status ?? 'new',
      first_response_at: firstResponse(fields, now),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const firstResponse = (fields: { status?: LeadStatus; first_response_at?: string | null }, now: string) =>
  'first_response_at' in fields ? (fields.first_response_at ?? null) : fields.status && fields.status !== 'new' ? now : null;

export async function insertQuoteRequest(
  db: Kysely<DB>,
  fields: Partial<{
    user_id: number | null;
    name: string;
    email: string;
    services: QuoteService[];
    status: LeadStatus;
    created_at: string;
    reference: string;
    message: string;
    catalogue_service: string;
    address: string;
    language_code: string;
    source: LeadSource;
    first_response_at: string | null;
  }> = {},
) {
  const now = fields.created_at ?? new Date().toISOString();
  const services = fields.services ?? ['landscape-design', 'irrigation'];
  const estimate = estimateQuote(
    { propertyType: 'residential', propertySize: 'large', services, timeline: 'soon', urgency: 'normal' },
    DEFAULT_PRICE_BOOK,
  );
  const row = await db
    .insertInto('quote_requests')
    .values({
      reference: fields.reference ?? `Q-${randomBytes(4).toString('hex').toUpperCase()}`,
      user_id: fields.user_id ?? null,
      idempotency_key: null,
      language_code: fields.language_code ?? 'en',
      ...leadSourceColumns(fields.source),
      property_type: 'residential',
      property_size: 'large',
      services: JSON.stringify(services),
      timeline: 'soon',
      budget: '5k-15k',
      urgency: 'normal',
      plant_preferences: JSON.stringify(['native']),
      style_preferences: JSON.stringify(['modern']),
      material_selection: JSON.stringify(['wood']),
      name: fields.name ?? 'Quinn Quote',
      email: fields.email ?? 'quinn@example.org',
      phone: '(425) 555-0100',
      address: fields.address ?? '12 Cedar Lane, Bellevue, WA',
      message: fields.message ?? 'Gate code 1234.',
      catalogue_service: fields.catalogue_service ?? null,
      estimate: JSON.stringify(estimate),
      total_price: estimate.totalPrice,
      status: fields.status ?? 'new',
      first_response_at: firstResponse(fields, now),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A file under DATA_DIR/media/private with its media row, attached to a quote request. */
export async function attachQuoteFile(
  db: Kysely<DB>,
  mediaDir: string,
  quoteId: number,
  name: string,
  content: Buffer,
  mime: string,
) {
  const relative = `private/quotes/${randomBytes(8).toString('hex')}${path.extname(name)}`;
  mkdirSync(path.join(mediaDir, 'private', 'quotes'), { recursive: true });
  writeFileSync(path.join(mediaDir, relative), content);
  const media = await db
    .insertInto('media')
    .values({
      path: relative,
      mime,
      size: content.length,
      width: null,
      height: null,
      variants: '[]',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('quote_files')
    .values({ quote_id: quoteId, media_id: media.id, original_name: name, mime, size: content.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return file.id;
}
