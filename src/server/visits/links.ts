import type { Kysely } from 'kysely';
import { newToken, tokenDigest } from '../auth/tokens.js';
import type { DB } from '../db/schema.js';
import type { VisitRow } from './repository.js';
import { languageOf } from './rules.js';

/**
 * The links that manage a visit: /visits/{token}, a 256-bit random token of which only the SHA-256
 * digest is stored (a leaked database or backup opens no visit). Every e-mail to the visitor
 * carries a link of its own (the confirmation, a reschedule, the reminder, a cancellation's
 * invitation), and each keeps working: an older e-mail or the calendar's event still opens the visit.
 * The link names the visitor's language, so it opens in that language without the language cookie.
 */
export const manageUrl = (publicUrl: string, token: string, visit: Pick<VisitRow, 'language_code'>) =>
  `${publicUrl}/visits/${token}?lang=${languageOf(visit)}`;

/** A new link for a visit; the token is returned once and never stored. */
export async function issueVisitLink(db: Kysely<DB>, visitId: number, at: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('visit_tokens')
    .values({ id: tokenDigest(token), visit_id: visitId, created_at: at })
    .execute();
  return token;
}
