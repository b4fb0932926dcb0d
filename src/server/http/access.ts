import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { PublicUser } from '../../domain/auth.js';
import { HttpError } from './errors.js';

/**
 * Who may call a route: anyone, any signed-in user, a crew member, the company's staff (a crew
 * member or an admin), an admin, or a client (a signed-in user or a client hub session,
 * docs/clients.md). Every API route declares one.
 */
export type Access = 'public' | 'user' | 'crew' | 'staff' | 'admin' | 'client';

/** The signed-in user of a request: the user record the API shows (domain/auth.ts), and the session's id. */
export type SessionUser = PublicUser & { sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A second address of a route, kept for SPEC.md's clients but not in the OpenAPI document: the one that is. */
    documentedAs?: string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Routes of the app with their access rule and input schemas, for the access matrix and the security tests. */
export interface RouteRule {
  method: string;
  url: string;
  access: Access;
  /** The zod schemas the route declares (params, querystring, body), as given to Fastify. */
  schema?: FastifySchema;
  /** For SPEC.md's second address of a route: the address the OpenAPI document names. */
  documentedAs?: string;
}

/**
 * The one guard: refuses to register an /api route without an access rule, and checks the rule
 * on every request before its input is validated (an outsider learns nothing about the input a
 * route expects). The session is resolved earlier, in the auth plugin's onRequest hook.
 */
export function registerAccessGuard(app: FastifyInstance): RouteRule[] {
  const rules: RouteRule[] = [];
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} has no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        rules.push({ method, url: route.url, access, schema: route.schema, documentedAs: route.config?.documentedAs });
      }
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access) assertAccess(request, access);
  });
  return rules;
}

export function assertAccess(request: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  if (access === 'client' && request.hubClientId !== null) return;
  if (!request.user) throw new HttpError(401, 'apiErrors.signIn');
  if (access === 'admin' && request.user.role !== 'admin') {
    throw new HttpError(403, 'apiErrors.forbidden');
  }
  if (access === 'crew' && request.user.role !== 'crew') throw new HttpError(403, 'apiErrors.forbidden');
  if (access === 'staff' && request.user.role !== 'crew' && request.user.role !== 'admin') {
    throw new HttpError(403, 'apiErrors.forbidden');
  }
}
