import type { AppContext } from '../context.js';
import type { SessionUser } from '../http/access.js';
import { newToken, tokenId } from './tokens.js';

const DAY = 24 * 3600 * 1000;
/** Idle limit (no request for that long ends the session) and absolute limit (since login). */
export const SESSION_LIMITS = {
  normal: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  remember: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
} as const;
/** last_seen_at is written at most this often: a page view is not a database write. */
const TOUCH_INTERVAL_MS = 60_000;

const limitsOf = (remember: boolean | number) => (remember ? SESSION_LIMITS.remember : SESSION_LIMITS.normal);
const iso = (ms: number) => new Date(ms).toISOString();

/** Starts a session: a fresh random token (never reused), stored only as its HMAC. */
export async function createSession(ctx: AppContext, userId: number, remember: boolean): Promise<string> {
  const token = newToken();
  const now = Date.now();
  const limits = limitsOf(remember);
  await ctx.db
    .insertInto('sessions')
    .values({
      id: tokenId(token, ctx.config.sessionSecret),
      user_id: userId,
      remember: remember ? 1 : 0,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(Math.min(now + limits.idleMs, now + limits.absoluteMs)),
    })
    .execute();
  // Expired rows of anyone are swept here, at a moment that already writes.
  await ctx.db.deleteFrom('sessions').where('expires_at', '<=', iso(now)).execute();
  return token;
}

/** The user behind a token, or null when the token is unknown, expired, or the user is disabled. */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const id = tokenId(token, ctx.config.sessionSecret);
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.remember',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.company_name',
      'users.is_disabled',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row || row.is_disabled) return null;
  const now = Date.now();
  const limits = limitsOf(row.remember);
  const absoluteEnd = Date.parse(row.created_at) + limits.absoluteMs;
  if (now >= Date.parse(row.expires_at) || now >= absoluteEnd) {
    await endSession(ctx, id);
    return null;
  }
  if (now - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: iso(now), expires_at: iso(Math.min(now + limits.idleMs, absoluteEnd)) })
      .where('id', '=', id)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    company_name: row.company_name,
    sessionId: row.sessionId,
  };
}

export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password reset, account disabled), optionally but one. */
export async function endUserSessions(ctx: AppContext, userId: number, exceptSessionId?: string): Promise<void> {
  let query = ctx.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
