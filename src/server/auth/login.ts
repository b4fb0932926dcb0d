import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { LIMITS } from '../limits/rules.js';
import { findUserByEmail, normalizeEmail } from '../users/repository.js';
import { verifyNothing, verifyPassword } from './passwords.js';

export type LoginResult =
  { kind: 'signed-in'; user: UserRow } | { kind: 'invalid' } | { kind: 'disabled' } | { kind: 'limited'; retryAfter: number };

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  /** The account this browser signed in to before (auth/cookies.ts), if any. */
  knownDevice: number | null;
}

/**
 * Checks a password under the login limits (docs/security.md#rate-limits). Each attempt is reserved
 * in the shared counters before the password is checked, so a burst of parallel guesses is cut at
 * the limit, whatever the number of processes. A correct password gives its attempts back.
 *
 * Per address and per account-and-address, past the limit means 429. Per account across every
 * address, past the limit only slows unknown browsers down to one attempt per 30 s: a stranger can
 * make the owner wait, never lock them out, and the owner's own devices are not slowed at all.
 */
export async function attemptLogin(ctx: AppContext, attempt: LoginAttempt): Promise<LoginResult> {
  const { limiter } = ctx;
  const email = normalizeEmail(attempt.email);
  const pair = `${email} ${attempt.ip}`;
  for (const [rule, key] of [
    [LIMITS.loginPerAddress, attempt.ip],
    [LIMITS.loginPerAccountAndAddress, pair],
  ] as const) {
    const verdict = await limiter.take(rule, key);
    if (!verdict.allowed) return { kind: 'limited', retryAfter: verdict.retryAfter };
  }
  const user = await findUserByEmail(ctx.db, email);
  const account = await limiter.take(LIMITS.loginPerAccount, email);
  if (!account.allowed && !(user && attempt.knownDevice === user.id)) {
    const slowed = await limiter.take(LIMITS.loginSlowed, email);
    if (!slowed.allowed) return { kind: 'limited', retryAfter: slowed.retryAfter };
  }

  const valid = user ? await verifyPassword(user.password_hash, attempt.password) : await verifyNothing(attempt.password);
  if (!user || !valid) return { kind: 'invalid' };
  await Promise.all([
    limiter.release(LIMITS.loginPerAddress, attempt.ip),
    limiter.reset(LIMITS.loginPerAccountAndAddress, pair),
    limiter.release(LIMITS.loginPerAccount, email),
  ]);
  if (user.is_disabled) return { kind: 'disabled' };
  return { kind: 'signed-in', user };
}

/** After a password reset the account starts afresh: whoever guessed at it no longer slows its owner. */
export async function clearAccountLimits(ctx: AppContext, email: string): Promise<void> {
  const key = normalizeEmail(email);
  await Promise.all([ctx.limiter.reset(LIMITS.loginPerAccount, key), ctx.limiter.reset(LIMITS.loginSlowed, key)]);
}
