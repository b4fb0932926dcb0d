import type { AppLoadContext } from 'react-router';
import { toProfile } from '../../server/account/profile';
import type { SessionUser } from '../../server/http/access';
import { readQuotes } from '../../server/leads/quotes';
import { customerProposals } from '../../server/proposals/customer';
import { findUserById } from '../../server/users/repository';

/** /dashboard: the user's profile, their own quote requests and the proposals sent to their e-mail, newest first. */
export async function dashboardData(context: AppLoadContext, user: SessionUser) {
  const row = await findUserById(context.app.db, user.id);
  if (!row) throw new Response(null, { status: 404 });
  const [quotes, proposals] = await Promise.all([
    readQuotes(context.app.db, { userId: user.id }),
    customerProposals(context.app, row.email),
  ]);
  return { profile: toProfile(row), quotes, proposals };
}
