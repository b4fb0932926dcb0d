import { linkRow } from '../clients/linking.js';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Span } from '../../domain/visits/slots.js';
import { tokenDigest } from '../auth/tokens.js';
import type { DB, VisitBlocksTable, VisitStatus, VisitsTable } from '../db/schema.js';

/** Visits and blocked periods as SQL (docs/visits.md). Times are ISO-8601 UTC text. */

export type VisitRow = Selectable<VisitsTable>;
export type BlockRow = Selectable<VisitBlocksTable>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Visits that hold their time: booked, done and no-show (a cancelled visit frees its slot). */
const ACTIVE: VisitStatus[] = ['booked', 'done', 'no_show'];

/** The booked visits and blocked periods that touch [from, to), as spans; `exceptVisit` leaves one visit out (a reschedule). */
export async function busySpans(db: Kysely<DB>, from: number, to: number, exceptVisit?: number): Promise<Span[]> {
  let visits = db
    .selectFrom('visits')
    .select(['start_at', 'end_at'])
    .where('status', 'in', ACTIVE)
    .where('start_at', '<', iso(to))
    .where('end_at', '>', iso(from));
  if (exceptVisit !== undefined) visits = visits.where('id', '!=', exceptVisit);
  const blocks = db
    .selectFrom('visit_blocks')
    .select(['start_at', 'end_at'])
    .where('start_at', '<', iso(to))
    .where('end_at', '>', iso(from));
  const rows = [...(await visits.execute()), ...(await blocks.execute())];
  return rows.map((r) => ({ start: Date.parse(r.start_at), end: Date.parse(r.end_at) }));
}

/**
 * Bookings wait for one another here, so the overlap check and the insert that follows are one
 * step for the whole site: a transaction-scoped advisory lock on PostgreSQL (every process), and
 * SQLite's single writer, taken at once by writing first.
 */
export async function lockBookings(trx: Kysely<DB>, engine: 'sqlite' | 'postgres'): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('evergreen:visits'))`.execute(trx);
  else await sql`update visits set id = id where 0`.execute(trx);
}

export interface NewVisit {
  reference: string;
  start: number;
  end: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  service: string | null;
  notes: string | null;
  language: string;
  lead: { type: 'quote' | 'contact'; id: number };
  remindedAt: string | null;
  now: string;
}

export async function insertVisit(db: Kysely<DB>, v: NewVisit): Promise<number> {
  const row = await db
    .insertInto('visits')
    .values({
      reference: v.reference,
      start_at: iso(v.start),
      end_at: iso(v.end),
      name: v.name,
      email: v.email,
      phone: v.phone,
      address: v.address,
      service: v.service,
      notes: v.notes,
      language_code: v.language,
      lead_type: v.lead.type,
      lead_id: v.lead.id,
      reminded_at: v.remindedAt,
      cancelled_by: null,
      cancel_message: null,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkRow(db, 'visits', row.id);
  return row.id;
}

/** The visit a manage link opens: looked up by the digest of the presented token (visits/links.ts). */
export const findVisitByToken = (db: Kysely<DB>, token: string) =>
  db
    .selectFrom('visits')
    .innerJoin('visit_tokens', 'visit_tokens.visit_id', 'visits.id')
    .selectAll('visits')
    .where('visit_tokens.id', '=', tokenDigest(token))
    .executeTakeFirst();

export const findVisit = (db: Kysely<DB>, id: number) =>
  db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirst();

export const referenceTaken = async (db: Kysely<DB>, reference: string) =>
  (await db.selectFrom('visits').select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;

/** Visits starting in [from, to), by start; cancelled ones too (the week view shows them struck out). */
export function visitsBetween(db: Kysely<DB>, from: number, to: number) {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('start_at', '>=', iso(from))
    .where('start_at', '<', iso(to))
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

export function visitsOfLead(db: Kysely<DB>, lead: { type: 'quote' | 'contact'; id: number }) {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('lead_type', '=', lead.type)
    .where('lead_id', '=', lead.id)
    .orderBy('start_at', 'desc')
    .execute();
}

export function blocksBetween(db: Kysely<DB>, from: number, to: number) {
  return db
    .selectFrom('visit_blocks')
    .selectAll()
    .where('start_at', '<', iso(to))
    .where('end_at', '>', iso(from))
    .orderBy('start_at')
    .execute();
}

/**
 * Moves a visit, only while it is still booked at the time the caller saw (a conditional update:
 * of two changes at once, one applies). The reminder is due again unless the new time is near.
 */
export async function moveVisit(
  db: Kysely<DB>,
  visit: VisitRow,
  to: Span,
  remindedAt: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('visits')
    .set({
      start_at: iso(to.start),
      end_at: iso(to.end),
      sequence: visit.sequence + 1,
      reminded_at: remindedAt,
      updated_at: now,
    })
    .where('id', '=', visit.id)
    .where('status', '=', 'booked')
    .where('start_at', '=', visit.start_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes a visit's status from the one the caller saw; false when it changed meanwhile. */
export async function changeVisitStatus(
  db: Kysely<DB>,
  visit: VisitRow,
  status: VisitStatus,
  now: string,
  cancel?: { by: 'visitor' | 'company'; message: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('visits')
    .set({
      status,
      updated_at: now,
      ...(cancel ? { cancelled_by: cancel.by, cancel_message: cancel.message, sequence: visit.sequence + 1 } : {}),
    })
    .where('id', '=', visit.id)
    .where('status', '=', visit.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertBlock(
  db: Kysely<DB>,
  block: { start: number; end: number; reason: string; userId: number },
): Promise<BlockRow> {
  return db
    .insertInto('visit_blocks')
    .values({
      start_at: iso(block.start),
      end_at: iso(block.end),
      reason: block.reason,
      created_by: block.userId,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteBlock(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('visit_blocks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The leads whose newest visit the visitor cancelled, with that visit's start, by "type:id": the
 * inbox and the lead page flag them (a lead 'New' with 'Booked a site visit' would mislead).
 */
export async function visitorCancellations(
  db: Kysely<DB>,
  leads: { type: 'quote' | 'contact'; id: number }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const type of ['quote', 'contact'] as const) {
    const ids = leads.filter((l) => l.type === type).map((l) => l.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('visits')
      .select(['lead_id', 'status', 'cancelled_by', 'start_at'])
      .where('lead_type', '=', type)
      .where('lead_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const newest = new Map(rows.map((r) => [r.lead_id, r]));
    for (const [id, visit] of newest)
      if (visit.status === 'cancelled' && visit.cancelled_by === 'visitor') found.set(`${type}:${id}`, visit.start_at);
  }
  return found;
}
