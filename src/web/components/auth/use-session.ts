import { useNavigate, useRevalidator } from 'react-router';
import { type PublicUser, safeNextPath } from '../../../domain/roles';
import { rememberUser } from '../../lib/stored-user';

/**
 * After signing in on a page that runs React, the page data is reloaded so the header and the
 * pages show who is signed in. (Logging out is a form posted to /logout: a new page.)
 */
export function useSessionChange() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return {
    async signedIn(user: PublicUser, next: string | null) {
      rememberUser(user);
      await navigate(safeNextPath(next, user.role));
      await revalidate();
    },
  };
}
