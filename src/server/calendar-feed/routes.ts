import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANG, isLang, type Lang } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { visitQuery } from '../jobs/repository.js';
import { visitViews } from '../jobs/service.js';
import { ROUTE_LIMITS } from '../limits/rules.js';
import { readCompany } from '../settings/repository.js';
import { visitsBetween } from '../visits/repository.js';
import { feedOwner, feedSince, issueFeed, revokeFeeds } from './feeds.js';
import { feedCalendar } from './ics.js';

const DAY = 86_400_000;
/** What a feed holds: the last month and the coming year (a mowing season fits twice). */
const PAST_DAYS = 31;
const FUTURE_DAYS = 366;

const status = z.object({
  success: z.literal(true),
  data: z.object({ active: z.boolean(), since: z.string().nullable() }),
});

/** The address of a feed: the token, and the language its texts are in (the page's when it was made). */
function feedUrl(publicUrl: string, token: string, lang: Lang): string {
  return `${publicUrl}/calendar/${token}.ics${lang === DEFAULT_LANG ? '' : `?lang=${lang}`}`;
}

/** The staff's own feed: see whether one is live, make a new one (shown once), or stop it. */
export const calendarFeedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/calendar-feed',
      {
        config: { access: 'staff' },
        schema: { summary: 'Whether my calendar feed is live, and since when', response: { 200: status } },
      },
      async (request) => {
        const since = await feedSince(ctx.db, request.user!.id);
        return { success: true as const, data: { active: since !== null, since } };
      },
    );

    app.post(
      '/calendar-feed',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'A new private calendar feed URL of my visits (iCalendar); the previous URL stops working',
          response: {
            201: z.object({
              success: z.literal(true),
              data: z.object({
                url: z.string().meta({ description: 'Shown once: the database keeps only its hash' }),
                since: z.string(),
              }),
            }),
          },
        },
      },
      async (request, reply) => {
        const token = await issueFeed(ctx.db, ctx.config.sessionSecret, request.user!.id);
        const since = (await feedSince(ctx.db, request.user!.id))!;
        return reply
          .code(201)
          .send({ success: true as const, data: { url: feedUrl(ctx.config.publicUrl, token, request.lang), since } });
      },
    );

    app.delete(
      '/calendar-feed',
      {
        config: { access: 'staff' },
        schema: { summary: 'Stop my calendar feed: its URL answers 404 from now on', response: { 200: status } },
      },
      async (request) => {
        await revokeFeeds(ctx.db, request.user!.id);
        return { success: true as const, data: { active: false, since: null } };
      },
    );
  };

/**
 * /calendar/{token}.ics, outside /api: the address a calendar app subscribes to. A crew member's
 * feed holds their own visits; the owner's (an admin's) every job visit and site visit.
 */
export const calendarFeedRoute =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
      '/calendar/:token.ics',
      { config: { access: 'public', rateLimit: ROUTE_LIMITS.calendarFeeds } },
      async (request, reply) => {
        const owner = await feedOwner(ctx.db, ctx.config.sessionSecret, request.params.token);
        if (!owner) throw notFound('apiErrors.jobs.feedNotFound');
        const lang = isLang(request.query.lang) ? request.query.lang : DEFAULT_LANG;
        const company = await readCompany(ctx.db);
        const from = Date.now() - PAST_DAYS * DAY;
        const to = Date.now() + FUTURE_DAYS * DAY;
        let visits = visitQuery(ctx.db)
          .where('job_visits.starts_at', '>=', new Date(from).toISOString())
          .where('job_visits.starts_at', '<', new Date(to).toISOString());
        if (owner.role === 'crew') {
          visits = visits.where((eb) =>
            eb.exists(
              eb
                .selectFrom('job_visit_crew')
                .select('visit_id')
                .whereRef('job_visit_crew.visit_id', '=', 'job_visits.id')
                .where('job_visit_crew.user_id', '=', owner.id),
            ),
          );
        }
        const rows = await visits.orderBy('job_visits.starts_at').execute();
        const views = await visitViews(ctx, rows, company.timeZone);
        const text = feedCalendar({
          lang,
          company: company.name,
          person: `${owner.first_name} ${owner.last_name}`.trim(),
          timeZone: company.timeZone,
          host: new URL(ctx.config.publicUrl).host,
          visits: views.map((view, i) => ({ ...view, updated_at: rows[i].updated_at })),
          consultations: owner.role === 'admin' ? await visitsBetween(ctx.db, from, to) : [],
          dayUrl: owner.role === 'crew' ? (date) => `${ctx.config.publicUrl}/crew?date=${date}` : undefined,
        });
        return reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .send(text);
      },
    );
  };
