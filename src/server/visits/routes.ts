import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Span } from '../../domain/visits/slots.js';
import { bookingSchema } from '../../domain/visits/booking.js';
import { isCalendarDate } from '../../domain/visits/time-zone.js';
import type { AppContext } from '../context.js';
import { HttpError, invalidFields, notFound, tooMany } from '../http/errors.js';
import { ROUTE_LIMITS } from '../limits/rules.js';
import { readCompany } from '../settings/repository.js';
import { manageUrl } from './links.js';
import { bookVisit, cancelVisitByVisitor, type ChangeOutcome, listSlots, rescheduleVisit, visitByToken } from './service.js';
import { slotSchema, slotView, visitView, visitViewSchema } from './views.js';

const field = z.string().max(10_000).optional();
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const viewResponse = z.object({ success: z.literal(true), data: visitViewSchema });

/** 429 answers of the route limits (the error handler writes them in the visitor's language). */
const limited = (rule: { max: number; timeWindow: number }) => ({
  ...rule,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new HttpError(429, 'auth.errors.tooManyAttempts', undefined, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
});

/** 409 for a slot someone else holds: the message and the next free slots to choose from. */
function slotTaken(next: Span[], timeZone: string) {
  return new HttpError(409, 'visits.errors.taken', undefined, undefined, {
    data: { next_slots: next.map((s) => slotView(s, timeZone)) },
  });
}

/**
 * The visitor's side of site visits (docs/visits.md): free slots, booking, and the manage link's
 * view, reschedule and cancel. No sign-in: the manage link's token is the key.
 */
export const visitRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/visits/slots',
      {
        config: { access: 'public', rateLimit: limited(ROUTE_LIMITS.visitSlots) },
        schema: {
          summary: 'Free site-visit slots from a date (company time zone) for a number of days',
          querystring: z.object({
            from: z.string().refine(isCalendarDate, 'visits.errors.dateInvalid').optional(),
            days: z.coerce.number().int().min(1).max(62).default(7),
          }),
          response: { 200: z.object({ success: z.literal(true), data: z.array(slotSchema) }) },
        },
      },
      async (request) => {
        const { rules, slots } = await listSlots(ctx, request.query.from, request.query.days);
        return { success: true as const, data: slots.map((s) => slotView(s, rules.timeZone)) };
      },
    );

    app.post(
      '/visits',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Book a site visit in a free slot',
          errors: [409, 429],
          body: z.object({
            name: field,
            email: field,
            phone: field,
            address: field,
            service: field,
            start: field,
            notes: field,
            language: field,
            lead_reference: field,
            website: field.describe('Honeypot: leave empty'),
            source: z
              .unknown()
              .optional()
              .describe(
                'Where the visitor came from: { landing, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content }',
              ),
          }),
          // The rules the route applies (domain/visits/booking.ts, shared with the page's form).
          bodies: {
            'application/json': bookingSchema.extend({
              website: z.string().optional(),
              source: z.unknown().optional().describe('Where the visitor came from: { landing, referrer, utm_source, … }'),
            }),
          },
          response: {
            201: z.object({
              success: z.literal(true),
              data: z.object({ reference: z.string(), start: z.string(), end: z.string(), manage_url: z.string() }),
            }),
          },
        },
      },
      async (request, reply) => {
        const outcome = await bookVisit(ctx, request.body, { ip: request.ip, lang: request.lang });
        switch (outcome.kind) {
          case 'rejected':
            throw new HttpError(400, 'visits.errors.rejected');
          case 'invalid':
            throw invalidFields(Object.entries(outcome.errors).map(([path, msg]) => ({ path, msg })));
          case 'rate-limited':
            return tooMany(reply, outcome.retryAfter);
          case 'taken':
            throw slotTaken(outcome.next, outcome.rules.timeZone);
        }
        const view = visitView(
          outcome.visit,
          await readCompany(ctx.db),
          manageUrl(ctx.config.publicUrl, outcome.token, outcome.visit),
        );
        return reply.code(201).send({
          success: true as const,
          data: { reference: view.reference, start: view.start, end: view.end, manage_url: view.manage_url },
        });
      },
    );

    app.get(
      '/visits/:token',
      {
        config: { access: 'public', rateLimit: limited(ROUTE_LIMITS.visitRead) },
        schema: { summary: 'A visit by its manage link', params: tokenParams, response: { 200: viewResponse } },
      },
      async (request, reply) => {
        const found = await visitByToken(ctx, request.params.token);
        if (!found) throw notFound('visits.errors.notFound');
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          data: visitView(found.visit, found.company, manageUrl(ctx.config.publicUrl, request.params.token, found.visit)),
        };
      },
    );

    const answer = async (outcome: ChangeOutcome, reply: FastifyReply, token: string) => {
      switch (outcome.kind) {
        case 'not-found':
          throw notFound('visits.errors.notFound');
        case 'locked':
          throw new HttpError(
            409,
            outcome.visit.status === 'cancelled' ? 'visits.errors.alreadyCancelled' : 'visits.errors.locked',
          );
        case 'invalid':
          throw invalidFields(Object.entries(outcome.errors).map(([path, msg]) => ({ path, msg })));
        case 'rate-limited':
          return tooMany(reply, outcome.retryAfter);
        case 'taken':
          throw slotTaken(outcome.next, outcome.rules.timeZone);
      }
      const link = manageUrl(ctx.config.publicUrl, token, outcome.visit);
      return { success: true as const, data: visitView(outcome.visit, await readCompany(ctx.db), link) };
    };

    app.post(
      '/visits/:token/reschedule',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Move a visit to another free slot (until the minimum notice before it)',
          errors: [409, 429],
          params: tokenParams,
          body: z.object({ start: field }),
          bodies: { 'application/json': bookingSchema.pick({ start: true }) },
          response: { 200: viewResponse },
        },
      },
      async (request, reply) =>
        answer(
          await rescheduleVisit(ctx, request.params.token, request.body.start, { ip: request.ip }),
          reply,
          request.params.token,
        ),
    );

    app.post(
      '/visits/:token/cancel',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Cancel a visit (until the minimum notice before it)',
          errors: [409, 429],
          params: tokenParams,
          response: { 200: viewResponse },
        },
      },
      async (request, reply) =>
        answer(await cancelVisitByVisitor(ctx, request.params.token, { ip: request.ip }), reply, request.params.token),
    );
  };
