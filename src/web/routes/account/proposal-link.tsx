import { data, redirect } from 'react-router';
import { openOwnProposal } from '../../server/account.server';
import { requireUser } from '../../server/auth.server';
import type { Route } from './+types/proposal-link';

/** Only a form post opens a proposal from the dashboard (it hands out a link); a visit goes back to the dashboard. */
export function loader() {
  return redirect('/dashboard');
}

/** The dashboard's "Open proposal": the signed-in customer's own proposal, through a fresh link. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return redirect(await openOwnProposal(context, user, id));
}
