import type { ApiFailure, ApiResult } from './api';

/**
 * Sends a multipart form (an image and its fields) to the site's API with the session cookie.
 * Like apiFetch it never throws: a network failure comes back as { ok: false, network: true }.
 */
export async function apiUpload<T>(url: string, form: FormData): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    return { ok: false, status: 0, body: null, network: true };
  }
  const body = (await response.json().catch(() => null)) as T | ApiFailure | null;
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  return { ok: false, status: response.status, body: body as ApiFailure | null, network: false };
}
