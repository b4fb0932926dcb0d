import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that a browser sent from another site: Sec-Fetch-Site says
 * cross-site, or Origin names neither this server nor PUBLIC_URL ('null' included). Requests with
 * neither header (API clients, old browsers on same-origin forms) pass: SameSite=Lax already keeps
 * the session cookie off cross-site subrequests, this is the second lock.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== new URL(publicUrl).origin;
}
