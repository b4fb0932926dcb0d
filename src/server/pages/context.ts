import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang, LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import type { SessionUser } from '../http/access.js';
import { scriptNonce } from '../http/security.js';

declare module 'react-router' {
  interface AppLoadContext {
    /** Server services, called in process by loaders and actions. */
    app: AppContext;
    nonce: string;
    lang: Lang;
    user: SessionUser | null;
    /** The visitor's address (behind the proxy), for per-IP limits in actions. */
    ip: string;
  }
}

const ONE_YEAR = 365 * 24 * 3600;

/** The load context of one page request: language (query, cookie, Accept-Language), user, CSP nonce. */
export async function pageContext(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  const requested = isLang(query.lang) ? query.lang : undefined;
  const lang = requested ?? pickLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
  if (requested && request.cookies[LANGUAGE_COOKIE] !== requested) {
    reply.setCookie(LANGUAGE_COOKIE, requested, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  }
  return { app, nonce: scriptNonce(reply), lang, user: request.user, ip: request.ip };
}
