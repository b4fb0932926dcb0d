import { z } from 'zod';
import { isoWithOffset } from '../../domain/visits/time-zone.js';
import type { AppContext } from '../context.js';
import { readCompany } from '../settings/repository.js';
import { listJobs, visitQuery } from './repository.js';
import { visitViews } from './service.js';
import { jobReference } from './views.js';

/** A client's job as the client hub shows it (docs/clients.md): what is being done, when, and the crew's photos. */
export const hubJobSchema = z.object({
  id: z.number(),
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  address: z.string().nullable(),
  visits: z.array(
    z.object({
      id: z.number(),
      start: z.string(),
      end: z.string(),
      /** Until when the crew may arrive (the company's arrival window), for a visit still to come. */
      arrival_until: z.string().nullable(),
      status: z.string(),
      photos: z.array(z.object({ id: z.number(), url: z.string() })),
    }),
  ),
});

/**
 * The client's jobs, newest first, each with its visits in order (cancelled ones left out; the
 * crew's notes stay in the office). Recurring work lists every visit, past and to come.
 */
export async function hubJobs(ctx: AppContext, clientId: number): Promise<z.infer<typeof hubJobSchema>[]> {
  const { rows } = await listJobs(ctx.db, { clientId, page: 1 });
  if (rows.length === 0) return [];
  const company = await readCompany(ctx.db);
  const window = company.visits.arrivalWindowMinutes * 60_000;
  const visitRows = await visitQuery(ctx.db)
    .where('jobs.client_id', '=', clientId)
    .where('job_visits.status', '!=', 'cancelled')
    .orderBy('job_visits.starts_at')
    .execute();
  const visits = await visitViews(ctx, visitRows, company.timeZone);
  return rows.map((job) => ({
    id: job.id,
    reference: jobReference(job.number),
    title: job.title,
    status: job.status,
    address: job.address ?? null,
    visits: visits
      .filter((v) => v.job_id === job.id)
      .map((v) => ({
        id: v.id,
        start: v.start,
        end: v.end,
        arrival_until: v.status === 'scheduled' ? isoWithOffset(Date.parse(v.start) + window, company.timeZone) : null,
        status: v.status,
        photos: v.photos,
      })),
  }));
}
