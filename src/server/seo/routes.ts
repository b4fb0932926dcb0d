import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { buildRobots, buildSitemap } from './sitemap.js';

/** /sitemap.xml and /robots.txt, at the site root. */
export const seoRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await buildSitemap(ctx.db, ctx.config.publicUrl)),
    );
    app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(buildRobots(ctx.config.publicUrl)),
    );
  };
