import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_STATUSES, LEAD_TYPES, MAX_NOTE_LENGTH } from '../../domain/leads.js';
import { QUOTE_FILE_TYPES } from '../../domain/quote/options.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import {
  addLeadNote,
  firstResponseOf,
  leadCounts,
  leadEvents,
  leadExists,
  listLeads,
  logCall,
  readContact,
  readQuoteFile,
  setLeadStatus,
} from './repository.js';
import { readQuotes } from './quotes.js';
import { withProposals } from '../proposals/summaries.js';
import { visitorCancellations } from '../visits/repository.js';
import { contactViewSchema, leadEventSchema, leadSummarySchema, quoteViewSchema } from './schemas.js';

const PAGE_SIZE = 20;
const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: z.coerce.number().int().positive() });
const detail = z.object({
  success: z.literal(true),
  data: z.object({
    type: z.enum(LEAD_TYPES),
    quote: quoteViewSchema.nullable(),
    contact: contactViewSchema.nullable(),
    events: z.array(leadEventSchema),
    /** The first reply, proposal sent, call logged or status change by the owner (null: not answered yet). */
    first_response_at: z.string().nullable(),
    /** The start of the lead's newest site visit when the visitor cancelled it, else null. */
    visit_cancelled: z.string().nullable(),
  }),
});

/** "attachment" with the original name, ASCII fallback first (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The leads inbox of /admin: quote requests and contact messages, status, notes and files. */
export const leadsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readDetail = async (type: (typeof LEAD_TYPES)[number], id: number) => {
      const quote = type === 'quote' ? ((await readQuotes(ctx.db, { id }))[0] ?? null) : null;
      const contact = type === 'contact' ? ((await readContact(ctx.db, id)) ?? null) : null;
      if (!quote && !contact) throw notFound('apiErrors.leadNotFound');
      const [events, firstResponse, cancelled] = await Promise.all([
        leadEvents(ctx.db, type, id),
        firstResponseOf(ctx.db, type, id),
        visitorCancellations(ctx.db, [{ type, id }]),
      ]);
      return {
        success: true as const,
        data: {
          type,
          quote,
          contact,
          events,
          first_response_at: firstResponse ?? null,
          visit_cancelled: cancelled.get(`${type}:${id}`) ?? null,
        },
      };
    };

    app.get(
      '/admin/summary',
      {
        config: { access: 'admin' },
        schema: {
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ newQuotes: z.number(), newMessages: z.number(), overdue: z.number() }),
            }),
          },
        },
      },
      async () => ({ success: true as const, data: await leadCounts(ctx.db) }),
    );

    app.get(
      '/admin/leads',
      {
        config: { access: 'admin' },
        schema: {
          querystring: z.object({
            type: z.enum(LEAD_TYPES).optional(),
            status: z.enum(LEAD_STATUSES).optional(),
            search: z.string().trim().max(200).optional(),
            page: z.coerce.number().int().min(1).default(1),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({
                leads: z.array(leadSummarySchema),
                pagination: z.object({ page: z.number(), pages: z.number(), total: z.number() }),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { page, ...filters } = request.query;
        const { leads, total } = await listLeads(ctx.db, { ...filters, page, pageSize: PAGE_SIZE });
        const cancelled = await visitorCancellations(ctx.db, leads);
        const flagged = leads.map((lead) => ({ ...lead, visit_cancelled: cancelled.get(`${lead.type}:${lead.id}`) ?? null }));
        return {
          success: true as const,
          data: {
            leads: await withProposals(ctx.db, flagged),
            pagination: { page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total },
          },
        };
      },
    );

    app.get(
      '/admin/leads/:type/:id',
      { config: { access: 'admin' }, schema: { params: leadParams, response: { 200: detail } } },
      async (request) => readDetail(request.params.type, request.params.id),
    );

    app.patch(
      '/admin/leads/:type/:id',
      {
        config: { access: 'admin' },
        schema: { params: leadParams, body: z.object({ status: z.enum(LEAD_STATUSES) }), response: { 200: detail } },
      },
      async (request) => {
        const { type, id } = request.params;
        if (!(await leadExists(ctx.db, type, id))) throw notFound('apiErrors.leadNotFound');
        await setLeadStatus(ctx.db, type, id, request.body.status, request.user!.id);
        return readDetail(type, id);
      },
    );

    app.post(
      '/admin/leads/:type/:id/notes',
      {
        config: { access: 'admin' },
        schema: {
          params: leadParams,
          body: z.object({ note: z.string().trim().min(1, 'apiErrors.noteRequired').max(MAX_NOTE_LENGTH) }),
          response: { 201: detail },
        },
      },
      async (request, reply) => {
        const { type, id } = request.params;
        if (!(await leadExists(ctx.db, type, id))) throw notFound('apiErrors.leadNotFound');
        await addLeadNote(ctx.db, type, id, request.body.note, request.user!.id);
        return reply.code(201).send(await readDetail(type, id));
      },
    );

    app.post(
      '/admin/leads/:type/:id/calls',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Log a call with the lead (an optional note): it joins the history and answers the lead',
          params: leadParams,
          body: z.object({ note: z.string().trim().max(MAX_NOTE_LENGTH).optional() }),
          response: { 201: detail },
        },
      },
      async (request, reply) => {
        const { type, id } = request.params;
        if (!(await leadExists(ctx.db, type, id))) throw notFound('apiErrors.leadNotFound');
        await logCall(ctx.db, type, id, request.body.note || null, request.user!.id);
        return reply.code(201).send(await readDetail(type, id));
      },
    );

    app.get(
      '/admin/leads/quote-files/:id',
      {
        config: { access: 'admin' },
        schema: { params: z.object({ id: z.coerce.number().int().positive() }), produces: QUOTE_FILE_TYPES },
      },
      async (request, reply) => {
        const file = await readQuoteFile(ctx.db, request.params.id);
        // The store refuses any path that would leave it: a bad row can never reach the rest of the disk.
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
