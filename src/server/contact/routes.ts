import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { HttpError, invalidFields } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { contactSchema } from '../../domain/contact-schema.js';
import { submitContact } from './service.js';

const field = z.string().max(10_000).optional();

/** POST /api/contact: the contact form for API clients; the page posts to its own action with the same rules. */
export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact',
      {
        config: { access: 'public' },
        schema: {
          errors: [429],
          querystring: z.object({ lang: z.enum(['en', 'es', 'pt']).optional() }),
          body: z.object({
            name: field,
            email: field,
            phone: field,
            serviceInterest: field,
            message: field,
            website: field.describe('Honeypot: leave empty'),
            source: z
              .unknown()
              .optional()
              .describe(
                'Where the visitor came from: { landing, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content }',
              ),
          }),
          // The rules the route applies (domain/contact-schema.ts, shared with the page's form).
          bodies: {
            'application/json': z.object({
              ...contactSchema.shape,
              website: z.string().optional(),
              source: z.unknown().optional().describe('Where the visitor came from: { landing, referrer, utm_source, … }'),
            }),
          },
          response: { 201: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request, reply) => {
        const outcome = await submitContact(ctx, request.body, { ip: request.ip, lang: request.lang });
        if (outcome.kind === 'invalid') throw invalidFields(Object.entries(outcome.errors).map(([path, msg]) => ({ path, msg })));
        if (outcome.kind === 'rate-limited') throw new HttpError(429, 'contact.errors.rateLimited');
        return reply.code(201).send({ success: true as const, message: successMessage(request, 'contact.form.success') });
      },
    );
  };
