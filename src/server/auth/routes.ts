import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TFunction } from '../../i18n/instance.js';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, ROLE_OF_USER_TYPE } from '../../domain/auth.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { requestLanguage, translator } from '../http/i18n.js';
import { translateValidationErrors } from '../http/validation.js';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/repository.js';
import { createAuthLimits } from './limits.js';
import { consumePasswordReset, createPasswordReset } from './password-resets.js';
import { hashPassword, verifyNothing, verifyPassword } from './passwords.js';
import { publicUserSchema, toPublicUser } from './public-user.js';
import { sendPasswordResetEmail } from './reset-email.js';
import { clearSessionCookie, createSession, endSession, endUserSessions, setSessionCookie } from './sessions.js';

const message = z.object({ success: z.literal(true), message: z.string() });
const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
});

/** 429 with Retry-After and a message in the visitor's language. */
function tooMany(reply: FastifyReply, t: TFunction, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, t('auth.errors.tooManyAttempts', { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
}

/** Register, login, logout, the current user, and password reset by e-mail (SPEC.md section 7). */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    translateValidationErrors(app);
    const limits = createAuthLimits();

    app.post(
      '/auth/register',
      {
        config: { access: 'public' },
        schema: { body: registerSchema, response: { 201: message.extend({ user: publicUserSchema }), 400: failure, 409: failure } },
      },
      async (request, reply) => {
        const t = translator(requestLanguage(request));
        const wait = limits.registerPerAddress.retryAfter(request.ip);
        if (wait) tooMany(reply, t, wait);
        limits.registerPerAddress.hit(request.ip);
        const { user_type, password, company_name, phone, address, ...names } = request.body;
        const role = ROLE_OF_USER_TYPE[user_type];
        const user = await insertUser(ctx.db, {
          ...names,
          role,
          password_hash: await hashPassword(password),
          phone: phone || null,
          address: address || null,
          company_name: role === 'professional' ? company_name || null : null,
        });
        if (!user) throw new HttpError(409, t('auth.errors.fixBelow'), [{ path: 'email', msg: t('auth.errors.emailTaken') }]);
        return reply.code(201).send({ success: true as const, message: t('auth.messages.registered'), user: toPublicUser(user) });
      },
    );

    app.post(
      '/auth/login',
      {
        config: { access: 'public' },
        schema: {
          body: loginSchema,
          response: { 200: message.extend({ token: z.string(), user: publicUserSchema }), 400: failure, 401: failure, 403: failure, 429: failure },
        },
      },
      async (request, reply) => {
        const t = translator(requestLanguage(request));
        const { email, password, remember = false } = request.body;
        const pair = `${email}\n${request.ip}`;
        const wait = Math.max(
          limits.loginPerAddress.retryAfter(request.ip),
          limits.loginPerAccountAndAddress.retryAfter(pair),
          limits.loginPerAccount.retryAfter(email),
        );
        if (wait) tooMany(reply, t, wait);

        const user = await findUserByEmail(ctx.db, email);
        const valid = user ? await verifyPassword(user.password_hash, password) : await verifyNothing(password);
        if (!user || !valid) {
          limits.loginPerAddress.hit(request.ip);
          limits.loginPerAccountAndAddress.hit(pair);
          limits.loginPerAccount.hit(email);
          throw new HttpError(401, t('auth.errors.invalidCredentials'));
        }
        limits.loginPerAccountAndAddress.reset(pair);
        if (user.is_disabled) throw new HttpError(403, t('auth.errors.accountDisabled'));

        // A new token at every login: a session planted or seen before login is worth nothing after.
        if (request.user) await endSession(ctx, request.user.sessionId);
        const token = await createSession(ctx, user.id, remember);
        setSessionCookie(reply, ctx, token, remember);
        return { success: true as const, message: t('auth.messages.loginSuccess'), token, user: toPublicUser(user) };
      },
    );

    app.post(
      '/auth/logout',
      { config: { access: 'public' }, schema: { response: { 200: message } } },
      async (request, reply) => {
        if (request.user) await endSession(ctx, request.user.sessionId);
        clearSessionCookie(reply, ctx);
        return { success: true as const, message: translator(requestLanguage(request))('auth.messages.loggedOut') };
      },
    );

    app.get(
      '/auth/me',
      { config: { access: 'user' }, schema: { response: { 200: z.object({ success: z.literal(true), data: publicUserSchema }) } } },
      async (request) => {
        const user = await findUserById(ctx.db, request.user!.id);
        if (!user) throw new HttpError(401, 'Please sign in to continue.');
        return { success: true as const, data: toPublicUser(user) };
      },
    );

    app.post(
      '/auth/forgot-password',
      { config: { access: 'public' }, schema: { body: forgotPasswordSchema, response: { 200: message, 400: failure, 429: failure } } },
      async (request, reply) => {
        const lang = requestLanguage(request);
        const t = translator(lang);
        const { email } = request.body;
        const wait = Math.max(limits.resetPerAddress.retryAfter(request.ip), limits.resetPerAccount.retryAfter(email));
        if (wait) tooMany(reply, t, wait);
        limits.resetPerAddress.hit(request.ip);
        limits.resetPerAccount.hit(email);

        const user = await findUserByEmail(ctx.db, email);
        if (user && !user.is_disabled) {
          const token = await createPasswordReset(ctx, user.id);
          // Sent after answering: the reply takes as long whether or not the account exists.
          sendPasswordResetEmail(ctx, user, token, lang).catch((err: unknown) =>
            request.log.error({ err }, 'password reset e-mail failed'),
          );
        }
        return { success: true as const, message: t('auth.messages.resetSent') };
      },
    );

    app.post(
      '/auth/reset-password',
      { config: { access: 'public' }, schema: { body: resetPasswordSchema, response: { 200: message, 400: failure } } },
      async (request) => {
        const t = translator(requestLanguage(request));
        const userId = await consumePasswordReset(ctx, request.body.token);
        if (!userId) throw new HttpError(400, t('auth.errors.resetInvalid'), [{ path: 'token', msg: t('auth.errors.resetInvalid') }]);
        await updateUser(ctx.db, userId, { password_hash: await hashPassword(request.body.password) });
        // Whoever knew the old password is signed out everywhere.
        await endUserSessions(ctx, userId, request.user?.id === userId ? request.user.sessionId : undefined);
        return { success: true as const, message: t('auth.messages.passwordReset') };
      },
    );
  };
