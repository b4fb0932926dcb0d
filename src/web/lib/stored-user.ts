import type { PublicUser } from '../../domain/roles';

/**
 * The signed-in user's non-secret record, kept in local storage for display
 * (docs/decisions/0005-accounts-and-access.md); every page's script keeps it in step with the page
 * (enhance/storage.ts).
 * The session itself is the httpOnly cookie: no token is ever stored here.
 */
const KEY = 'user';

export function rememberUser(user: PublicUser): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage unavailable (private mode): the cookie session works without it.
  }
}
