import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_TYPES } from '../../domain/leads.js';
import { acceptSchema, changesSchema, declineSchema, proposalEditSchema } from '../../domain/proposals/schema.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { leadExists } from '../leads/repository.js';
import { ROUTE_LIMITS } from '../limits/rules.js';
import { createProposal, saveProposal, sendProposal } from './admin.js';
import { acceptProposal, declineProposal, openProposal, RateLimited, requestChanges, type Visitor } from './answers.js';
import { proposalPdf } from './documents.js';
import { pdfFilename } from './emails.js';
import { listProposals, proposalListItemSchema } from './list.js';
import { findProposal, proposalsOfLead, readAcceptance } from './repository.js';
import { adminProposalSchema, adminView, publicProposalSchema } from './views.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const PAGE_SIZE = 20;
const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: z.coerce.number().int().positive() });
/** Any text: a token is checked only by looking it up, so every wrong token gets the same 404. */
const tokenParams = z.object({ token: z.string() });
const one = z.object({ success: z.literal(true), data: adminProposalSchema });
const answered = z.object({ success: z.literal(true), data: publicProposalSchema });
/** The customer's bodies are checked after the token (a wrong token is a 404 whatever it carries). */
const customerBody = (fields: Record<string, string>) =>
  z.object(Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, z.unknown().describe(text)]))).partial();

/** A proposal's PDF: shown in the browser, never stored by a cache. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(pdf);
}

/** A RateLimited answer says when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}

/** Proposals (docs/proposals.md): admins make, edit and send them; the customer's link answers them. */
export const proposalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminData = async (id: number) => {
      const row = await findProposal(ctx.db, id);
      if (!row) throw notFound('proposals.errors.notFound');
      return adminView(row, row.status === 'accepted' ? await readAcceptance(ctx.db, id) : undefined);
    };
    const visitor = (request: { ip: string; headers: Record<string, unknown>; user: { role: string } | null }): Visitor => ({
      ip: request.ip,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      isAdmin: request.user?.role === 'admin',
    });

    app.get(
      '/admin/leads/:type/:id/proposals',
      {
        config: { access: 'admin' },
        schema: {
          summary: "A lead's proposal: every revision, newest (the one in force) first",
          params: leadParams,
          response: { 200: z.object({ success: z.literal(true), data: z.array(adminProposalSchema) }) },
        },
      },
      async (request) => {
        const { type, id } = request.params;
        if (!(await leadExists(ctx.db, type, id))) throw notFound('apiErrors.leadNotFound');
        const rows = await proposalsOfLead(ctx.db, type, id);
        const data = await Promise.all(
          rows.map(async (row) => adminView(row, row.status === 'accepted' ? await readAcceptance(ctx.db, row.id) : undefined)),
        );
        return { success: true as const, data };
      },
    );

    app.post(
      '/admin/leads/:type/:id/proposals',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'A draft proposal with lines from the request',
          params: leadParams,
          errors: [409],
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const row = await createProposal(ctx, request.params.type, request.params.id, request.user!.id);
        return reply.code(201).send({ success: true as const, data: await adminData(row.id) });
      },
    );

    app.get(
      '/admin/proposals',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Every proposal in force (not replaced by a newer revision), newest change first, 20 a page',
          querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({
                proposals: z.array(proposalListItemSchema),
                pagination: z.object({ page: z.number(), pages: z.number(), total: z.number() }),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { page } = request.query;
        const { proposals, total } = await listProposals(ctx.db, { page, pageSize: PAGE_SIZE });
        return {
          success: true as const,
          data: { proposals, pagination: { page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total } },
        };
      },
    );

    app.get(
      '/admin/proposals/:id',
      { config: { access: 'admin' }, schema: { params: idParams, response: { 200: one } } },
      async (request) => ({ success: true as const, data: await adminData(request.params.id) }),
    );

    app.put(
      '/admin/proposals/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Save a draft, or make a new revision of a sent proposal (409 on a stale version)',
          errors: [409],
          params: idParams,
          body: proposalEditSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const row = await saveProposal(ctx, request.params.id, request.body, request.user!.id);
        return { success: true as const, data: await adminData(row.id) };
      },
    );

    app.post(
      '/admin/proposals/:id/send',
      {
        config: { access: 'admin' },
        schema: {
          summary: "E-mail the customer the proposal's link; the lead becomes quoted",
          errors: [409],
          params: idParams,
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ status: adminProposalSchema.shape.status, url: z.string() }),
            }),
          },
        },
      },
      async (request) => {
        const { row, url } = await sendProposal(ctx, request.params.id, request.user!.id);
        return { success: true as const, data: { status: (await adminData(row.id)).status, url } };
      },
    );

    app.get(
      '/admin/proposals/:id/pdf',
      { config: { access: 'admin' }, schema: { params: idParams, produces: ['application/pdf'] } },
      async (request, reply) => {
        const row = await findProposal(ctx.db, request.params.id);
        if (!row) throw notFound('proposals.errors.notFound');
        return sendPdf(reply, await proposalPdf(ctx, row), pdfFilename(row));
      },
    );

    const publicConfig = { access: 'public' as const, rateLimit: ROUTE_LIMITS.proposalReads };

    app.get(
      '/proposals/:token',
      { config: publicConfig, schema: { params: tokenParams, response: { 200: answered } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
        const data = await withRetryAfter(reply, () => openProposal(ctx, request.params.token, visitor(request)));
        return { success: true as const, data };
      },
    );

    app.post(
      '/proposals/:token/accept',
      {
        config: publicConfig,
        schema: {
          params: tokenParams,
          body: customerBody({
            signature_name: 'The full name the customer types',
            accepted_terms: 'true: the customer agrees to the terms',
            optional_line_ids: 'The optional lines the customer keeps',
          }),
          bodies: { 'application/json': acceptSchema },
          errors: [409],
          response: { 200: answered },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await withRetryAfter(reply, () => acceptProposal(ctx, request.params.token, request.body, visitor(request))),
      }),
    );

    app.post(
      '/proposals/:token/decline',
      {
        config: publicConfig,
        schema: {
          params: tokenParams,
          body: customerBody({ reason: 'Optional' }),
          bodies: { 'application/json': declineSchema },
          errors: [409],
          response: { 200: answered },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await withRetryAfter(reply, () => declineProposal(ctx, request.params.token, request.body, visitor(request))),
      }),
    );

    app.post(
      '/proposals/:token/changes',
      {
        config: publicConfig,
        schema: {
          params: tokenParams,
          body: customerBody({ message: 'What the customer would like changed' }),
          bodies: { 'application/json': changesSchema },
          errors: [409],
          response: { 200: answered },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await withRetryAfter(reply, () => requestChanges(ctx, request.params.token, request.body, visitor(request))),
      }),
    );
  };
