/**
 * Roles and where they land: plain data and functions with no schema library, so the header and
 * every page can use them without shipping zod to the browser (the form schemas are in auth.ts).
 */

export const ROLES = ['customer', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC.md sends user_type client or specialist at registration; an admin is never self-registered. */
export const USER_TYPES = ['client', 'specialist'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ROLE_OF_USER_TYPE: Record<UserType, Role> = { client: 'customer', specialist: 'professional' };

/** The signed-in user as the login response and GET /api/auth/me show it (no secrets). */
export interface PublicUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  company_name: string | null;
}

/** Where a role lands after login (SPEC.md section 4). */
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
