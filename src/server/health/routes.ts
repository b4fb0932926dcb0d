import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          response: {
            200: z.object({ status: z.literal('ok'), database: z.literal('ok'), engine: z.string() }),
            503: z.object({ status: z.literal('degraded'), database: z.literal('unavailable'), engine: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        const engine = ctx.database.engine;
        if (await ctx.database.ping()) return { status: 'ok' as const, database: 'ok' as const, engine };
        return reply.code(503).send({ status: 'degraded' as const, database: 'unavailable' as const, engine });
      },
    );
  };
