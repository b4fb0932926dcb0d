/**
 * Addresses that carry a secret, recognised as the routers resolve them rather than by spelling:
 * `/%70roposals/…`, `/PROPOSALS/…/`, `/x/../proposals/…` and `/proposals\…` all open a proposal,
 * so all of them are token paths. Used by the request log (server/http/log-redaction.ts) and by
 * where a lead came from (lead-source.ts), so neither ever keeps a working link. No imports: this
 * module ships to the browser with lead-source.ts.
 */

/** Sections whose next segment is a secret link token: /proposals/{token}, /api/visits/{token}/cancel, and invoice links of the same shape. */
const TOKEN_SECTIONS = new Set(['proposals', 'visits', 'invoices']);

/** Pages whose query carries a secret (a reset or verification token) or a visitor's details (the booking form's prefill). */
const SECRET_QUERY_PAGES = new Set([
  '/reset-password',
  '/verify-email',
  '/book-visit',
  '/api/auth/reset-password',
  '/hub/sign-in',
]);

/** The word that stands for a secret in logs and lead records. */
export const REDACTED = '[redacted]';

/** %XX of an ASCII character decoded (the routers decode them; route names are ASCII); anything else left as it is. */
const decodeAscii = (text: string) =>
  text.replace(/%([0-7][0-9a-f])/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The path as the routers match it: dot segments and backslashes resolved as a URL parser does,
 * ASCII escapes decoded, lower case (React Router matches without case), without repeated or
 * trailing slashes, and without the `.data` suffix of React Router's route data.
 */
export function resolvedPath(path: string): string {
  let pathname: string;
  try {
    // A leading // names a path here, never a host (the server refuses such paths anyway).
    pathname = new URL(path.startsWith('/') ? `http://site${path}` : path, 'http://site').pathname;
  } catch {
    pathname = path;
  }
  const resolved = decodeAscii(pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\.data$/, '')
    .replace(/(.)\/+$/, '$1');
  return resolved || '/';
}

/** The segments after an optional /api prefix. */
const segmentsOf = (resolved: string) => {
  const segments = resolved.split('/').slice(1);
  return segments[0] === 'api' ? { api: true, rest: segments.slice(1) } : { api: false, rest: segments };
};

/** True when the path, as resolved, opens something by a secret token in its path. */
export function isTokenPath(path: string): boolean {
  const { rest } = segmentsOf(resolvedPath(path));
  return TOKEN_SECTIONS.has(rest[0] ?? '') && (rest[1] ?? '') !== '';
}

/** True when the query of this page holds a secret or personal details. */
export const hasSecretQuery = (path: string) => SECRET_QUERY_PAGES.has(resolvedPath(path));

/**
 * The path with its token replaced (`/proposals/[redacted]/pdf`), in the resolved spelling; the
 * path as given when it carries no token.
 */
export function redactTokenPath(path: string): string {
  if (!isTokenPath(path)) return path;
  const { api, rest } = segmentsOf(resolvedPath(path));
  return `/${[...(api ? ['api'] : []), rest[0], REDACTED, ...rest.slice(2)].join('/')}`;
}

/**
 * An address (path and query) without any secret: a token path's token and the whole query of a
 * page whose query is secret are replaced by [redacted]; so is the value of any `token` parameter.
 */
export function redactAddress(address: string): string {
  const cut = address.search(/[?#]/);
  const path = cut === -1 ? address : address.slice(0, cut);
  const query = cut === -1 ? '' : address.slice(cut);
  const safePath = isTokenPath(path) ? redactTokenPath(path) : hasSecretQuery(path) ? resolvedPath(path) : path;
  if (!query) return safePath;
  if (hasSecretQuery(path)) return `${safePath}?${REDACTED}`;
  return `${safePath}${query.replace(/([?&;]token=)[^&#;]*/gi, `$1${REDACTED}`)}`;
}
