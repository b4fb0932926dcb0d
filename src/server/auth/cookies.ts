import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { SESSION_LIMITS } from './sessions.js';
import { newToken } from './tokens.js';

/**
 * The browser's cookies of the accounts area. On an https site their names carry the `__Host-`
 * prefix: the browser then keeps them only if they are Secure, for the whole site and for this host
 * alone, so a sibling subdomain cannot plant or overwrite them.
 */
export const cookieNames = (config: Pick<Config, 'secureCookies'>) => {
  const prefix = config.secureCookies ? '__Host-' : '';
  return { session: `${prefix}session`, device: `${prefix}device` };
};

const base = (config: Config) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies });

/**
 * httpOnly (no script reads it), SameSite=Lax (not sent on cross-site subrequests), Secure on
 * https. Without remember-me it is a browser-session cookie; with it, it outlives a restart.
 */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, remember: boolean): void {
  reply.setCookie(cookieNames(config).session, token, {
    ...base(config),
    ...(remember ? { maxAge: SESSION_LIMITS.remember.absoluteMs / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieNames(config).session, base(config));
}

export const sessionCookie = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[cookieNames(config).session];

const DEVICE_MAX_AGE = 365 * 24 * 3600;

/**
 * A browser that has signed in to an account before: a signed cookie naming the account. Limits
 * that protect an account from guessing slow down unknown browsers only, so a stranger's attack
 * never locks the owner out of their own devices.
 */
export function rememberDevice(reply: FastifyReply, config: Config, userId: number): void {
  reply.setCookie(cookieNames(config).device, `${userId}.${newToken()}`, {
    ...base(config),
    signed: true,
    maxAge: DEVICE_MAX_AGE,
  });
}

/** The account ids this browser is a known device of (none when the cookie is missing or forged). */
export function knownDeviceOf(request: FastifyRequest, config: Config): number | null {
  const raw = request.cookies[cookieNames(config).device];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  const id = valid && value ? Number(value.split('.')[0]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
