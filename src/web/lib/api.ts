/** What a failed API call answers (src/server/http/errors.ts). */
export interface ApiFailure {
  success: false;
  message: string;
  errors?: { path: string; msg: string }[];
}

export type ApiResult<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; body: ApiFailure | null; network: boolean };

/**
 * Calls the site's JSON API with the session cookie (same origin only). Never throws: a network
 * failure comes back as { ok: false, network: true } so every form can say so.
 */
export async function apiFetch<T>(url: string, options: { method?: string; body?: unknown } = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { ok: false, status: 0, body: null, network: true };
  }
  const body = (await response.json().catch(() => null)) as T | ApiFailure | null;
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  return { ok: false, status: response.status, body: body as ApiFailure | null, network: false };
}

/** Server field errors by field name (first message of each). */
export function fieldErrorsOf(failure: ApiFailure | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of failure?.errors ?? []) errors[e.path] ??= e.msg;
  return errors;
}
