import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from '../http/errors.js';
import { isCrossSiteWrite } from './cross-site.js';
import { clearSessionCookie, sessionCookie } from './cookies.js';
import { resolveSession } from './sessions.js';
import { hubCookie, resolveHubSession } from '../clients/hub-auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the signed-in user was recognised; null for anonymous requests. */
    sessionVia: 'cookie' | 'bearer' | null;
    /**
     * The database failure that kept a page request's session from being looked up (the database
     * is unreachable): the page cannot know who is asking, so it answers 503 and not as anonymous.
     */
    sessionUnavailable: Error | null;
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
  app.decorateRequest('sessionUnavailable', null);
  app.decorateRequest('hubClientId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (STATIC_PATHS.test(request.url)) return;
    const bearer = bearerToken(request);
    if (bearer === undefined && isCrossSiteWrite(request, ctx.config.publicUrl)) {
      throw new HttpError(403, 'auth.errors.crossSite');
    }
    // A client hub session (docs/clients.md): a client's items only, never an account.
    const hubToken = bearer === undefined ? hubCookie(request, ctx.config) : undefined;
    if (hubToken) {
      try {
        request.hubClientId = await resolveHubSession(ctx, hubToken);
      } catch (error) {
        // As for an account's session below: a page answers 503, never as if no one had signed in.
        if (!(isDatabaseUnavailable(error) && !request.url.startsWith('/api/'))) throw error;
        request.sessionUnavailable = error as Error;
      }
    }
    const token = bearer ?? sessionCookie(request, ctx.config);
    if (!token) return;
    try {
      request.user = await resolveSession(ctx, token);
    } catch (error) {
      // API calls answer 503 from here. A page answers 503 with the site's error page: its loaders
      // read the user (pages/context.ts), and reading it rethrows this error. Never as anonymous:
      // a signed-in owner must not be sent to /login because the database is away.
      if (isDatabaseUnavailable(error) && !request.url.startsWith('/api/')) {
        request.sessionUnavailable = error as Error;
        return;
      }
      throw error;
    }
    if (request.user) request.sessionVia = bearer === undefined ? 'cookie' : 'bearer';
    // A cookie whose session has ended is dropped, so the browser stops sending it.
    else if (bearer === undefined) clearSessionCookie(reply, ctx.config);
  });
}
