import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { issueLink, proposalPath } from './links.js';
import { findProposal, sentProposalsFor } from './repository.js';
import { summaryOf } from './views.js';

/**
 * A signed-in customer's proposals: those sent to their account's e-mail address. Opening one hands
 * out a fresh link (tokens are kept only as hashes, so the e-mailed one cannot be looked up).
 */
export async function customerProposals(ctx: AppContext, email: string) {
  const rows = await sentProposalsFor(ctx.db, email);
  return rows.map((row) => ({
    ...summaryOf(row),
    reference: row.reference,
    sent_at: row.sent_at,
    valid_until: row.valid_until,
  }));
}
export type CustomerProposal = Awaited<ReturnType<typeof customerProposals>>[number];

/** The page of one of the customer's own proposals; anyone else's (or a draft) is not found. */
export async function ownProposalPath(ctx: AppContext, email: string, id: number): Promise<string> {
  const row = await findProposal(ctx.db, id);
  if (!row || row.customer_email.toLowerCase() !== email.toLowerCase() || row.status === 'draft' || row.status === 'replaced')
    throw notFound('proposals.errors.notFound');
  return proposalPath(await issueLink(ctx.db, ctx.config.sessionSecret, row.id, new Date().toISOString()));
}
