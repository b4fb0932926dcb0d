import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, profileSchema } from '../../domain/auth.js';
import { assertUncommonPassword } from '../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isEmailVerified, sendVerificationLink } from '../auth/email-verification.js';
import { endUserSessions } from '../auth/sessions.js';
import { LIMITS } from '../limits/rules.js';
import type { AppContext } from '../context.js';
import { FIX_BELOW, HttpError, notFound, tooMany } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { readQuotes } from '../leads/quotes.js';
import { quoteViewSchema } from '../leads/schemas.js';
import { findUserById, updateUser } from '../users/repository.js';
import { profileViewSchema, toProfile } from './profile.js';

const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
});
/** The signed-in user's own things: profile, password and quote requests (/dashboard). */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const profileResponse = z.object({ success: z.literal(true), data: profileViewSchema });

    app.get(
      '/account/profile',
      { config: { access: 'user' }, schema: { response: { 200: profileResponse } } },
      async (request) => {
        const user = await findUserById(ctx.db, request.user!.id);
        if (!user) throw notFound();
        return { success: true as const, data: toProfile(user) };
      },
    );

    app.put(
      '/account/profile',
      { config: { access: 'user' }, schema: { body: profileSchema, response: { 200: profileResponse, 400: failure } } },
      async (request) => {
        const { first_name, last_name, phone, address, company_name } = request.body;
        const professional = request.user!.role === 'professional';
        if (professional && !company_name) {
          throw new HttpError(400, FIX_BELOW, [{ path: 'company_name', msg: 'auth.errors.companyRequired' }]);
        }
        await updateUser(ctx.db, request.user!.id, {
          first_name,
          last_name,
          phone: phone || null,
          address: address || null,
          // The company belongs to a professional's profile only (docs/decisions/0005-accounts-and-access.md).
          ...(professional ? { company_name } : {}),
        });
        return { success: true as const, data: toProfile((await findUserById(ctx.db, request.user!.id))!) };
      },
    );

    app.post(
      '/account/password',
      {
        config: { access: 'user' },
        schema: {
          body: changePasswordSchema,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), 400: failure, 429: failure },
        },
      },
      async (request, reply) => {
        assertUncommonPassword(request.body.new_password, 'new_password');
        // The attempt is reserved before the check, so parallel guesses stop at the limit.
        const key = String(request.user!.id);
        const verdict = await ctx.limiter.take(LIMITS.changePassword, key);
        if (!verdict.allowed) tooMany(reply, verdict.retryAfter);
        const user = await findUserById(ctx.db, request.user!.id);
        if (!user || !(await verifyPassword(user.password_hash, request.body.current_password))) {
          throw new HttpError(400, FIX_BELOW, [{ path: 'current_password', msg: 'account.password.wrongCurrent' }]);
        }
        await ctx.limiter.reset(LIMITS.changePassword, key);
        await updateUser(ctx.db, user.id, { password_hash: await hashPassword(request.body.new_password) });
        // This browser stays signed in; every other session of the account ends.
        await endUserSessions(ctx, user.id, request.user!.sessionId);
        return { success: true as const, message: successMessage(request, 'account.password.changed') };
      },
    );

    app.post(
      '/account/email-verification',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Mail a new link that confirms the account’s e-mail address',
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), 429: failure },
        },
      },
      async (request, reply) => {
        const user = await findUserById(ctx.db, request.user!.id);
        if (!user) throw notFound();
        if (isEmailVerified(user)) return { success: true as const, message: successMessage(request, 'account.verify.already') };
        const verdict = await ctx.limiter.take(LIMITS.verificationMails, String(user.id));
        if (!verdict.allowed) tooMany(reply, verdict.retryAfter);
        await sendVerificationLink(ctx, user, request.lang);
        return { success: true as const, message: successMessage(request, 'account.verify.sent', { email: user.email }) };
      },
    );

    app.get(
      '/account/quotes',
      {
        config: { access: 'user' },
        schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(quoteViewSchema) }) } },
      },
      async (request) => ({ success: true as const, data: await readQuotes(ctx.db, { userId: request.user!.id }) }),
    );

    app.get(
      '/account/quotes/:id',
      {
        config: { access: 'user' },
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: z.object({ success: z.literal(true), data: quoteViewSchema }) },
        },
      },
      async (request) => {
        // Another account's request answers exactly like a missing one.
        const [quote] = await readQuotes(ctx.db, { userId: request.user!.id, id: request.params.id });
        if (!quote) throw notFound('apiErrors.quoteNotFound');
        return { success: true as const, data: quote };
      },
    );
  };
