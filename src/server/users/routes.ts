import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../domain/auth.js';
import { endUserSessions } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { adminUserSchema, toAdminUser } from '../auth/public-user.js';
import { badRequest, notFound } from '../http/errors.js';
import { findUserById, listUsers, updateUser } from './repository.js';

const PAGE_SIZE = 20;

/** Accounts for admins: list and search, change a role, disable (which signs the account out). */
export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          querystring: z.object({
            search: z.string().trim().max(200).optional(),
            role: z.enum(ROLES).optional(),
            page: z.coerce.number().int().min(1).default(1),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({
                users: z.array(adminUserSchema),
                pagination: z.object({ page: z.number(), pages: z.number(), total: z.number() }),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { page, search, role } = request.query;
        const { users, total } = await listUsers(ctx.db, { search, role, page, pageSize: PAGE_SIZE });
        return {
          success: true as const,
          data: { users: users.map(toAdminUser), pagination: { page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total } },
        };
      },
    );

    app.patch(
      '/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z
            .object({ role: z.enum(ROLES).optional(), is_disabled: z.boolean().optional() })
            .refine((b) => b.role !== undefined || b.is_disabled !== undefined, 'apiErrors.roleOrDisabled'),
          response: { 200: z.object({ success: z.literal(true), data: adminUserSchema }) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { role, is_disabled } = request.body;
        // An admin cannot lock themselves out; another admin can always do it for them.
        if (id === request.user!.id) throw badRequest('apiErrors.ownAccount');
        const user = await findUserById(ctx.db, id);
        if (!user) throw notFound('apiErrors.accountNotFound');
        await updateUser(ctx.db, id, {
          ...(role ? { role } : {}),
          ...(is_disabled === undefined ? {} : { is_disabled: is_disabled ? 1 : 0 }),
        });
        if (is_disabled) await endUserSessions(ctx, id);
        return { success: true as const, data: toAdminUser((await findUserById(ctx.db, id))!) };
      },
    );
  };
