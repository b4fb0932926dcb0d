import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { renderReferencePage } from './reference-page.js';

/**
 * `GET /api/openapi.json` and the reference page `GET /api/docs`: everyone may read them while the
 * site runs in development (NODE_ENV other than production), only admins in production.
 */
export const openApiRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const access = ctx.config.environment === 'production' ? ('admin' as const) : ('public' as const);
    const document = () => app.swagger() as unknown as Parameters<typeof renderReferencePage>[0];

    app.get('/openapi.json', { config: { access }, schema: { produces: ['application/json'] } }, async () => document());
    app.get('/docs', { config: { access }, schema: { produces: ['text/html'] } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderReferencePage(document())),
    );
  };
