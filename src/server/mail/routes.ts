import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { listUndelivered } from './undelivered.js';

const undeliveredSchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'failed']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string(),
});

/** Mail the outbox has not delivered yet (a mail server down, a refused address), for admins to see and retry. */
export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/outbox',
      {
        config: { access: 'admin' },
        schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(undeliveredSchema) }) } },
      },
      async () => ({ success: true as const, data: await listUndelivered(ctx.db) }),
    );

    app.post(
      '/admin/outbox/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        if (!(await ctx.outbox.retry(request.params.id))) throw notFound('admin.mail.notFound');
        return { success: true as const, message: successMessage(request, 'admin.mail.retried') };
      },
    );
  };
