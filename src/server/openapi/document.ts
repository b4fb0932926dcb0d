import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../http/access.js';
import { completeDocument, type OpenApiDocument } from './complete.js';

/** How a caller proves who they are; `x-access` says which role a route needs. */
const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'session', description: '`__Host-session` on an https site' },
  bearer: { type: 'http', scheme: 'bearer', description: 'the token of POST /api/auth/login' },
  hub: {
    type: 'apiKey',
    in: 'cookie',
    name: 'hub',
    description: 'a client hub session (`__Host-hub` on an https site), from a sign-in link or an e-mailed item',
  },
} as const;

/** A signed-in caller: the session cookie or the bearer token. */
const SIGNED_IN: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];
/** A client: a signed-in caller or a client hub session (docs/clients.md). */
const CLIENT: { [scheme: string]: string[] }[] = [...SIGNED_IN, { hub: [] }];

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Request bodies the route reads itself (multipart forms, a body told apart in the handler),
     * by media type: only the document shows them, Fastify does not validate them.
     */
    bodies?: Record<string, z.core.$ZodType>;
    /** Further error statuses the route answers (beyond those its access, inputs and limits imply). */
    errors?: number[];
  }
}

/** The API's area, for grouping: /api/admin/services/:id → "admin/services", /api/quotes → "quotes". */
export function areaOf(url: string): string {
  const [first, second] = url.replace(/^\/api\//, '').split('/');
  return first === 'admin' && second && !second.startsWith(':') ? `admin/${second}` : (first ?? '');
}

/** A zod schema as the document's JSON Schema (what a client sends). */
const inputSchema = (schema: z.core.$ZodType) => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
};

/**
 * The OpenAPI 3.1 document of every /api route, generated from the routes' own zod schemas
 * (fastify-type-provider-zod's transform), with each route's access rule as `x-access` and the
 * matching `security`, then completed (complete.ts): error answers, operation ids, summaries,
 * formats. Registered before the routes: @fastify/swagger collects them as they come.
 */
export async function registerOpenApiDocument(app: FastifyInstance, version: string, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Evergreen Landscaping API',
        version,
        description:
          'Every answer is JSON unless an operation says otherwise. Errors are `{ success: false, message, errors?: [{ path, msg }] }`, ' +
          'in the language of the request (`?lang=`, the `lang` cookie, Accept-Language). `x-access` says who may call a route: ' +
          'public, user (any signed-in account), client (a signed-in account or a client hub session), crew (a crew member), ' +
          'staff (a crew member or an admin) or admin.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: publicUrl, description: 'This site (PUBLIC_URL)' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const { bodies, errors, ...rest } = (input.schema ?? {}) as NonNullable<typeof input.schema>;
      const { schema, url } = jsonSchemaTransform({ ...input, schema: rest });
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const config = input.route.config as { access?: Access; rateLimit?: unknown } | undefined;
      const access = config?.access ?? 'public';
      return {
        url,
        schema: {
          ...schema,
          tags: [areaOf(url)],
          'x-access': access,
          security: access === 'public' ? [] : access === 'client' ? CLIENT : SIGNED_IN,
          'x-bodies': bodies
            ? Object.fromEntries(Object.entries(bodies).map(([type, body]) => [type, inputSchema(body)]))
            : undefined,
          'x-errors': [...(errors ?? []), ...(config?.rateLimit ? [429] : [])],
          'x-produces': rest.produces,
        },
      };
    },
    transformObject: (document) =>
      'openapiObject' in document ? completeDocument(document.openapiObject as OpenApiDocument) : document.swaggerObject,
  });
}
