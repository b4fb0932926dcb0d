import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, type Lang, LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';
import type { TOptions } from '../../i18n/instance.js';
import { translateKey } from '../../i18n/translate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's language, decided once: ?lang=, the language cookie, Accept-Language, English
     * (a quote request's own `language` field, once read: adoptBodyLanguage).
     */
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

/**
 * A form that names the language its visitor read (the quote builder's `language` field) is
 * answered in that language: called by the route once it has read the body.
 */
export function adoptBodyLanguage(request: FastifyRequest, body: unknown): void {
  const lang = (body as { language?: unknown } | null | undefined)?.language;
  if (isLang(lang)) request.lang = lang;
}

/**
 * The message of a successful answer (a dictionary key) in the request's language. Errors never use
 * this: they are thrown with their key and the error handler (http/errors.ts) translates them.
 */
export function successMessage(request: FastifyRequest, key: string, values?: TOptions): string {
  return translateKey(request.lang, key, values);
}
