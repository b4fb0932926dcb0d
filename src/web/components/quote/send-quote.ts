import type { PriceEstimate } from '../../../domain/quote/pricing';
import type { FieldError } from '../../../domain/quote/draft';
import type { QuoteRequest } from '../../../domain/quote/schema';
import { visitSource } from '../../enhance/lead-source';
import type { QuoteUpload } from './file-storage';

export type SendResult =
  | { ok: true; reference: string; id: number; estimate: PriceEstimate }
  /** network: the server was not reached; otherwise the server's message, when it sent one. */
  | { ok: false; network: boolean; message?: string; errors: FieldError[] };

/**
 * Posts the request and its files in one multipart request. XMLHttpRequest rather than fetch:
 * only it reports upload progress.
 */
export function sendQuote(
  request: QuoteRequest,
  files: QuoteUpload[],
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  const form = new FormData();
  // Where the visit came from travels with the request (docs/admin-content.md#analytics).
  form.append('request', JSON.stringify({ ...request, source: visitSource() }));
  for (const file of files) form.append('files', file.blob, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/quotes');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: {
        success?: boolean;
        message?: string;
        errors?: FieldError[];
        data?: Omit<Extract<SendResult, { ok: true }>, 'ok'>;
      } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy error page): reported as a failure without a message.
      }
      if (xhr.status < 300 && body.success && body.data) resolve({ ok: true, ...body.data });
      else resolve({ ok: false, network: false, message: body.message, errors: body.errors ?? [] });
    };
    xhr.onerror = () => resolve({ ok: false, network: true, errors: [] });
    xhr.send(form);
  });
}
