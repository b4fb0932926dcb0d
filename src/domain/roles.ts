/** Account roles and where each lands after signing in (no zod: the header uses this on every page). */
export const ROLES = ['customer', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the API shows it (its one definition is the schema in auth.ts). */
export type { PublicUser } from './auth.js';

/** Where a role lands after login (docs/decisions/0005-accounts-and-access.md). */
export const homeOfRole = (role: Role) => (role === 'admin' ? '/admin' : '/dashboard');

/**
 * The page to return to after login: only a path on this site (never //host or a scheme), and
 * an admin page only for an admin.
 */
export function safeNextPath(next: string | null | undefined, role: Role): string {
  const fallback = homeOfRole(role);
  if (!next || !next.startsWith('/') || next.startsWith('//')) return fallback;
  if (/\p{Cc}/u.test(next) || next.includes('\\')) return fallback;
  if ((next === '/admin' || next.startsWith('/admin/')) && role !== 'admin') return fallback;
  if (next.startsWith('/login') || next.startsWith('/register')) return fallback;
  return next;
}
