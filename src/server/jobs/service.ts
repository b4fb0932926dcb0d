import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type BookedVisit, doubleBookings } from '../../domain/jobs/double-booking.js';
import {
  type createJobSchema,
  jobStatusOf,
  type JobLine,
  type scheduleVisitsSchema,
  type updateJobSchema,
  type updateVisitSchema,
} from '../../domain/jobs/model.js';
import { seriesStarts, shiftedStart } from '../../domain/jobs/recurrence.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, invalidFields, notFound } from '../http/errors.js';
import { readCompany } from '../settings/repository.js';
import { linkRow } from '../clients/linking.js';
import {
  activeCrew,
  crewOfVisits,
  findJob,
  insertJob,
  photosOfVisits,
  setVisitCrew,
  visitQuery,
  type VisitRow,
} from './repository.js';
import { type VisitView, visitView } from './views.js';

const MINUTE = 60_000;

/** Checks the client (not merged away) and that the property is one of its addresses. */
async function checkClient(db: Kysely<DB>, clientId: number, propertyId: number | null | undefined): Promise<void> {
  const client = await db.selectFrom('clients').select(['id', 'merged_into_id']).where('id', '=', clientId).executeTakeFirst();
  if (!client || client.merged_into_id !== null)
    throw invalidFields([{ path: 'client_id', msg: 'apiErrors.jobs.clientNotFound' }]);
  if (propertyId) {
    const property = await db
      .selectFrom('client_properties')
      .select('id')
      .where('id', '=', propertyId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!property) throw invalidFields([{ path: 'property_id', msg: 'apiErrors.jobs.propertyInvalid' }]);
  }
}

/** The client's only property, when it has exactly one: the address a job without one is done at. */
async function onlyProperty(db: Kysely<DB>, clientId: number): Promise<number | null> {
  const rows = await db.selectFrom('client_properties').select('id').where('client_id', '=', clientId).limit(2).execute();
  return rows.length === 1 ? rows[0]!.id : null;
}

/** The owner creates a job for a client directly (no proposal); a client with one address gets the job there. */
export async function createJob(ctx: AppContext, input: z.infer<typeof createJobSchema>): Promise<number> {
  await checkClient(ctx.db, input.client_id, input.property_id);
  return insertJob(
    ctx.db,
    {
      client_id: input.client_id,
      property_id: input.property_id ?? (await onlyProperty(ctx.db, input.client_id)),
      proposal_id: null,
      title: input.title,
      lines: input.lines ?? [],
    },
    new Date().toISOString(),
  );
}

/**
 * The job of an accepted proposal, written in the acceptance's transaction: the client of the
 * lead (made when there is none yet), the lead's property if it has one, the
 * accepted lines (optional lines only when chosen).
 */
export async function createJobFromProposal(
  trx: Kysely<DB>,
  proposal: {
    id: number;
    lead_type: 'quote' | 'contact';
    lead_id: number;
  },
  accepted: { title: string; lines: JobLine[] },
  at: string,
): Promise<number> {
  // The lead's client (docs/clients.md), found by its e-mail or made from it; the request's property.
  const clientId = await linkRow(trx, proposal.lead_type === 'quote' ? 'quote_requests' : 'contact_messages', proposal.lead_id);
  const lead =
    proposal.lead_type === 'quote'
      ? await trx.selectFrom('quote_requests').select('property_id').where('id', '=', proposal.lead_id).executeTakeFirst()
      : undefined;
  return insertJob(
    trx,
    {
      client_id: clientId,
      property_id: lead?.property_id ?? null,
      proposal_id: proposal.id,
      title: accepted.title,
      lines: accepted.lines,
    },
    at,
  );
}

/** Sets a job's status from its visits (domain/jobs/model.ts). */
export async function refreshJobStatus(db: Kysely<DB>, jobId: number, at = new Date().toISOString()): Promise<void> {
  const job = await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
  if (!job) return;
  const visits = await db.selectFrom('job_visits').select('status').where('job_id', '=', jobId).execute();
  const status = jobStatusOf(job.status, visits);
  if (status !== job.status) await db.updateTable('jobs').set({ status, updated_at: at }).where('id', '=', jobId).execute();
}

export async function updateJob(ctx: AppContext, id: number, patch: z.infer<typeof updateJobSchema>): Promise<void> {
  const job = await findJob(ctx.db, id);
  if (!job) throw notFound('apiErrors.jobs.jobNotFound');
  if (patch.property_id) await checkClient(ctx.db, job.client_id, patch.property_id);
  const at = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('jobs')
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.property_id !== undefined ? { property_id: patch.property_id } : {}),
        ...(patch.instructions !== undefined ? { instructions: patch.instructions } : {}),
        ...(patch.checklist !== undefined ? { checklist: JSON.stringify(patch.checklist) } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    // A cancelled job keeps its past: only the visits still to come are cancelled.
    if (patch.status === 'cancelled') {
      await trx
        .updateTable('job_visits')
        .set({ status: 'cancelled', updated_at: at })
        .where('job_id', '=', id)
        .where('status', '=', 'scheduled')
        .where('starts_at', '>=', at)
        .execute();
    }
  });
}

/** Visits as the API shows them, with their crew and photos. */
export async function visitViews(ctx: AppContext, rows: VisitRow[], timeZone?: string): Promise<VisitView[]> {
  const tz = timeZone ?? (await readCompany(ctx.db)).timeZone;
  const ids = rows.map((r) => r.id);
  const [crew, photos] = await Promise.all([crewOfVisits(ctx.db, ids), photosOfVisits(ctx.db, ids)]);
  return rows.map((r) => visitView(r, crew.get(r.id) ?? [], photos.get(r.id) ?? [], tz));
}

async function checkCrew(db: Kysely<DB>, ids: number[]): Promise<void> {
  const crew = new Set((await activeCrew(db)).map((c) => c.id));
  if (ids.some((id) => !crew.has(id))) throw invalidFields([{ path: 'crew_ids', msg: 'apiErrors.jobs.crewInvalid' }]);
}

/** The booked visits overlapping a span, for the double-booking warnings. */
async function bookedBetween(db: Kysely<DB>, start: number, end: number): Promise<BookedVisit[]> {
  const rows = await db
    .selectFrom('job_visits')
    .select(['id', 'starts_at', 'ends_at'])
    .where('status', '!=', 'cancelled')
    .where('starts_at', '<', new Date(end).toISOString())
    .where('ends_at', '>', new Date(start).toISOString())
    .execute();
  const crew = await crewOfVisits(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    start: Date.parse(r.starts_at),
    end: Date.parse(r.ends_at),
    crewIds: (crew.get(r.id) ?? []).map((c) => c.id),
  }));
}

export interface Warning {
  crew_id: number;
  visit_ids: [number, number];
}

/** Double bookings among the given visits and everything else booked at those times. */
export async function warningsFor(db: Kysely<DB>, visitIds: number[]): Promise<Warning[]> {
  if (visitIds.length === 0) return [];
  const rows = await db.selectFrom('job_visits').select(['starts_at', 'ends_at']).where('id', 'in', visitIds).execute();
  const start = Math.min(...rows.map((r) => Date.parse(r.starts_at)));
  const end = Math.max(...rows.map((r) => Date.parse(r.ends_at)));
  const mine = new Set(visitIds);
  return doubleBookings(await bookedBetween(db, start, end))
    .filter((c) => mine.has(c.visitIds[0]) || mine.has(c.visitIds[1]))
    .map((c) => ({ crew_id: c.crewId, visit_ids: c.visitIds }));
}

/** Schedules one visit or a recurring series of a job; answers the visits made and any double bookings. */
export async function scheduleVisits(ctx: AppContext, jobId: number, input: z.infer<typeof scheduleVisitsSchema>) {
  const job = await findJob(ctx.db, jobId);
  if (!job) throw notFound('apiErrors.jobs.jobNotFound');
  if (job.status === 'cancelled') throw new HttpError(409, 'apiErrors.jobs.jobCancelled');
  await checkCrew(ctx.db, input.crew_ids);
  const company = await readCompany(ctx.db);
  const starts = input.recurrence ? seriesStarts(input.start, input.recurrence, company.timeZone) : [input.start];
  if (starts.length === 0) throw badRequest('apiErrors.jobs.seriesEmpty');
  const seriesId = input.recurrence ? randomUUID() : null;
  const at = new Date().toISOString();
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const made: number[] = [];
    for (const start of starts) {
      const row = await trx
        .insertInto('job_visits')
        .values({
          job_id: jobId,
          series_id: seriesId,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + input.duration_minutes * MINUTE).toISOString(),
          instructions: input.instructions ?? '',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setVisitCrew(trx, row.id, input.crew_ids);
      made.push(row.id);
    }
    await refreshJobStatus(trx, jobId, at);
    return made;
  });
  const rows = await visitQuery(ctx.db).where('job_visits.id', 'in', ids).orderBy('job_visits.starts_at').execute();
  return { visits: await visitViews(ctx, rows, company.timeZone), warnings: await warningsFor(ctx.db, ids) };
}

/**
 * Changes one visit, or it and every later visit of its series ('this and all future'): a new
 * start moves each by the same days to the new local time; cancelling the rest of a series
 * leaves the visits before it as they were.
 */
export async function updateVisit(ctx: AppContext, id: number, patch: z.infer<typeof updateVisitSchema>) {
  const visit = await ctx.db.selectFrom('job_visits').selectAll().where('id', '=', id).executeTakeFirst();
  if (!visit) throw notFound('apiErrors.jobs.visitNotFound');
  if (visit.status === 'completed' || (visit.status === 'cancelled' && patch.status !== 'scheduled'))
    throw new HttpError(409, 'apiErrors.jobs.visitClosed');
  if (patch.crew_ids) await checkCrew(ctx.db, patch.crew_ids);
  const company = await readCompany(ctx.db);
  const from = Date.parse(visit.starts_at);
  const targets =
    patch.apply_to === 'future' && visit.series_id
      ? await ctx.db
          .selectFrom('job_visits')
          .selectAll()
          .where('series_id', '=', visit.series_id)
          .where('starts_at', '>=', visit.starts_at)
          .where('status', 'in', ['scheduled', 'cancelled'])
          .orderBy('starts_at')
          .execute()
      : [visit];
  const at = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (const t of targets) {
      const oldStart = Date.parse(t.starts_at);
      const length = patch.duration_minutes !== undefined ? patch.duration_minutes * MINUTE : Date.parse(t.ends_at) - oldStart;
      const start =
        patch.start === undefined
          ? oldStart
          : t.id === visit.id
            ? patch.start
            : shiftedStart(oldStart, from, patch.start, company.timeZone);
      await trx
        .updateTable('job_visits')
        .set({
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + length).toISOString(),
          ...(patch.status ? { status: patch.status } : {}),
          // A visit moved to another time is reminded again, for its new time.
          ...(start === oldStart ? {} : { reminded_at: null }),
          updated_at: at,
        })
        .where('id', '=', t.id)
        .execute();
      if (patch.crew_ids) await setVisitCrew(trx, t.id, patch.crew_ids);
    }
    await refreshJobStatus(trx, visit.job_id, at);
  });
  const ids = targets.map((t) => t.id);
  const rows = await visitQuery(ctx.db).where('job_visits.id', 'in', ids).orderBy('job_visits.starts_at').execute();
  return { visits: await visitViews(ctx, rows, company.timeZone), warnings: await warningsFor(ctx.db, ids) };
}
