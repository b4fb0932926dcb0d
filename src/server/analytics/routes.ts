import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { choosePeriod, type Period } from '../../domain/analytics.js';
import { LANGUAGES } from '../../domain/languages.js';
import { LEAD_STATUSES } from '../../domain/leads.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { readCompany } from '../settings/repository.js';
import { analyticsFigures } from './figures.js';
import { leadsCsv, leadsCsvName } from './leads-csv.js';

// An empty day (a form's blank field) means the default period's, as an absent one does.
const day = z.union([z.literal(''), z.string().max(20)]).optional();
const periodQuery = z.object({
  from: day.describe(
    "First day, YYYY-MM-DD (company time zone); empty or absent: the Monday 11 weeks before the last day's week",
  ),
  to: day.describe('Last day, YYYY-MM-DD, included; empty or absent: today'),
});
const count = z.number().int();
const share = z.number().nullable();

const figuresSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), time_zone: z.string() }),
  totals: z.object({ leads: count, quotes: count, contacts: count }),
  weeks: z.array(z.object({ week_start: z.string(), quotes: count, contacts: count, total: count })),
  by_service: z.array(z.object({ service: z.string(), leads: count })),
  by_source: z.array(z.object({ channel: z.enum(['campaign', 'referral', 'direct']), name: z.string(), leads: count })),
  by_language: z.array(z.object({ language: z.enum(LANGUAGES), leads: count })),
  first_response: z.object({
    promise_hours: z.number(),
    responded: count,
    median_hours: z.number().nullable(),
    within_promise: count,
    late: count,
    unanswered_overdue: count,
    unanswered_waiting: count,
    kept_share: share,
  }),
  outcomes: z.object({
    by_status: z.object(
      Object.fromEntries(LEAD_STATUSES.map((s) => [s, count])) as Record<(typeof LEAD_STATUSES)[number], typeof count>,
    ),
    win_share: share,
    accepted_proposals: count,
    accepted_value_cents: count,
  }),
});

/** A period from the query, or 400 with the analytics area's message. */
function periodOf(query: { from?: string; to?: string }, timeZone: string): Period {
  const { period, problem } = choosePeriod(query, new Date(), timeZone);
  if (problem) throw badRequest(problem);
  return period;
}

/** The company's calendar (its time zone setting, as site visits use it): the days and weeks of the figures. */
const companyTimeZone = async (ctx: AppContext) => (await readCompany(ctx.db)).timeZone;

/** Where leads come from and what becomes of them (docs/admin-content.md#analytics): admins only. */
export const analyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/analytics',
      {
        config: { access: 'admin' },
        schema: { querystring: periodQuery, response: { 200: z.object({ success: z.literal(true), data: figuresSchema }) } },
      },
      async (request) => {
        const timeZone = await companyTimeZone(ctx);
        return { success: true as const, data: await analyticsFigures(ctx.db, periodOf(request.query, timeZone), timeZone) };
      },
    );

    app.get(
      '/admin/leads.csv',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            'Every lead of the period as CSV (UTF-8 with BOM): times on the company clocks with their offset, each coded field with a label column in the request language',
          querystring: periodQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const timeZone = await companyTimeZone(ctx);
        const period = periodOf(request.query, timeZone);
        const csv = await leadsCsv(ctx.db, period, timeZone, request.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${leadsCsvName(period)}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(csv);
      },
    );
  };
