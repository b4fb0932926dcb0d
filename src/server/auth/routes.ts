import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, ROLE_OF_USER_TYPE } from '../../domain/auth.js';
import type { AppContext } from '../context.js';
import { HttpError, tooMany } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { LIMITS } from '../limits/rules.js';
import { enqueueMail } from '../mail/outbox.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, updateUser } from '../users/repository.js';
import { clearSessionCookie, knownDeviceOf, rememberDevice, setSessionCookie } from './cookies.js';
import { attemptLogin, clearAccountLimits } from './login.js';
import { markEmailVerified, useVerificationLink, writeVerificationLink } from './email-verification.js';
import { consumePasswordReset, createPasswordReset } from './password-resets.js';
import { assertUncommonPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { registrationAttemptEmail } from './verification-emails.js';
import { publicUserSchema, toPublicUser } from './public-user.js';
import { passwordResetEmail } from './reset-email.js';
import { createSession, endSession, endUserSessions } from './sessions.js';
import { newToken } from './tokens.js';

const message = z.object({ success: z.literal(true), message: z.string() });
const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
});

/** Register, login, logout, the current user, and password reset by e-mail (docs/decisions/0006-api-shapes.md). */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Reset mails per account are capped silently: a stranger's requests can fill the owner's
     * mailbox a little, never block their reset (the links already sent still work, and the
     * owner's own browsers are not capped).
     */
    const mayMailReset = async (userId: number, request: FastifyRequest) =>
      knownDeviceOf(request, ctx.config) === userId ||
      (await ctx.limiter.take(LIMITS.resetMailsPerAccount, String(userId))).allowed;

    /**
     * Registration answers the same for a new and a known address (status, body, and the same
     * work: a password hash and one e-mail), so it tells nobody which addresses have accounts. A
     * new account gets the link that verifies its address; the owner of a known address is told
     * that someone tried (at most a few times a day), and nothing about the account changes.
     */
    app.post(
      '/auth/register',
      {
        config: { access: 'public' },
        schema: { body: registerSchema, errors: [429], response: { 201: message, 400: failure } },
      },
      async (request, reply) => {
        const verdict = await ctx.limiter.take(LIMITS.register, request.ip);
        if (!verdict.allowed) tooMany(reply, verdict.retryAfter);
        const { user_type, password, company_name, phone, address, ...names } = request.body;
        assertUncommonPassword(password);
        const role = ROLE_OF_USER_TYPE[user_type];
        const passwordHash = await hashPassword(password);
        const brand = await readEmailBrand(ctx);
        const created = await ctx.db.transaction().execute(async (trx) => {
          const user = await insertUser(trx, {
            ...names,
            role,
            password_hash: passwordHash,
            phone: phone || null,
            address: address || null,
            company_name: role === 'professional' ? company_name || null : null,
          });
          if (user) await writeVerificationLink(ctx, trx, brand, user, request.lang);
          return user !== undefined;
        });
        if (!created) {
          const owner = await findUserByEmail(ctx.db, names.email);
          const notify =
            owner &&
            !owner.is_disabled &&
            (await ctx.limiter.take(LIMITS.registrationNoticesPerAccount, normalizeEmail(owner.email))).allowed;
          if (notify) await enqueueMail(ctx.db, registrationAttemptEmail(ctx.config.publicUrl, brand, owner, request.lang));
        }
        ctx.outbox.nudge();
        return reply.code(201).send({ success: true as const, message: successMessage(request, 'auth.messages.registered') });
      },
    );

    app.post(
      '/auth/verify-email',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Confirm an account’s e-mail address with the token of the mailed link',
          body: z.object({ token: z.string({ error: 'auth.errors.verifyInvalid' }).max(200, 'auth.errors.verifyInvalid') }),
          response: { 200: message, 400: failure },
        },
      },
      async (request) => {
        const result = await useVerificationLink(ctx, request.body.token);
        if (result === 'invalid')
          throw new HttpError(400, 'auth.errors.verifyInvalid', [{ path: 'token', msg: 'auth.errors.verifyInvalid' }]);
        const key = result === 'verified' ? 'auth.messages.emailVerified' : 'auth.messages.emailAlreadyVerified';
        return { success: true as const, message: successMessage(request, key) };
      },
    );

    app.post(
      '/auth/login',
      {
        config: { access: 'public' },
        schema: {
          body: loginSchema,
          response: {
            200: message.extend({ token: z.string(), user: publicUserSchema }),
            400: failure,
            401: failure,
            403: failure,
            429: failure,
          },
        },
      },
      async (request, reply) => {
        const { email, password, remember = false } = request.body;
        const result = await attemptLogin(ctx, {
          email,
          password,
          ip: request.ip,
          knownDevice: knownDeviceOf(request, ctx.config),
        });
        if (result.kind === 'limited') tooMany(reply, result.retryAfter);
        if (result.kind === 'invalid') throw new HttpError(401, 'auth.errors.invalidCredentials');
        if (result.kind === 'disabled') throw new HttpError(403, 'auth.errors.accountDisabled');
        const { user } = result;

        // A new token at every login: a session planted or seen before login is worth nothing after.
        if (request.user) await endSession(ctx, request.user.sessionId);
        const token = await createSession(ctx, user.id, remember);
        setSessionCookie(reply, ctx.config, token, remember);
        rememberDevice(reply, ctx.config, user.id);
        return {
          success: true as const,
          message: successMessage(request, 'auth.messages.loginSuccess'),
          token,
          user: toPublicUser(user),
        };
      },
    );

    app.post('/auth/logout', { config: { access: 'public' }, schema: { response: { 200: message } } }, async (request, reply) => {
      if (request.user) await endSession(ctx, request.user.sessionId);
      clearSessionCookie(reply, ctx.config);
      return { success: true as const, message: successMessage(request, 'auth.messages.loggedOut') };
    });

    app.get(
      '/auth/me',
      {
        config: { access: 'user' },
        schema: { response: { 200: z.object({ success: z.literal(true), data: publicUserSchema }) } },
      },
      async (request) => {
        const user = await findUserById(ctx.db, request.user!.id);
        if (!user) throw new HttpError(401, 'apiErrors.signIn');
        return { success: true as const, data: toPublicUser(user) };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: { body: forgotPasswordSchema, response: { 200: message, 400: failure, 429: failure } },
      },
      async (request, reply) => {
        const { email } = request.body;
        const perAddress = await ctx.limiter.take(LIMITS.resetPerAddress, request.ip);
        if (!perAddress.allowed) tooMany(reply, perAddress.retryAfter);

        const user = await findUserByEmail(ctx.db, email);
        if (user && !user.is_disabled && (await mayMailReset(user.id, request))) {
          const token = newToken();
          const mail = passwordResetEmail(ctx.config.publicUrl, await readEmailBrand(ctx), user, token, request.lang);
          await ctx.db.transaction().execute(async (trx) => {
            await createPasswordReset(trx, ctx.config.sessionSecret, user.id, token);
            await enqueueMail(trx, mail);
          });
          ctx.outbox.nudge();
        }
        // The same answer whether or not the account exists, or a mail went out.
        return { success: true as const, message: successMessage(request, 'auth.messages.resetSent') };
      },
    );

    app.post(
      '/auth/reset-password',
      { config: { access: 'public' }, schema: { body: resetPasswordSchema, response: { 200: message, 400: failure } } },
      async (request) => {
        // Checked before the link is used up: a refused password leaves the link working.
        assertUncommonPassword(request.body.password);
        const userId = await consumePasswordReset(ctx, request.body.token);
        if (!userId) throw new HttpError(400, 'auth.errors.resetInvalid', [{ path: 'token', msg: 'auth.errors.resetInvalid' }]);
        await updateUser(ctx.db, userId, { password_hash: await hashPassword(request.body.password) });
        // The link arrived at the account's address: that proves the address as well as a verification link.
        await markEmailVerified(ctx.db, userId);
        // Whoever knew the old password is signed out everywhere, and no longer slows the owner down.
        await endUserSessions(ctx, userId, request.user?.id === userId ? request.user.sessionId : undefined);
        const user = await findUserById(ctx.db, userId);
        if (user) await clearAccountLimits(ctx, user.email);
        return { success: true as const, message: successMessage(request, 'auth.messages.passwordReset') };
      },
    );
  };
