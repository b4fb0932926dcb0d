import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SETUP_ITEMS } from '../../domain/setup.js';
import type { AppContext } from '../context.js';
import { SETUP_STATE, setupChecklist, writeSetupFlag } from './checklist.js';

const checklistSchema = z.object({
  items: z.array(
    z.object({
      key: z.enum(SETUP_ITEMS.map((i) => i.key) as [string, ...string[]]),
      path: z.string(),
      done: z.boolean(),
      progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
    }),
  ),
  hidden: z.boolean(),
  dismissed: z.boolean(),
});
const answer = z.object({ success: z.literal(true), data: checklistSchema });

/** 'Make the site yours' (docs/admin-content.md#make-the-site-yours): the checklist of /admin, for admins. */
export const setupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/setup',
      {
        config: { access: 'admin' },
        schema: {
          summary: "'Make the site yours': each item, done or not, from what the site holds now",
          response: { 200: answer },
        },
      },
      async () => ({ success: true as const, data: await setupChecklist(ctx) }),
    );

    app.put(
      '/admin/setup',
      {
        config: { access: 'admin' },
        schema: {
          summary: "The owner's own answers: 'I checked the prices', and the list dismissed (or shown again)",
          body: z.object({
            prices_checked: z.boolean('setup.errors.flag').optional(),
            dismissed: z.boolean('setup.errors.flag').optional(),
          }),
          response: { 200: answer },
        },
      },
      async (request) => {
        const { prices_checked, dismissed } = request.body;
        if (prices_checked !== undefined) await writeSetupFlag(ctx.db, SETUP_STATE.pricesChecked, prices_checked);
        if (dismissed !== undefined) await writeSetupFlag(ctx.db, SETUP_STATE.dismissed, dismissed);
        return { success: true as const, data: await setupChecklist(ctx) };
      },
    );
  };
