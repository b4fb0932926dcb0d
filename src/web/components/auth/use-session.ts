import { useNavigate, useRevalidator } from 'react-router';
import { homeOfRole, type PublicUser, safeNextPath } from '../../../domain/roles';
import { apiFetch } from '../../lib/api';
import { forgetUser, rememberUser } from '../../lib/stored-user';

/**
 * After the session cookie changes, the page data is reloaded so the header and the pages
 * show who is signed in.
 */
export function useSessionChange() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return {
    async signedIn(user: PublicUser, next: string | null) {
      rememberUser(user);
      await navigate(next ? safeNextPath(next, user.role) : homeOfRole(user.role));
      await revalidate();
    },
    /** Ends the session on the server; false when the server could not be reached. */
    async logOut(): Promise<boolean> {
      const result = await apiFetch('/api/auth/logout', { method: 'POST' });
      if (!result.ok) return false;
      forgetUser();
      await navigate('/');
      await revalidate();
      return true;
    },
  };
}
