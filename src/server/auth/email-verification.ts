import { linkAccount } from '../clients/linking.js';
import type { Kysely } from 'kysely';
import type { Lang } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import type { DB, UserRow } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { type EmailBrand, readEmailBrand } from '../site-images/email-logo.js';
import { newToken, tokenId } from './tokens.js';
import { verificationEmail } from './verification-emails.js';

/**
 * Verified e-mail addresses. Registration never proves an address, so an account sees what is
 * matched to its address (proposals sent there, and later a client's requests and visits) only
 * once it followed a single-use link mailed there; until then it sees what it made while signed
 * in. A link works once, for 24 hours; the database keeps its HMAC, never the token.
 */
export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

/** True once the account proved its address. */
export const isEmailVerified = (user: Pick<UserRow, 'email_verified_at'>) => user.email_verified_at !== null;

/** Stores a new link's token (as its HMAC); call it in the transaction that writes the e-mail. */
export async function createEmailVerification(
  db: Kysely<DB>,
  secret: string,
  user: Pick<UserRow, 'id' | 'email'>,
  token: string,
  now = Date.now(),
): Promise<void> {
  await db.deleteFrom('email_verifications').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('email_verifications')
    .values({
      id: tokenId(token, secret),
      user_id: user.id,
      email: user.email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + VERIFICATION_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
}

/**
 * Writes a new link and its e-mail (in `lang`) with the caller's transaction: the account that
 * registration creates and its link are committed together.
 */
export async function writeVerificationLink(
  ctx: Pick<AppContext, 'config'>,
  trx: Kysely<DB>,
  brand: EmailBrand,
  user: UserRow,
  lang: Lang,
): Promise<void> {
  const token = newToken();
  await createEmailVerification(trx, ctx.config.sessionSecret, user, token);
  await enqueueMail(trx, verificationEmail(ctx.config.publicUrl, brand, user, token, lang));
}

/** Mails a new link to the account's address (the dashboard's "Send the link again"). */
export async function sendVerificationLink(ctx: AppContext, user: UserRow, lang: Lang): Promise<void> {
  const brand = await readEmailBrand(ctx);
  await ctx.db.transaction().execute((trx) => writeVerificationLink(ctx, trx, brand, user, lang));
  ctx.outbox.nudge();
}

export type VerificationResult = 'verified' | 'already-verified' | 'invalid';

/**
 * Uses a link: the account's address is verified when the link is known, unused, within its 24
 * hours and was sent to the address the account still has. A link used before answers
 * 'already-verified' when its account is verified (a second click, or a mail scanner that opened
 * it first), so its owner is not told a working verification failed.
 */
export async function useVerificationLink(ctx: AppContext, token: string): Promise<VerificationResult> {
  if (!token || token.length > 200) return 'invalid';
  const row = await ctx.db
    .selectFrom('email_verifications')
    .innerJoin('users', 'users.id', 'email_verifications.user_id')
    .select([
      'email_verifications.id',
      'email_verifications.user_id',
      'email_verifications.email',
      'email_verifications.expires_at',
      'email_verifications.used_at',
      'users.email as current_email',
      'users.email_verified_at',
      'users.is_disabled',
    ])
    .where('email_verifications.id', '=', tokenId(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.is_disabled || row.email !== row.current_email) return 'invalid';
  if (row.used_at !== null) return row.email_verified_at ? 'already-verified' : 'invalid';
  const now = new Date().toISOString();
  if (row.expires_at <= now) return 'invalid';
  const used = await ctx.db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return 'already-verified';
  await markEmailVerified(ctx.db, row.user_id, now);
  return row.email_verified_at ? 'already-verified' : 'verified';
}

/**
 * Records that the account receives mail at its address (a verification link, or a reset link
 * used: both arrived there). The first proof's time is kept.
 */
export async function markEmailVerified(db: Kysely<DB>, userId: number, at = new Date().toISOString()): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
  // Proven: the account now belongs to the client of its address (docs/clients.md).
  await linkAccount(db, userId);
}
