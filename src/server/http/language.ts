import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, type Lang, LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, decided once: ?lang=, the language cookie, Accept-Language, English. */
    lang: Lang;
  }
}

/** The rule every door shares: API messages, pages and e-mails all read `request.lang`. */
export function languageOf(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLang(query?.lang)) return query.lang;
  return pickLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
}

/** Sets `request.lang` on every request; registered after the cookie plugin, before anything that answers. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request);
  });
}
