import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUOTE_FILE_TYPES } from '../../domain/quote/options.js';
import { successMessage } from '../http/language.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound, tooMany } from '../http/errors.js';
import { LIMITS } from '../limits/rules.js';
import { clientOfItemToken, endHubSession, hubClientOf, sendSignInLink, startHubSession, useSignInLink } from './hub-auth.js';
import { hubData, hubMessages, postHubMessage } from './hub.js';
import { hubSchema, langSchema, messageSchema } from './schemas.js';

const EMPTY_HUB = { client: null, requests: [], visits: [], proposals: [], jobs: [], messages: [] };
const token = z.string().min(1).max(200);

/** "attachment" with the original name, ASCII fallback first (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The client hub (docs/clients.md): sign-in links, the hub session that an e-mailed link opens,
 * and the signed-in client's items and messages. Every read is limited to the caller's client.
 */
export const hubRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const requireClient = async (request: Parameters<typeof hubClientOf>[1]) => {
      const clientId = await hubClientOf(ctx, request);
      if (clientId === null) throw new HttpError(403, 'apiErrors.hubNoClient');
      return clientId;
    };

    app.post(
      '/auth/sign-in-link',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Mail a single-use sign-in link (15 minutes) to the client hub; always 202, the same answer for any address',
          body: z.object({ email: z.email().max(254) }),
          response: { 202: z.object({ success: z.literal(true), message: z.string() }) },
          errors: [429],
        },
      },
      async (request, reply) => {
        const verdict = await ctx.limiter.take(LIMITS.signInLinksPerAddress, request.ip);
        if (!verdict.allowed) tooMany(reply, verdict.retryAfter);
        await sendSignInLink(ctx, request.body.email, request.lang);
        return reply.code(202).send({ success: true as const, message: successMessage(request, 'clients.signIn.sent') });
      },
    );

    app.post(
      '/hub/session',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Open the client hub: with a sign-in link's token (single use, 15 minutes), or the token of an e-mailed proposal or visit link. Sets the hub cookie",
          body: z.union([z.object({ token }), z.object({ proposal_token: token }), z.object({ visit_token: token })]),
          response: { 200: z.object({ success: z.literal(true) }) },
          errors: [429],
        },
      },
      async (request, reply) => {
        const miss = await ctx.limiter.take(LIMITS.hubLinkMisses, request.ip);
        if (!miss.allowed) tooMany(reply, miss.retryAfter);
        const body = request.body;
        const clientId =
          'token' in body
            ? await useSignInLink(ctx, body.token)
            : 'proposal_token' in body
              ? await clientOfItemToken(ctx.db, ctx.config.sessionSecret, 'proposal', body.proposal_token)
              : await clientOfItemToken(ctx.db, ctx.config.sessionSecret, 'visit', body.visit_token);
        if (clientId === null) throw new HttpError(400, 'apiErrors.hubLinkInvalid');
        await startHubSession(ctx, reply, clientId);
        return { success: true as const };
      },
    );

    app.post(
      '/hub/sign-out',
      {
        config: { access: 'public' },
        schema: { summary: 'End the hub session of this browser', response: { 200: z.object({ success: z.literal(true) }) } },
      },
      async (request, reply) => {
        await endHubSession(ctx, request, reply);
        return { success: true as const };
      },
    );

    app.get(
      '/hub',
      {
        config: { access: 'client' },
        schema: {
          summary:
            "The signed-in client's requests, visits, proposals, jobs and messages, newest first (a signed-in account sees its client once its e-mail is verified; client is null before)",
          response: { 200: z.object({ success: z.literal(true), data: hubSchema }) },
        },
      },
      async (request) => {
        const clientId = await hubClientOf(ctx, request);
        return { success: true as const, data: clientId === null ? EMPTY_HUB : await hubData(ctx, clientId) };
      },
    );

    app.get(
      '/hub/messages',
      {
        config: { access: 'client' },
        schema: {
          summary: 'The messages between the company and the signed-in client, newest first',
          response: { 200: z.object({ success: z.literal(true), data: z.object({ messages: z.array(messageSchema) }) }) },
        },
      },
      async (request) => {
        // An account without a client yet (its e-mail unverified) has no messages.
        const clientId = await hubClientOf(ctx, request);
        return { success: true as const, data: { messages: clientId === null ? [] : await hubMessages(ctx.db, clientId) } };
      },
    );

    app.post(
      '/hub/messages',
      {
        config: { access: 'client', rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          summary:
            "Write to the company: the message lands in the history of the client's newest lead and the company is told by e-mail",
          body: z.object({ message: z.string().trim().min(1).max(5000) }),
          errors: [403],
          response: { 201: z.object({ success: z.literal(true), data: messageSchema }) },
        },
      },
      async (request, reply) => {
        const clientId = await requireClient(request);
        return reply.code(201).send({ success: true as const, data: await postHubMessage(ctx, clientId, request.body.message) });
      },
    );

    app.put(
      '/hub/language',
      {
        config: { access: 'client' },
        schema: {
          summary: 'The language of the hub and of every e-mail to the client',
          body: z.object({ language: langSchema }),
          errors: [403],
          response: { 200: z.object({ success: z.literal(true), data: z.object({ language: langSchema }) }) },
        },
      },
      async (request) => {
        const clientId = await requireClient(request);
        const { language } = request.body;
        await ctx.db
          .updateTable('clients')
          .set((eb) => ({ language_code: language, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
          .where('id', '=', clientId)
          .execute();
        return { success: true as const, data: { language } };
      },
    );

    app.get(
      '/hub/files/:id',
      {
        config: { access: 'client' },
        schema: {
          summary: "A photo or file of one of the client's requests",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          produces: QUOTE_FILE_TYPES,
        },
      },
      async (request, reply) => {
        // Without a client nothing matches: 404 like another client's file.
        const clientId = (await hubClientOf(ctx, request)) ?? 0;
        const file = await ctx.db
          .selectFrom('quote_files')
          .innerJoin('media', 'media.id', 'quote_files.media_id')
          .innerJoin('quote_requests', 'quote_requests.id', 'quote_files.quote_id')
          .select(['quote_files.original_name', 'quote_files.mime', 'media.path'])
          .where('quote_files.id', '=', request.params.id)
          .where('quote_requests.client_id', '=', clientId)
          .executeTakeFirst();
        const stored = file ? await ctx.media.open(file.path.replace(/^\/?(media\/)?/, '')).catch(() => null) : null;
        if (!file || !stored) throw notFound('apiErrors.fileNotFound');
        const type = (QUOTE_FILE_TYPES as readonly string[]).includes(file.mime) ? file.mime : 'application/octet-stream';
        return reply
          .header('content-type', type)
          .header('content-disposition', attachment(file.original_name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .header('content-length', String(stored.size))
          .send(stored.stream);
      },
    );
  };
