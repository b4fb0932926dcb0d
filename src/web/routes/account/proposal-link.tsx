import { data, redirect } from 'react-router';
import { HttpError } from '../../../server/http/errors';
import { ownProposalPath } from '../../../server/proposals/customer';
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
  try {
    return redirect(await ownProposalPath(context.app, user.email, id));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}
