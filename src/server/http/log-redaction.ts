import type { FastifyRequest } from 'fastify';

/**
 * Addresses that carry a secret: a reset link's token in the query, a proposal's or a visit's in the
 * path; and personal details: the booking page's query carries the visitor's contact details.
 */
const TOKEN_QUERY = /^(\/reset-password|\/api\/auth\/reset-password|\/book-visit)(\.data)?\?.*$/;
const TOKEN_PATH = /^(\/(?:api\/)?(?:proposals|visits))\/[^/?#]+/;

/** The address as request logs show it: secrets replaced by [redacted], so logs never hold a usable link. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_QUERY, '$1$2?[redacted]').replace(TOKEN_PATH, '$1/[redacted]');
}

/** Fastify's request log line without tokens (the session cookie and Authorization header are never logged). */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
