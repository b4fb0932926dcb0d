import type { Kysely } from 'kysely';
import { newToken, tokenId } from '../auth/tokens.js';
import type { DB } from '../db/schema.js';

/**
 * The links that open a proposal: /proposals/{token}, a 256-bit random token of which only the HMAC
 * is stored (a leaked database opens no proposal). A proposal may have several links: the one
 * e-mailed, one e-mailed again, one handed out from an old revision or from the customer's dashboard.
 */

export const proposalPath = (token: string) => `/proposals/${token}`;
/** The e-mailed link: it opens the page in the proposal's language (the customer may switch there). */
export const proposalUrl = (publicUrl: string, token: string, lang: string) => `${publicUrl}${proposalPath(token)}?lang=${lang}`;

/** A new link for a proposal; the token is returned once and never stored. */
export async function issueLink(db: Kysely<DB>, secret: string, proposalId: number, at: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('proposal_tokens')
    .values({ id: tokenId(token, secret), proposal_id: proposalId, created_at: at })
    .execute();
  return token;
}

/**
 * The proposal a token opens, or undefined. Every token, whatever its shape, costs the same HMAC and
 * one primary-key lookup: a wrong token tells nothing by its answer or its timing.
 */
export async function proposalIdOf(db: Kysely<DB>, secret: string, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('proposal_tokens')
    .select('proposal_id')
    .where('id', '=', tokenId(token, secret))
    .executeTakeFirst();
  return row?.proposal_id;
}
