import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../http/access.js';

/** How a caller proves who they are; `x-access` says which role a route needs. */
const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'session', description: '`__Host-session` on an https site' },
  bearer: { type: 'http', scheme: 'bearer', description: 'the token of POST /api/auth/login' },
} as const;

/** A signed-in caller: the session cookie or the bearer token. */
const SIGNED_IN: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];

/** The API's area, for grouping: /api/admin/services/:id → "admin/services", /api/quotes → "quotes". */
export function areaOf(url: string): string {
  const [first, second] = url.replace(/^\/api\//, '').split('/');
  return first === 'admin' && second && !second.startsWith(':') ? `admin/${second}` : (first ?? '');
}

/**
 * The OpenAPI 3.1 document of every /api route, generated from the routes' own zod schemas
 * (fastify-type-provider-zod's transform), with each route's access rule as `x-access` and the
 * matching `security`. Registered before the routes: @fastify/swagger collects them as they come.
 */
export async function registerOpenApiDocument(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Evergreen Landscaping API',
        version,
        description:
          'Every answer is JSON. Errors are `{ success: false, message, errors?: [{ path, msg }] }`, in the language of ' +
          'the request (`?lang=`, the `lang` cookie, Accept-Language). `x-access` says who may call a route: ' +
          'public, user (any signed-in account) or admin.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const access = (input.route.config as { access?: Access } | undefined)?.access ?? 'public';
      return {
        url,
        schema: {
          ...schema,
          tags: [areaOf(url)],
          'x-access': access,
          security: access === 'public' ? [] : SIGNED_IN,
        },
      };
    },
  });
}
