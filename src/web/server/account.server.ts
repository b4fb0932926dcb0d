import { type AppLoadContext, data } from 'react-router';
import { toProfile } from '../../server/account/profile';
import { isEmailVerified } from '../../server/auth/email-verification';
import type { SessionUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { readQuotes } from '../../server/leads/quotes';
import { customerProposals, ownProposalPath, type ProposalReader } from '../../server/proposals/customer';
import { findUserById } from '../../server/users/repository';

/** The account as a reader of proposals: its own requests' always, its address's once verified. */
async function readerOf(context: AppLoadContext, user: SessionUser) {
  const row = await findUserById(context.app.db, user.id);
  if (!row) throw new Response(null, { status: 404 });
  const reader: ProposalReader = { userId: row.id, verifiedEmail: isEmailVerified(row) ? row.email : null };
  return { row, reader };
}

/**
 * /dashboard: the user's profile, their own quote requests and the proposals they may see (their
 * requests', and those sent to their address once it is verified), newest first.
 */
export async function dashboardData(context: AppLoadContext, user: SessionUser) {
  const { row, reader } = await readerOf(context, user);
  const [quotes, proposals] = await Promise.all([
    readQuotes(context.app.db, { userId: user.id }),
    customerProposals(context.app, reader),
  ]);
  return { profile: toProfile(row), quotes, proposals };
}

/** The dashboard's "Open proposal": a fresh link to one of the proposals the account may see. */
/** A fresh link to the account's own proposal; a 404 page for a proposal that is not its own. */
export async function openOwnProposal(context: AppLoadContext, user: SessionUser, id: number) {
  const { reader } = await readerOf(context, user);
  try {
    return await ownProposalPath(context.app, reader, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}
