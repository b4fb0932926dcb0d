import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { badRequest, conflict, HttpError, notFound, staleVersion } from '../http/errors.js';
import {
  clientDetail,
  clientLeads,
  clientTimeline,
  currentClientId,
  insertClient,
  listClients,
  mergeClients,
  patchClient,
} from './repository.js';
import { clientDetailSchema, clientSummarySchema, createClientSchema, patchClientSchema } from './schemas.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The company's clients (docs/clients.md): the list and its search, a client's page, new, edit, merge. */
export const adminClientRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const detail = async (id: number) => {
      const client = await clientDetail(ctx.db, id);
      if (!client) throw notFound('apiErrors.clientNotFound');
      return { ...client, leads: await clientLeads(ctx.db, id), timeline: await clientTimeline(ctx.db, id) };
    };
    const answer = z.object({ success: z.literal(true), data: clientDetailSchema });

    app.get(
      '/admin/clients',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Clients, newest first, found by a name fragment, an e-mail address, the last digits of a phone or an address',
          querystring: z.object({
            search: z.string().max(200).optional(),
            page: z.coerce.number().int().positive().max(100_000).default(1),
            limit: z.coerce.number().int().positive().max(100).default(20),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({
                clients: z.array(clientSummarySchema),
                pagination: z.object({ page: z.number(), limit: z.number(), pages: z.number(), total: z.number() }),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { search, page, limit } = request.query;
        const { clients, total } = await listClients(ctx.db, { search, page, limit });
        return {
          success: true as const,
          data: { clients, pagination: { page, limit, pages: Math.max(1, Math.ceil(total / limit)), total } },
        };
      },
    );

    app.post(
      '/admin/clients',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'A new client (a customer who phoned); 409 when another client has the e-mail address',
          body: createClientSchema,
          errors: [409],
          response: { 201: answer },
        },
      },
      async (request, reply) => {
        const id = await insertClient(ctx.db, request.body);
        if (id === 'email-taken') throw conflict('apiErrors.clientEmailTaken');
        return reply.code(201).send({ success: true as const, data: await detail(id) });
      },
    );

    app.get(
      '/admin/clients/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            "A client: contact details, properties, leads and the timeline of everything (a merged client's id answers the client it became)",
          params: idParams,
          response: { 200: answer },
        },
      },
      async (request) => {
        const id = await currentClientId(ctx.db, request.params.id);
        if (id === null) throw notFound('apiErrors.clientNotFound');
        return { success: true as const, data: await detail(id) };
      },
    );

    app.patch(
      '/admin/clients/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            'Change a client: name, language, notes, tags, add an e-mail, phone or property, edit properties (optional version: 409 when stale)',
          params: idParams,
          body: patchClientSchema,
          errors: [409],
          response: { 200: answer },
        },
      },
      async (request) => {
        const result = await patchClient(ctx.db, request.params.id, request.body);
        if (result === 'not-found') throw notFound('apiErrors.clientNotFound');
        if (result === 'email-taken') throw conflict('apiErrors.clientEmailTaken');
        if (result === 'property-not-found') throw badRequest('apiErrors.clientPropertyNotFound');
        if (typeof result === 'object') throw staleVersion('apiErrors.clientStale', result.stale);
        return { success: true as const, data: await detail(request.params.id) };
      },
    );

    app.post(
      '/admin/clients/:id/merge',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            'Merge another client into this one: its addresses, phones, properties, accounts, requests, messages and visits move here; nothing is deleted',
          params: idParams,
          body: z.object({ other_id: z.number().int().positive().max(2_147_483_647) }),
          response: { 200: answer },
        },
      },
      async (request) => {
        const result = await mergeClients(ctx.db, request.params.id, request.body.other_id);
        if (result === 'same') throw new HttpError(400, 'apiErrors.clientMergeSame');
        if (result === 'not-found') throw notFound('apiErrors.clientNotFound');
        return { success: true as const, data: await detail(request.params.id) };
      },
    );
  };
