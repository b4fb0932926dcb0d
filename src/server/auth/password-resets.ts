import type { AppContext } from '../context.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { tokenId } from './tokens.js';

/** A reset link works once and for one hour. */
export const RESET_TTL_MS = 3600 * 1000;

/** A crew member's invitation to choose a password is a reset link that works for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Stores a reset link's token (as its HMAC); call it in the transaction that writes the e-mail. */
export async function createPasswordReset(
  db: Kysely<DB>,
  secret: string,
  userId: number,
  token: string,
  ttlMs = RESET_TTL_MS,
): Promise<void> {
  const now = Date.now();
  await db.deleteFrom('password_resets').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('password_resets')
    .values({
      id: tokenId(token, secret),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
}

function usableReset(ctx: AppContext, token: string) {
  return ctx.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.user_id'])
    .where('password_resets.id', '=', tokenId(token, ctx.config.sessionSecret))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', new Date().toISOString())
    .where('users.is_disabled', '=', 0);
}

/** Whether the link can still be used (the reset page says so before the form is filled in). */
export async function isPasswordResetUsable(ctx: AppContext, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return (await usableReset(ctx, token).executeTakeFirst()) !== undefined;
}

/**
 * Uses the link up: answers its user, or null when it is unknown, used, expired or its user is
 * disabled. The conditional update makes two simultaneous uses impossible. Every other open link
 * of the user is used up with it.
 */
export async function consumePasswordReset(ctx: AppContext, token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const reset = await usableReset(ctx, token).executeTakeFirst();
  if (!reset) return null;
  const now = new Date().toISOString();
  const result = await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', reset.user_id)
    .where('used_at', 'is', null)
    .execute();
  return reset.user_id;
}
