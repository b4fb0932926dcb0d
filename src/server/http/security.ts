import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';

type NoncedResponse = ServerResponse & { scriptNonce?: string };

/** The per-request nonce that the inline scripts of a page that runs React carry. */
export function scriptNonce(reply: FastifyReply): string {
  return (reply.raw as NoncedResponse).scriptNonce ?? '';
}

/**
 * The Content-Security-Policy of a response whose inline scripts are allowed by `scriptSources`:
 * `'nonce-…'` (every response by default, made per request) or the `'sha256-…'` hashes of the
 * inline scripts of a page without React (staticPagePolicy). Scripts run only from this origin or
 * so allowed: no 'unsafe-inline' scripts. Inline styles are allowed (React style props, toasts).
 */
function contentSecurityPolicy(config: Pick<Config, 'secureCookies'>, scriptSources: string): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
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

/** The CSP source that allows the inline script `text` by its hash. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP of a page that is the same bytes for every visitor (a page without React): its inline
 * scripts, known ahead (web/inline-script.ts, staticPageScripts), are allowed by their hashes, so
 * the page needs no nonce and can be compressed once and cached anywhere. Hashes of scripts read
 * back from the rendered HTML would allow an injected script too: only the known texts count.
 */
export function staticPagePolicy(config: Pick<Config, 'secureCookies'>, scripts: string[]): string {
  return contentSecurityPolicy(config, scripts.map(scriptHashSource).join(' '));
}

/** Powerful browser features no page of the site uses: nothing embedded or injected may ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** Paths of the JSON API. */
const API_PATH = /^\/api(\/|\?|$)/;

/**
 * Security headers for every response: the CSP with a fresh nonce per request (built from a
 * template; a page without React replaces it with its hash policy, staticPagePolicy), and helmet's
 * other headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const [before, after] = contentSecurityPolicy(config, "'nonce-{nonce}'").split('{nonce}') as [string, string];
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    (reply.raw as NoncedResponse).scriptNonce = nonce;
    reply.header('content-security-policy', before + nonce + after);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // An API answer may carry personal data (anything behind a session, a token link's read, the
  // login's token), and answers differ by caller: no browser or proxy keeps one, unless its
  // route says otherwise (the e-mail logo is public, cached for a day).
  app.addHook('onSend', async (request, reply) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
