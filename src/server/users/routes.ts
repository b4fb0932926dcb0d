import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { colourField, crewPhoneField, newCrewMemberSchema, ROLES } from '../../domain/auth.js';
import { DEFAULT_LANG } from '../../domain/languages.js';
import { createPasswordReset, INVITATION_TTL_MS } from '../auth/password-resets.js';
import { hashPassword } from '../auth/passwords.js';
import { crewInvitationEmail } from '../auth/reset-email.js';
import { newToken } from '../auth/tokens.js';
import { enqueueMail } from '../mail/outbox.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { endUserSessions } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { adminUserSchema, toAdminUser } from '../auth/public-user.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findUserByEmail, findUserById, insertUser, listUsers, updateUser } from './repository.js';

const PAGE_SIZE = 20;

/**
 * Accounts for admins: list and search, add a crew member (invited by e-mail to choose a password),
 * change a role, a phone or a crew colour, disable (which signs the account out).
 */
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

    app.post(
      '/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Add a crew member: the account is e-mailed an invitation to choose a password (valid 7 days)',
          body: newCrewMemberSchema,
          errors: [409],
          response: { 201: z.object({ success: z.literal(true), data: adminUserSchema }) },
        },
      },
      async (request, reply) => {
        const { email, first_name, last_name, phone, colour } = request.body;
        if (await findUserByEmail(ctx.db, email)) throw conflict('apiErrors.users.emailTaken');
        const brand = await readEmailBrand(ctx);
        // Nobody knows this password: the member chooses theirs from the invitation.
        const passwordHash = await hashPassword(newToken());
        const token = newToken();
        const user = await ctx.db.transaction().execute(async (trx) => {
          const created = await insertUser(trx, {
            email,
            password_hash: passwordHash,
            first_name,
            last_name,
            phone,
            address: null,
            company_name: null,
            role: 'crew',
            colour,
            email_verified_at: null,
          });
          if (!created) return undefined;
          await createPasswordReset(trx, ctx.config.sessionSecret, created.id, token, INVITATION_TTL_MS);
          // Staff e-mails are in the company's language (like quotes/emails.ts), not the admin's screen language.
          await enqueueMail(trx, crewInvitationEmail(ctx.config.publicUrl, brand, created, token, DEFAULT_LANG));
          return created;
        });
        // Taken meanwhile by a registration or another admin: nothing was written.
        if (!user) throw conflict('apiErrors.users.emailTaken');
        ctx.outbox.nudge();
        return reply.code(201).send({ success: true as const, data: toAdminUser(user) });
      },
    );

    app.patch(
      '/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z
            .object({
              role: z.enum(ROLES).optional(),
              is_disabled: z.boolean().optional(),
              colour: colourField.optional(),
              phone: crewPhoneField.optional(),
            })
            .refine((b) => Object.values(b).some((value) => value !== undefined), 'apiErrors.roleOrDisabled'),
          response: { 200: z.object({ success: z.literal(true), data: adminUserSchema }) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { role, is_disabled, colour, phone } = request.body;
        // An admin cannot lock themselves out; another admin can always do it for them.
        if (id === request.user!.id && (role !== undefined || is_disabled !== undefined))
          throw badRequest('apiErrors.ownAccount');
        const user = await findUserById(ctx.db, id);
        if (!user) throw notFound('apiErrors.accountNotFound');
        await updateUser(ctx.db, id, {
          ...(role ? { role } : {}),
          ...(is_disabled === undefined ? {} : { is_disabled: is_disabled ? 1 : 0 }),
          ...(colour === undefined ? {} : { colour }),
          ...(phone === undefined ? {} : { phone }),
        });
        if (is_disabled) await endUserSessions(ctx, id);
        return { success: true as const, data: toAdminUser((await findUserById(ctx.db, id))!) };
      },
    );
  };
