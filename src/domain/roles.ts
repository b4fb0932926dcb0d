/** Account roles and where each lands after signing in (no zod: the header uses this on every page). */
export const ROLES = ['customer', 'professional', 'admin', 'crew'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the API shows it (its one definition is the schema in auth.ts). */
export type { PublicUser } from './auth.js';

/** Where a role lands after login (docs/decisions/0005-accounts-and-access.md). */
export const homeOfRole = (role: Role) => (role === 'admin' ? '/admin' : role === 'crew' ? '/crew' : '/dashboard');

const ORIGIN = 'http://same-site.invalid';

/**
 * True for a path on this site, however a browser or a router would read it: it starts with one
 * `/`, and neither it nor its percent-decoded spellings hold a backslash, a control character
 * (browsers drop tabs and line breaks, so `/\t/evil` is `//evil`) or a second leading slash
 * (`//evil`, `/%2F%2Fevil`, `/\evil`, `/%5Cevil`), and it resolves to this origin.
 */
export function isSameSitePath(next: string): boolean {
  if (!next.startsWith('/') || next.length > 2000) return false;
  let spelling = next;
  for (let round = 0; round < 4; round++) {
    if (/^\/[/\\]/.test(spelling) || spelling.includes('\\') || /\p{Cc}/u.test(spelling)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(spelling);
    } catch {
      return false;
    }
    if (decoded === spelling) break;
    spelling = decoded;
  }
  try {
    const url = new URL(next, `${ORIGIN}/`);
    return url.origin === ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * The page to return to after login: only a path on this site (isSameSitePath), and an admin page
 * only for an admin.
 */
export function safeNextPath(next: string | null | undefined, role: Role): string {
  const fallback = homeOfRole(role);
  if (!next || !isSameSitePath(next)) return fallback;
  if ((next === '/admin' || next.startsWith('/admin/')) && role !== 'admin') return fallback;
  if (next.startsWith('/login') || next.startsWith('/register')) return fallback;
  return next;
}
