import type { AppLoadContext } from 'react-router';
import { toProfile } from '../../server/account/profile';
import type { SessionUser } from '../../server/http/access';
import { readQuotes } from '../../server/leads/quotes';
import { findUserById } from '../../server/users/repository';

/** /dashboard: the user's profile and their own quote requests, newest first. */
export async function dashboardData(context: AppLoadContext, user: SessionUser) {
  const row = await findUserById(context.app.db, user.id);
  if (!row) throw new Response(null, { status: 404 });
  return { profile: toProfile(row), quotes: await readQuotes(context.app.db, { userId: user.id }) };
}
