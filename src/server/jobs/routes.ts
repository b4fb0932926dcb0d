import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeVisitSchema,
  createJobSchema,
  JOB_STATUSES,
  scheduleVisitsSchema,
  updateJobSchema,
  updateVisitSchema,
} from '../../domain/jobs/model.js';
import { localInstant } from '../../domain/jobs/recurrence.js';
import { addDays, isCalendarDate, isoWithOffset, wallClock } from '../../domain/visits/time-zone.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { readImageUpload, registerImageUploads } from '../http/image-upload.js';
import { imageForm } from '../openapi/forms.js';
import { readCompany } from '../settings/repository.js';
import { visitsBetween } from '../visits/repository.js';
import { addVisitPhoto, completeVisit, crewDay, crewVisit, onMyWay, startVisit } from './crew.js';
import { activeCrew, findJob, listJobs, PAGE_SIZE, visitQuery } from './repository.js';
import { createJob, scheduleVisits, updateJob, updateVisit, visitViews, warningsFor } from './service.js';
import { crewSchema, jobSchema, jobView, visitSchema } from './views.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const date = z.string().refine(isCalendarDate, 'apiErrors.jobs.dateInvalid');
const warningSchema = z.object({ crew_id: z.number(), visit_ids: z.array(z.number()).length(2) });
const jobWithVisits = jobSchema.extend({ visits: z.array(visitSchema) });
const visitsAnswer = z.object({
  success: z.literal(true),
  data: z.object({ visits: z.array(visitSchema), warnings: z.array(warningSchema) }),
});
const crewVisitSchema = visitSchema.extend({ client_phone: z.string().nullable() });
const visitAnswer = z.object({ success: z.literal(true), data: visitSchema });
const MAX_RANGE_DAYS = 62;

/** Jobs, their visits and the company's schedule (docs/jobs.md). */
export const jobRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function jobWithItsVisits(id: number) {
      const job = await findJob(ctx.db, id);
      if (!job) throw notFound('apiErrors.jobs.jobNotFound');
      const rows = await visitQuery(ctx.db).where('job_visits.job_id', '=', id).orderBy('job_visits.starts_at').execute();
      return { ...jobView(job), visits: await visitViews(ctx, rows) };
    }

    app.post(
      '/admin/jobs',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Create a job for a client',
          body: createJobSchema,
          response: { 201: z.object({ success: z.literal(true), data: jobWithVisits }) },
        },
      },
      async (request, reply) => {
        const id = await createJob(ctx, request.body);
        return reply.code(201).send({ success: true as const, data: await jobWithItsVisits(id) });
      },
    );

    app.get(
      '/admin/jobs',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Jobs, newest first, optionally of one status (25 a page)',
          querystring: z.object({
            status: z.enum(JOB_STATUSES).optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ jobs: z.array(jobSchema), total: z.number(), page: z.number(), page_size: z.number() }),
            }),
          },
        },
      },
      async (request) => {
        const { rows, total } = await listJobs(ctx.db, request.query);
        return {
          success: true as const,
          data: { jobs: rows.map(jobView), total, page: request.query.page, page_size: PAGE_SIZE },
        };
      },
    );

    app.get(
      '/admin/jobs/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'A job with its visits',
          params: idParams,
          response: { 200: z.object({ success: z.literal(true), data: jobWithVisits }) },
        },
      },
      async (request) => ({ success: true as const, data: await jobWithItsVisits(request.params.id) }),
    );

    app.patch(
      '/admin/jobs/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Change a job: title, property, instructions, checklist, or cancel it (its past visits stay)',
          params: idParams,
          body: updateJobSchema,
          response: { 200: z.object({ success: z.literal(true), data: jobWithVisits }) },
        },
      },
      async (request) => {
        await updateJob(ctx, request.params.id, request.body);
        return { success: true as const, data: await jobWithItsVisits(request.params.id) };
      },
    );

    app.post(
      '/admin/jobs/:id/visits',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Schedule a visit, or a recurring series of visits in the company time zone',
          params: idParams,
          body: scheduleVisitsSchema,
          errors: [409],
          response: { 201: visitsAnswer },
        },
      },
      async (request, reply) => {
        const data = await scheduleVisits(ctx, request.params.id, request.body);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.patch(
      '/admin/job-visits/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Move, reassign or cancel a visit, or it and the rest of its series ('future')",
          params: idParams,
          body: updateVisitSchema,
          errors: [409],
          response: { 200: visitsAnswer },
        },
      },
      async (request) => ({ success: true as const, data: await updateVisit(ctx, request.params.id, request.body) }),
    );

    app.get(
      '/admin/schedule',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Site-visit consultations and job visits between two dates, the crew, unscheduled jobs and double bookings',
          querystring: z.object({ from: date, to: date }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({
                from: z.string(),
                to: z.string(),
                time_zone: z.string(),
                consultations: z.array(
                  z.object({
                    id: z.number(),
                    reference: z.string(),
                    name: z.string(),
                    address: z.string(),
                    start: z.string(),
                    end: z.string(),
                    status: z.string(),
                  }),
                ),
                visits: z.array(visitSchema),
                crew: z.array(crewSchema),
                unscheduled_jobs: z.array(jobSchema),
                warnings: z.array(warningSchema),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        if (to < from || addDays(from, MAX_RANGE_DAYS) < to) throw badRequest('adminVisits.errors.rangeInvalid');
        const tz = (await readCompany(ctx.db)).timeZone;
        const start = localInstant(from, 0, tz);
        const end = localInstant(addDays(to, 1), 0, tz);
        const rows = await visitQuery(ctx.db)
          .where('job_visits.starts_at', '>=', new Date(start).toISOString())
          .where('job_visits.starts_at', '<', new Date(end).toISOString())
          .orderBy('job_visits.starts_at')
          .execute();
        const consultations = (await visitsBetween(ctx.db, start, end)).filter((v) => v.status !== 'cancelled');
        const unscheduled = await listJobs(ctx.db, { status: 'unscheduled', page: 1 });
        const live = rows.filter((r) => r.status !== 'cancelled').map((r) => r.id);
        return {
          success: true as const,
          data: {
            from,
            to,
            time_zone: tz,
            consultations: consultations.map((v) => ({
              id: v.id,
              reference: v.reference,
              name: v.name,
              address: v.address,
              start: isoWithOffset(Date.parse(v.start_at), tz),
              end: isoWithOffset(Date.parse(v.end_at), tz),
              status: v.status,
            })),
            visits: await visitViews(ctx, rows, tz),
            crew: (await activeCrew(ctx.db)).map(({ id, name, colour }) => ({ id, name, colour })),
            unscheduled_jobs: unscheduled.rows.map(jobView),
            warnings: await warningsFor(ctx.db, live),
          },
        };
      },
    );

    // The crew's own visits: another member's visit answers 404, as if it did not exist.
    app.get(
      '/crew/day',
      {
        config: { access: 'crew' },
        schema: {
          summary: 'My day: the signed-in crew member’s visits of a date (today by default), in order',
          querystring: z.object({ date: date.optional() }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ date: z.string(), time_zone: z.string(), visits: z.array(crewVisitSchema) }),
            }),
          },
        },
      },
      async (request) => {
        const tz = (await readCompany(ctx.db)).timeZone;
        const day = request.query.date ?? wallClock(Date.now(), tz).date;
        return { success: true as const, data: { date: day, time_zone: tz, visits: await crewDay(ctx, request.user!.id, day) } };
      },
    );

    const action = (summary: string) => ({
      config: { access: 'crew' as const },
      schema: { summary, params: idParams, errors: [409], response: { 200: visitAnswer } },
    });
    app.post('/crew/visits/:id/on-my-way', action('On my way: e-mails the client once'), async (request) => ({
      success: true as const,
      data: await onMyWay(ctx, request.user!.id, request.params.id),
    }));
    app.post('/crew/visits/:id/start', action('Start the visit (recorded once)'), async (request) => ({
      success: true as const,
      data: await startVisit(ctx, request.user!.id, request.params.id),
    }));
    app.post(
      '/crew/visits/:id/complete',
      {
        config: { access: 'crew' },
        schema: {
          summary: 'Complete the visit with notes, minutes spent and the checklist ticked (recorded once)',
          params: idParams,
          body: completeVisitSchema,
          errors: [409],
          response: { 200: visitAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await completeVisit(ctx, request.user!.id, request.params.id, request.body),
      }),
    );

    // Multipart only here: the crew's other actions take no body and refuse a form as 415.
    await app.register(async (scope) => {
      await registerImageUploads(scope);
      const uploads = scope.withTypeProvider<ZodTypeProvider>();
      uploads.post(
        '/crew/visits/:id/photos',
        {
          config: { access: 'crew' },
          schema: {
            summary: 'Add a photo to the visit (multipart field `image`), checked by its content and re-encoded',
            params: idParams,
            bodies: imageForm(),
            errors: [409],
            response: { 201: visitAnswer },
          },
        },
        async (request, reply) => {
          // The visit is looked up first: another member's visit is a 404 before any file is read.
          await crewVisit(ctx, request.user!.id, request.params.id);
          const { file } = await readImageUpload(request);
          const data = await addVisitPhoto(ctx, request.user!.id, request.params.id, file?.buffer);
          return reply.code(201).send({ success: true as const, data });
        },
      );
    });
  };
