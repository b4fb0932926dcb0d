import { type AppLoadContext, redirect } from 'react-router';
import { activeDemoAccounts } from '../../server/auth/demo-accounts';
import { isPasswordResetUsable } from '../../server/auth/password-resets';
import type { SessionUser } from '../../server/http/access';

/** The page's own path and query, for the return trip after login. */
function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Any signed-in user, or off to /login and back. */
export function requireUser(context: AppLoadContext, request: Request): SessionUser {
  if (!context.user) throw loginRedirect(request);
  return context.user;
}

/**
 * An admin, or off to /login and back. The admin layout calls it, and so must every admin route
 * loader that reads data: React Router runs child loaders alongside the layout's.
 */
export function requireAdmin(context: AppLoadContext, request: Request): SessionUser {
  if (context.user?.role !== 'admin') throw loginRedirect(request);
  return context.user;
}

/** The demo accounts box of the login page: only the demo accounts that exist now. */
export function demoAccountsForLogin(context: AppLoadContext) {
  return activeDemoAccounts(context.app);
}

export function resetLinkUsable(context: AppLoadContext, token: string | null) {
  return token ? isPasswordResetUsable(context.app, token) : Promise.resolve(false);
}

/** Pages with personal data are never stored by a browser or proxy cache. */
export const privatePageHeaders = () => ({ 'Cache-Control': 'private, no-store' });
