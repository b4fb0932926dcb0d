/**
 * The headers every response must carry, whatever its kind (page, API answer, error, media, asset),
 * as a list of problems. Pages also need a script nonce or script hashes: see `pageCspProblems`.
 */
export function headerProblems(headers: Record<string, string | string[] | number | undefined>): string[] {
  const get = (name: string) => {
    const value = headers[name];
    return value === undefined ? undefined : String([value].flat().join(', '));
  };
  const problems: string[] = [];
  if (get('x-content-type-options') !== 'nosniff') problems.push(`x-content-type-options is ${get('x-content-type-options')}`);
  const csp = get('content-security-policy') ?? '';
  if (!/(^|;)\s*frame-ancestors 'none'/.test(csp)) problems.push(`no frame-ancestors 'none' in CSP "${csp}"`);
  const referrer = get('referrer-policy') ?? '';
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer))
    problems.push(`referrer-policy is "${referrer}"`);
  if (get('x-powered-by') !== undefined) problems.push(`x-powered-by: ${get('x-powered-by')}`);
  if (get('server') !== undefined) problems.push(`server: ${get('server')}`);
  for (const [name, value] of Object.entries(headers)) {
    if (/version/i.test(name) || /\b(fastify|express|node\.?js|nginx|react-router)\/?\s*v?\d/i.test(String(value))) {
      problems.push(`version or framework in ${name}: ${String(value)}`);
    }
  }
  return problems;
}

/**
 * A page's CSP: scripts only from this origin and, inline, with this response's nonce (a page that
 * runs React) or by their hashes (a page without React); never 'unsafe-inline'.
 */
export function pageCspProblems(csp: string | undefined): string[] {
  const scriptSrc =
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  const problems: string[] = [];
  if (!/'nonce-[A-Za-z0-9+/=_-]{16,}'|'sha256-[A-Za-z0-9+/]{43}='/.test(scriptSrc))
    problems.push(`no nonce or script hash in script-src "${scriptSrc}"`);
  if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scriptSrc)) problems.push(`script-src allows too much: "${scriptSrc}"`);
  return problems;
}

/** The `'sha256-…'` sources of a page's CSP. */
export const cspHashes = (csp: string | undefined) => [...(csp ?? '').matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!);

/** The nonce of a page's CSP. */
export const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
