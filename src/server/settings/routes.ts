import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companySettingsSchema } from '../../domain/company.js';
import type { AppContext } from '../context.js';
import { readCompany, writeCompany } from './repository.js';

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const response = { 200: z.object({ success: z.literal(true), data: companySettingsSchema }) };

    app.get('/settings/company', { config: { access: 'public' }, schema: { response } }, async () => ({
      success: true as const,
      data: await readCompany(ctx.db),
    }));

    app.put(
      '/admin/settings/company',
      { config: { access: 'admin' }, schema: { body: companySettingsSchema, response } },
      async (request) => {
        await writeCompany(ctx.db, request.body);
        ctx.events.emit('site-changed');
        return { success: true as const, data: await readCompany(ctx.db) };
      },
    );
  };
