import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { issueLink, proposalPath } from './links.js';
import { sentProposalsFor } from './repository.js';
import { summaryOf } from './views.js';

/**
 * Whose proposals an account sees: those for the quote requests it sent while signed in, and,
 * once it verified its address (auth/email-verification.ts), every proposal sent to that address.
 * An unverified account never sees what someone else's address received.
 */
export interface ProposalReader {
  userId: number;
  /** The account's address once verified, else null. */
  verifiedEmail: string | null;
}

/**
 * A signed-in customer's proposals. Opening one hands out a fresh link (tokens are kept only as
 * hashes, so the e-mailed one cannot be looked up).
 */
export async function customerProposals(ctx: AppContext, reader: ProposalReader) {
  const rows = await sentProposalsFor(ctx.db, reader);
  return rows.map((row) => ({
    ...summaryOf(row),
    reference: row.reference,
    sent_at: row.sent_at,
    valid_until: row.valid_until,
  }));
}
export type CustomerProposal = Awaited<ReturnType<typeof customerProposals>>[number];

/** The page of one of the customer's own proposals; anyone else's (or a draft) is not found. */
export async function ownProposalPath(ctx: AppContext, reader: ProposalReader, id: number): Promise<string> {
  const own = (await sentProposalsFor(ctx.db, reader)).find((row) => row.id === id);
  if (!own) throw notFound('proposals.errors.notFound');
  return proposalPath(await issueLink(ctx.db, ctx.config.sessionSecret, own.id, new Date().toISOString()));
}
