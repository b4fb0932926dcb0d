import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instant } from '../../domain/visits/booking.js';
import { addDays, isCalendarDate, mondayOf, wallClock, zonedInstant } from '../../domain/visits/time-zone.js';
import type { AppContext } from '../context.js';
import { badRequest, HttpError, invalidFields, notFound } from '../http/errors.js';
import { readCompany } from '../settings/repository.js';
import { blocksBetween, deleteBlock, insertBlock, visitsBetween, visitsOfLead } from './repository.js';
import { bookVisitForCustomer } from './admin-booking.js';
import { setVisitStatus } from './service.js';
import { adminVisitSchema, adminVisitView, blockSchema, blockView, slotView } from './views.js';

const MAX_RANGE_DAYS = 62;
const MAX_BLOCK_MS = 366 * 24 * 3_600_000;
const date = z.string().refine(isCalendarDate, 'adminVisits.errors.dateInvalid');
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The start of a date on the company's clocks (midnight, or the first minute after it that exists). */
function startOfDay(day: string, timeZone: string): number {
  for (let m = 0; m < 180; m++) {
    const at = zonedInstant(day, m, timeZone);
    if (at !== null) return at;
  }
  return Date.parse(`${day}T00:00:00Z`);
}

/** The company's calendar of site visits (docs/visits.md): the week view, status changes, blocked periods. */
export const adminVisitRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/visits',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            'Visits and blocked periods from one date to another (company time zone; this week by default), or the visits of a lead',
          querystring: z.object({
            from: date.optional(),
            to: date.optional(),
            lead_type: z.enum(['quote', 'contact']).optional(),
            lead_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({
                from: z.string(),
                to: z.string(),
                time_zone: z.string(),
                visits: z.array(adminVisitSchema),
                blocks: z.array(blockSchema),
              }),
            }),
          },
        },
      },
      async (request) => {
        const company = await readCompany(ctx.db);
        const tz = company.timeZone;
        const { lead_type, lead_id } = request.query;
        const from = request.query.from ?? mondayOf(wallClock(Date.now(), tz).date);
        const to = request.query.to ?? addDays(from, 6);
        if (to < from || addDays(from, MAX_RANGE_DAYS) < to) throw badRequest('adminVisits.errors.rangeInvalid');
        if ((lead_type === undefined) !== (lead_id === undefined)) throw badRequest('adminVisits.errors.leadInvalid');
        const start = startOfDay(from, tz);
        const end = startOfDay(addDays(to, 1), tz);
        const visits =
          lead_type && lead_id
            ? await visitsOfLead(ctx.db, { type: lead_type, id: lead_id })
            : await visitsBetween(ctx.db, start, end);
        const blocks = lead_type ? [] : await blocksBetween(ctx.db, start, end);
        return {
          success: true as const,
          data: {
            from,
            to,
            time_zone: tz,
            visits: visits.map((v) => adminVisitView(v, company)),
            blocks: blocks.map((b) => blockView(b, tz)),
          },
        };
      },
    );

    const field = z.string().max(10_000).optional();
    app.post(
      '/admin/visits',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            'Book a visit for a customer who phoned: a free slot, or any future time with any_time; for a lead, or a new one. The customer gets the usual confirmation',
          body: z.object({
            name: field,
            email: field,
            phone: field,
            address: field,
            service: field,
            start: field.describe('ISO-8601 with offset: 2026-03-10T09:00:00-07:00'),
            notes: field.describe('What the crew needs: gate code, dog, parking'),
            language: field.describe('en, es or pt: the language of the confirmation'),
            any_time: z.boolean().optional().describe('Any future time, not only a free slot'),
            lead_type: z.enum(['quote', 'contact']).optional(),
            lead_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          }),
          // 404: the lead is gone; 409: the slot was taken meanwhile.
          errors: [404, 409],
          response: { 201: z.object({ success: z.literal(true), data: adminVisitSchema }) },
        },
      },
      async (request, reply) => {
        const { any_time, lead_type, lead_id, ...fields } = request.body;
        if ((lead_type === undefined) !== (lead_id === undefined)) throw badRequest('adminVisits.errors.leadInvalid');
        const lead = lead_type && lead_id ? { type: lead_type, id: lead_id } : null;
        const outcome = await bookVisitForCustomer(ctx, { fields, anyTime: any_time === true, lead }, request.user!.id);
        switch (outcome.kind) {
          case 'invalid':
            throw invalidFields(Object.entries(outcome.errors).map(([path, msg]) => ({ path, msg })));
          case 'lead-not-found':
            throw notFound('adminVisits.errors.leadNotFound');
          case 'taken':
            throw new HttpError(409, 'visits.errors.taken', undefined, undefined, {
              data: { next_slots: outcome.next.map((s) => slotView(s, outcome.timeZone)) },
            });
        }
        return reply.code(201).send({ success: true as const, data: adminVisitView(outcome.visit, await readCompany(ctx.db)) });
      },
    );

    app.patch(
      '/admin/visits/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Mark a visit done or no-show, or cancel it with a message to the visitor',
          errors: [409],
          params: idParams,
          body: z.object({
            status: z.enum(['done', 'no_show', 'cancelled']),
            message: z.string().trim().max(1000, 'adminVisits.errors.messageTooLong').optional(),
          }),
          response: { 200: z.object({ success: z.literal(true), data: adminVisitSchema }) },
        },
      },
      async (request) => {
        const outcome = await setVisitStatus(ctx, request.params.id, request.body, request.user!.id);
        if (outcome.kind === 'not-found') throw notFound('adminVisits.errors.notFound');
        if (outcome.kind === 'refused') throw new HttpError(409, outcome.message);
        return { success: true as const, data: adminVisitView(outcome.visit, await readCompany(ctx.db)) };
      },
    );

    app.post(
      '/admin/visit-blocks',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Block a period for visits (holidays, crew days off)',
          body: z
            .object({
              start: instant('adminVisits.errors.startInvalid'),
              end: instant('adminVisits.errors.endInvalid'),
              reason: z.string('adminVisits.errors.reasonRequired').trim().min(1, 'adminVisits.errors.reasonRequired').max(200),
            })
            .refine((b) => b.end > b.start, { message: 'adminVisits.errors.endBeforeStart', path: ['end'] })
            .refine((b) => b.end - b.start <= MAX_BLOCK_MS, { message: 'adminVisits.errors.blockTooLong', path: ['end'] }),
          response: { 201: z.object({ success: z.literal(true), data: blockSchema }) },
        },
      },
      async (request, reply) => {
        const block = await insertBlock(ctx.db, { ...request.body, userId: request.user!.id });
        const company = await readCompany(ctx.db);
        return reply.code(201).send({ success: true as const, data: blockView(block, company.timeZone) });
      },
    );

    app.delete(
      '/admin/visit-blocks/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Remove a blocked period',
          params: idParams,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        if (!(await deleteBlock(ctx.db, request.params.id))) throw notFound('adminVisits.errors.blockNotFound');
        return { success: true as const };
      },
    );
  };
