import type { FastifyRequest } from 'fastify';
import { redactAddress } from '../../domain/token-paths.js';

/**
 * The address as request logs show it: a link's token and the query of a page whose query is secret
 * (reset and verification links, the booking form's prefill) replaced by [redacted], however the
 * address is spelled (domain/token-paths.ts), so logs never hold a usable link.
 */
export const redactUrl = (url: string): string => redactAddress(url);

/** Fastify's request log line without tokens (the session cookie and Authorization header are never logged). */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
