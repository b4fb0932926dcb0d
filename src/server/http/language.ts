import type { FastifyRequest } from 'fastify';
import { isLang, type Lang, LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';

/** The language of an API request: ?lang=, then the language cookie, then Accept-Language, then English. */
export function requestLanguage(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLang(query?.lang)) return query.lang;
  return pickLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
}
