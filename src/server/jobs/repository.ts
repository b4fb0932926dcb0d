import type { Kysely } from 'kysely';
import type { JobLine } from '../../domain/jobs/model.js';
import type { DB } from '../db/schema.js';

/** A job with its client's name and the property's address and access notes. */
export async function findJob(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('jobs')
    .innerJoin('clients', 'clients.id', 'jobs.client_id')
    .leftJoin('client_properties', 'client_properties.id', 'jobs.property_id')
    .selectAll('jobs')
    .select(['clients.name as client_name', 'client_properties.address', 'client_properties.access_notes'])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export const PAGE_SIZE = 25;

export async function listJobs(db: Kysely<DB>, options: { status?: string; page: number; clientId?: number }) {
  let q = db
    .selectFrom('jobs')
    .innerJoin('clients', 'clients.id', 'jobs.client_id')
    .leftJoin('client_properties', 'client_properties.id', 'jobs.property_id');
  if (options.status) q = q.where('jobs.status', '=', options.status as JobRow['status']);
  if (options.clientId) q = q.where('jobs.client_id', '=', options.clientId);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('jobs')
    .select(['clients.name as client_name', 'client_properties.address', 'client_properties.access_notes'])
    .orderBy('jobs.number', 'desc')
    .limit(PAGE_SIZE)
    .offset((options.page - 1) * PAGE_SIZE)
    .execute();
  return { rows, total: Number(total) };
}

/**
 * Inserts a job with the next number. The number is unique: two jobs created at once cannot both
 * take it, and the loser takes the next one.
 */
export async function insertJob(
  db: Kysely<DB>,
  job: { client_id: number; property_id: number | null; proposal_id: number | null; title: string; lines: JobLine[] },
  at: string,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const { last } = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.max<number | null>('number').as('last'))
      .executeTakeFirstOrThrow();
    try {
      const row = await db
        .insertInto('jobs')
        .values({ ...job, number: Number(last ?? 0) + 1, lines: JSON.stringify(job.lines), created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (attempt >= 5 || !/unique|duplicate/i.test(String(error))) throw error;
    }
  }
}

/** Visits with their job, client and property, by a filter the caller adds. */
export function visitQuery(db: Kysely<DB>) {
  return db
    .selectFrom('job_visits')
    .innerJoin('jobs', 'jobs.id', 'job_visits.job_id')
    .innerJoin('clients', 'clients.id', 'jobs.client_id')
    .leftJoin('client_properties', 'client_properties.id', 'jobs.property_id')
    .selectAll('job_visits')
    .select([
      'jobs.number as job_number',
      'jobs.title as job_title',
      'jobs.client_id',
      'jobs.checklist',
      'jobs.instructions as job_instructions',
      'clients.name as client_name',
      'clients.language_code as client_language',
      'client_properties.address',
      'client_properties.access_notes',
    ]);
}
export type VisitRow = Awaited<ReturnType<ReturnType<typeof visitQuery>['executeTakeFirstOrThrow']>>;

export interface CrewMember {
  id: number;
  name: string;
  colour: string | null;
  phone: string | null;
}

/** The crew of each visit, by visit id. */
export async function crewOfVisits(db: Kysely<DB>, visitIds: number[]): Promise<Map<number, CrewMember[]>> {
  const crew = new Map<number, CrewMember[]>();
  if (visitIds.length === 0) return crew;
  const rows = await db
    .selectFrom('job_visit_crew')
    .innerJoin('users', 'users.id', 'job_visit_crew.user_id')
    .select(['job_visit_crew.visit_id', 'users.id', 'users.first_name', 'users.last_name', 'users.colour', 'users.phone'])
    .where('job_visit_crew.visit_id', 'in', visitIds)
    .orderBy('users.first_name')
    .execute();
  for (const r of rows) {
    const list = crew.get(r.visit_id) ?? [];
    list.push({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), colour: r.colour, phone: r.phone });
    crew.set(r.visit_id, list);
  }
  return crew;
}

/** The photos of each visit, by visit id, oldest first. */
export async function photosOfVisits(db: Kysely<DB>, visitIds: number[]) {
  const photos = new Map<number, { id: number; path: string; width: number | null; height: number | null; variants: string }[]>();
  if (visitIds.length === 0) return photos;
  const rows = await db
    .selectFrom('job_visit_photos')
    .innerJoin('media', 'media.id', 'job_visit_photos.media_id')
    .select(['job_visit_photos.id', 'job_visit_photos.visit_id', 'media.path', 'media.width', 'media.height', 'media.variants'])
    .where('job_visit_photos.visit_id', 'in', visitIds)
    .orderBy('job_visit_photos.id')
    .execute();
  for (const r of rows) photos.set(r.visit_id, [...(photos.get(r.visit_id) ?? []), r]);
  return photos;
}

/** Active crew members (role crew, not disabled), for the schedule and the checks of crew ids. */
export async function activeCrew(db: Kysely<DB>): Promise<CrewMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'colour', 'phone'])
    .where('role', 'in', ['crew', 'admin'])
    .where('is_disabled', '=', 0)
    .orderBy('first_name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), colour: r.colour, phone: r.phone }));
}

export async function setVisitCrew(db: Kysely<DB>, visitId: number, crewIds: number[]): Promise<void> {
  await db.deleteFrom('job_visit_crew').where('visit_id', '=', visitId).execute();
  if (crewIds.length) {
    await db
      .insertInto('job_visit_crew')
      .values([...new Set(crewIds)].map((user_id) => ({ visit_id: visitId, user_id })))
      .execute();
  }
}
