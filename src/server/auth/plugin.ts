import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from '../http/errors.js';
import { isCrossSiteWrite } from './cross-site.js';
import { clearSessionCookie, sessionCookie } from './cookies.js';
import { resolveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the signed-in user was recognised; null for anonymous requests. */
    sessionVia: 'cookie' | 'bearer' | null;
  }
}

/** Files that never depend on the user: no session lookup for them. */
const STATIC_PATHS = /^\/(assets|media)\//;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : undefined;
}

/**
 * On every request (API and pages): refuse cross-site writes that a browser could make with the
 * visitor's cookie, then recognise the user from the bearer token or, without one, the session
 * cookie. Bearer requests are exempt from the cross-site check: a browser never adds that header
 * on its own, so another site cannot borrow it.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('sessionVia', null);
  app.addHook('onRequest', async (request, reply) => {
    if (STATIC_PATHS.test(request.url)) return;
    const bearer = bearerToken(request);
    if (bearer === undefined && isCrossSiteWrite(request, ctx.config.publicUrl)) {
      throw new HttpError(403, 'auth.errors.crossSite');
    }
    const token = bearer ?? sessionCookie(request, ctx.config);
    if (!token) return;
    try {
      request.user = await resolveSession(ctx, token);
    } catch (error) {
      // A page still answers while the database is away: its loaders meet the same outage and the
      // site's error page goes out as 503. API calls answer 503 from here.
      if (isDatabaseUnavailable(error) && !request.url.startsWith('/api/')) return;
      throw error;
    }
    if (request.user) request.sessionVia = bearer === undefined ? 'cookie' : 'bearer';
    // A cookie whose session has ended is dropped, so the browser stops sending it.
    else if (bearer === undefined) clearSessionCookie(reply, ctx.config);
  });
}
