import { toast } from 'react-toastify';
import type { ApiResult } from '../../../lib/api';

/** The toasts of one call (docs/decisions/0004-product-rules.md): success, failure (server answered) or error (no answer). */
export interface CallToasts {
  success?: string;
  failed: string;
  error: string;
  /** 'Failed to save service' (server message preferred): the server's message replaces the text. */
  preferServerMessage?: boolean;
}

export function toastResult<T>(result: ApiResult<T>, texts: CallToasts): result is Extract<ApiResult<T>, { ok: true }> {
  if (result.ok) {
    if (texts.success) toast.success(texts.success);
    return true;
  }
  if (result.network) {
    toast.error(texts.error);
    return false;
  }
  const message = result.body?.message;
  if (texts.preferServerMessage) toast.error(message || texts.failed);
  else
    toast.error(
      message ? (
        <>
          <strong className="block">{texts.failed}</strong>
          <span className="text-sm">{message}</span>
        </>
      ) : (
        texts.failed
      ),
    );
  return false;
}
