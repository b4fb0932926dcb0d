import { type Kysely, sql } from 'kysely';
import { cityOf, isOverdue, type LeadStatus, type LeadType, REPLY_PROMISE_MS } from '../../domain/leads.js';
import { markContacted, markResponded } from './first-response.js';
import type { DB } from '../db/schema.js';
import { jsonList } from '../quotes/repository.js';
import { catalogueServices } from './quotes.js';
import { type ContactView, type LeadEvent, type LeadSummary, visitEventSchema } from './schemas.js';

export interface LeadQuery {
  type?: LeadType;
  status?: LeadStatus;
  search?: string;
  page: number;
  pageSize: number;
}

const EXCERPT_LENGTH = 160;

/** Quote requests and contact messages in one list, overdue first, then newest first, filtered and paged in SQL. */
export async function listLeads(
  db: Kysely<DB>,
  q: LeadQuery,
): Promise<{ leads: Omit<LeadSummary, 'proposal' | 'visit_cancelled'>[]; total: number }> {
  const like = q.search ? `%${q.search.toLowerCase()}%` : undefined;
  let quotes = db
    .selectFrom('quote_requests')
    .select([
      sql<LeadType>`'quote'`.as('type'),
      'id',
      'name',
      'email',
      'phone',
      'status',
      'created_at',
      'first_response_at',
      sql<string | null>`reference`.as('reference'),
      sql<string | null>`services`.as('services'),
      sql<string | null>`catalogue_service`.as('catalogue_service'),
      sql<string | null>`null`.as('service_interest'),
      sql<string | null>`address`.as('address'),
      sql<string | null>`null`.as('message'),
      sql<number | null>`total_price`.as('total_price'),
      sql<number | null>`range_low_cents`.as('range_low_cents'),
      sql<number | null>`range_high_cents`.as('range_high_cents'),
    ]);
  let contacts = db
    .selectFrom('contact_messages')
    .select([
      sql<LeadType>`'contact'`.as('type'),
      'id',
      'name',
      'email',
      'phone',
      'status',
      'created_at',
      'first_response_at',
      sql<string | null>`null`.as('reference'),
      sql<string | null>`null`.as('services'),
      sql<string | null>`null`.as('catalogue_service'),
      sql<string | null>`service_interest`.as('service_interest'),
      sql<string | null>`null`.as('address'),
      sql<string | null>`message`.as('message'),
      sql<number | null>`null`.as('total_price'),
      sql<number | null>`null`.as('range_low_cents'),
      sql<number | null>`null`.as('range_high_cents'),
    ]);
  if (q.status) {
    quotes = quotes.where('status', '=', q.status);
    contacts = contacts.where('status', '=', q.status);
  }
  if (like) {
    quotes = quotes.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', like),
        eb(eb.fn('lower', ['email']), 'like', like),
        eb(eb.fn('lower', ['reference']), 'like', like),
      ]),
    );
    contacts = contacts.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', like), eb(eb.fn('lower', ['email']), 'like', like)]),
    );
  }
  const union = q.type === 'quote' ? quotes : q.type === 'contact' ? contacts : quotes.unionAll(contacts);
  const leads = db.selectFrom(union.as('leads'));
  const [{ total }] = await leads.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  // Leads unanswered past the reply promise come first (docs/visits.md#lead-reminders), then newest first.
  const overdueCutoff = new Date(Date.now() - REPLY_PROMISE_MS).toISOString();
  const rows = await leads
    .selectAll()
    .orderBy(sql`case when first_response_at is null and created_at < ${overdueCutoff} then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('type', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const now = Date.now();
  const catalogue = await catalogueServices(
    db,
    rows.map((r) => r.catalogue_service),
  );
  return {
    total: Number(total),
    leads: rows.map((r) => ({
      type: r.type,
      id: r.id,
      name: r.name,
      email: r.email,
      status: r.status,
      created_at: r.created_at,
      overdue: isOverdue(r.first_response_at, r.created_at, now),
      reference: r.reference,
      services: r.type === 'quote' ? jsonList(r.services) : null,
      catalogue_service: catalogue(r.catalogue_service),
      service_interest: r.service_interest,
      phone: r.phone,
      city: cityOf(r.address),
      excerpt:
        r.message === null ? null : r.message.length > EXCERPT_LENGTH ? `${r.message.slice(0, EXCERPT_LENGTH)}…` : r.message,
      total_price: r.total_price === null ? null : Number(r.total_price),
      range_low_cents: r.range_low_cents === null ? null : Number(r.range_low_cents),
      range_high_cents: r.range_high_cents === null ? null : Number(r.range_high_cents),
    })),
  };
}

/** The admin home's counts: new leads of each kind, and leads unanswered past the 24-hour promise. */
export async function leadCounts(db: Kysely<DB>) {
  const cutoff = new Date(Date.now() - REPLY_PROMISE_MS).toISOString();
  const count = async (table: 'quote_requests' | 'contact_messages', overdueOnly: boolean) => {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    query = overdueOnly
      ? query.where('first_response_at', 'is', null).where('created_at', '<', cutoff)
      : query.where('status', '=', 'new');
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const [newQuotes, newMessages, overdueQuotes, overdueMessages] = await Promise.all([
    count('quote_requests', false),
    count('contact_messages', false),
    count('quote_requests', true),
    count('contact_messages', true),
  ]);
  return { newQuotes, newMessages, overdue: overdueQuotes + overdueMessages };
}

export async function readContact(db: Kysely<DB>, id: number): Promise<ContactView | undefined> {
  return db
    .selectFrom('contact_messages')
    .select([
      'id',
      'created_at',
      'updated_at',
      'status',
      'language_code',
      'name',
      'email',
      'phone',
      'service_interest',
      'message',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

const tableOf = (type: LeadType) => (type === 'quote' ? 'quote_requests' : 'contact_messages');

export async function leadExists(db: Kysely<DB>, type: LeadType, id: number): Promise<boolean> {
  return (await db.selectFrom(tableOf(type)).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The lead's history (status changes, notes, proposal events, replies), oldest first, with who acted. */
export async function leadEvents(db: Kysely<DB>, type: LeadType, id: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom('lead_events')
    .leftJoin('users', 'users.id', 'lead_events.user_id')
    .select([
      'lead_events.id',
      'lead_events.kind',
      'lead_events.status',
      'lead_events.note',
      'lead_events.data',
      'lead_events.created_at',
      'lead_events.proposal_id',
      'lead_events.action',
      'lead_events.subject',
      'lead_events.actor_name',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('lead_events.lead_type', '=', type)
    .where('lead_events.lead_id', '=', id)
    .orderBy('lead_events.created_at')
    .orderBy('lead_events.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    visit: r.kind === 'visit' ? visitEventOf(r.data) : null,
    status: r.status,
    note: r.note,
    created_at: r.created_at,
    author: r.email ? `${r.first_name} ${r.last_name}` : r.actor_name,
    proposal_id: r.proposal_id,
    action: r.action,
    subject: r.subject,
  }));
}

function visitEventOf(data: string | null) {
  try {
    const parsed = visitEventSchema.safeParse(JSON.parse(data ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** When the lead was first answered (null: not yet), or undefined when it does not exist. */
export async function firstResponseOf(db: Kysely<DB>, type: LeadType, id: number): Promise<string | null | undefined> {
  const row = await db.selectFrom(tableOf(type)).select('first_response_at').where('id', '=', id).executeTakeFirst();
  return row?.first_response_at;
}

/** Changes the status and records who did it, in one transaction; false when already so. The owner's change answers the lead. */
export async function setLeadStatus(
  db: Kysely<DB>,
  type: LeadType,
  id: number,
  status: LeadStatus,
  userId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const result = await trx
      .updateTable(tableOf(type))
      .set({ status, updated_at: now })
      .where('id', '=', id)
      .where('status', '!=', status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('lead_events')
      .values({ lead_type: type, lead_id: id, user_id: userId, kind: 'status', status, note: null, created_at: now })
      .execute();
    await markResponded(trx, { type, id }, now);
    return true;
  });
}

/** 'Log a call': the call (with an optional note) joins the history and answers the lead (first-response.ts). */
export async function logCall(db: Kysely<DB>, type: LeadType, id: number, note: string | null, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await markContacted(trx, { type, id }, userId, now);
    await trx
      .insertInto('lead_events')
      .values({ lead_type: type, lead_id: id, user_id: userId, kind: 'call', status: null, note, created_at: now })
      .execute();
  });
}

export async function addLeadNote(db: Kysely<DB>, type: LeadType, id: number, note: string, userId: number): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      lead_type: type,
      lead_id: id,
      user_id: userId,
      kind: 'note',
      status: null,
      note,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A quote attachment's stored file, for the admin download. */
export function readQuoteFile(db: Kysely<DB>, fileId: number) {
  return db
    .selectFrom('quote_files')
    .innerJoin('media', 'media.id', 'quote_files.media_id')
    .select(['quote_files.original_name', 'quote_files.mime', 'quote_files.size', 'media.path'])
    .where('quote_files.id', '=', fileId)
    .executeTakeFirst();
}
