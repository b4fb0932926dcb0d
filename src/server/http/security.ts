import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';

type NoncedResponse = ServerResponse & { scriptNonce?: string };

/** The per-request nonce that React Router's inline hydration scripts carry. */
export function scriptNonce(reply: FastifyReply): string {
  return (reply.raw as NoncedResponse).scriptNonce ?? '';
}

/**
 * The Content-Security-Policy of every response, with `{nonce}` where the response's nonce goes.
 * Scripts run only from this origin or with the request's nonce: no 'unsafe-inline' scripts.
 * Inline styles are allowed (React style props, toasts).
 */
function contentSecurityPolicy(config: Config): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self' 'nonce-{nonce}'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(config.secureCookies ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join(';');
}

/** Powerful browser features no page of the site uses: nothing embedded or injected may ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * Security headers for every response: the CSP with a fresh nonce per request (built from a
 * template, as it is on every page hit), and helmet's other headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const [before, after] = contentSecurityPolicy(config).split('{nonce}') as [string, string];
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    (reply.raw as NoncedResponse).scriptNonce = nonce;
    reply.header('content-security-policy', before + nonce + after);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
