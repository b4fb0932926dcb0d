import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang, LANGUAGE_COOKIE } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import type { SessionUser } from '../http/access.js';
import { scriptNonce, staticPagePolicy } from '../http/security.js';

declare module 'react-router' {
  interface AppLoadContext {
    /** Server services, called in process by loaders and actions. */
    app: AppContext;
    /** This response's CSP nonce, for the inline scripts of a page that runs React. */
    nonce: string;
    /** The CSP of a page without React: its inline scripts (`scripts`, known ahead) allowed by their hashes. */
    staticPagePolicy(scripts: string[]): string;
    lang: Lang;
    user: SessionUser | null;
    /** The client of a hub session (docs/clients.md): an e-mailed link opened the hub; null without one. */
    hubClientId: number | null;
    /** The visitor's address (behind the proxy), for per-IP limits in actions. */
    ip: string;
    /** The site's enhancement script (src/web/enhance), linked from every page; null without a client build. */
    enhanceScript: string | null;
    /** Set by a loader that had to fall back (texts the database could not give): the page is not cached. */
    degraded: boolean;
    /** Set when a loader or action found the database unreachable: the page answers 503. */
    databaseUnavailable: boolean;
    /**
     * Calls the site's own API in process, as this visitor (their cookies, language and address):
     * a form posted without JavaScript gets exactly the API's rules, limits and messages.
     */
    api(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object): Promise<ApiAnswer>;
  }
}

/** What the API answered a page's action: status, JSON body, and the cookies it set (a session). */
export interface ApiAnswer {
  status: number;
  body: { success?: boolean; message?: string; errors?: { path: string; msg: string }[]; [key: string]: unknown };
  cookies: string[];
}

const ONE_YEAR = 365 * 24 * 3600;

/** Files of the client build that pages link to by their hashed names (scripts/build-enhance.mjs). */
export interface PageAssets {
  enhanceScript: string | null;
}

export function readPageAssets(buildDir: string): PageAssets {
  try {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, 'enhance.json'), 'utf8')) as { script?: string };
    return { enhanceScript: manifest.script ?? null };
  } catch {
    return { enhanceScript: null };
  }
}

/** The load context of one page request: language (query, cookie, Accept-Language), user, CSP nonce. */
export async function pageContext(app: AppContext, request: FastifyRequest, reply: FastifyReply, assets: PageAssets) {
  const { lang } = request;
  // A language chosen in the address is remembered for the next pages.
  const requested = (request.query as Record<string, unknown>).lang;
  if (isLang(requested) && request.cookies[LANGUAGE_COOKIE] !== requested) {
    reply.setCookie(LANGUAGE_COOKIE, requested, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  }
  return {
    app,
    nonce: scriptNonce(reply),
    staticPagePolicy: (scripts: string[]) => staticPagePolicy(app.config, scripts),
    lang,
    /** The session could not be looked up (database unreachable): every loader asking fails with that, 503. */
    get user(): SessionUser | null {
      if (request.sessionUnavailable) throw request.sessionUnavailable;
      return request.user;
    },
    get hubClientId(): number | null {
      if (request.sessionUnavailable) throw request.sessionUnavailable;
      return request.hubClientId;
    },
    ip: request.ip,
    enhanceScript: assets.enhanceScript,
    degraded: false,
    databaseUnavailable: false,
    async api(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object): Promise<ApiAnswer> {
      const res = await reply.server.inject({
        method,
        url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
        ...(body === undefined ? {} : { payload: body }),
        headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      const cookies = res.headers['set-cookie'];
      return { status: res.statusCode, body: res.json(), cookies: cookies === undefined ? [] : [cookies].flat() };
    },
  };
}
