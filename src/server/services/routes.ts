import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { findServiceBySlug, listCategories, listServices } from './repository.js';
import { categorySchema, langQuery, serviceSchema } from './schemas.js';

/** Public reads of the catalogue: only active services, texts in the request's language. */
export const servicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/services/categories',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ lang: langQuery }),
          response: { 200: z.object({ success: z.literal(true), categories: z.array(categorySchema) }) },
        },
      },
      async (request) => {
        const categories = await listCategories(ctx.db, request.lang);
        return { success: true as const, categories: categories.map(({ id, name, slug }) => ({ id, name, slug })) };
      },
    );

    app.get(
      '/services',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ lang: langQuery, category: z.string().trim().min(1).max(100).optional() }),
          response: { 200: z.object({ success: z.literal(true), data: z.array(serviceSchema) }) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listServices(ctx.db, {
          lang: request.lang,
          activeOnly: true,
          categorySlug: request.query.category,
        }),
      }),
    );

    app.get(
      '/services/:slug',
      {
        config: { access: 'public' },
        schema: {
          params: z.object({ slug: z.string().min(1).max(120) }),
          querystring: z.object({ lang: langQuery }),
          response: { 200: z.object({ success: z.literal(true), data: serviceSchema }) },
        },
      },
      async (request) => {
        const service = await findServiceBySlug(ctx.db, request.params.slug, request.lang);
        if (!service) throw notFound('apiErrors.serviceNotFound');
        return { success: true as const, data: service };
      },
    );
  };
