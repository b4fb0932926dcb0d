import { redirect } from 'react-router';
import { logoutAction } from '../../server/account-forms.server';
import type { Route } from './+types/logout';

/** Log out posted from the account menu without JavaScript; the menu's script calls the API itself. */
export async function action({ context }: Route.ActionArgs) {
  return logoutAction(context);
}

/** Nothing to show: an address typed by hand goes home. */
export function loader() {
  return redirect('/');
}
