import type { TOptions } from '../../i18n/instance.js';

/**
 * Kept apart from the error handler (errors.ts) so that code which only throws, such as the image
 * generation run by the seed, does not import the dictionaries the handler writes messages from.
 */
export interface FieldError {
  path: string;
  /** A dictionary key (or a fixed text), written in the request's language by the error handler. */
  msg: string;
  /** The placeholders of `msg`. */
  values?: TOptions;
}

/**
 * An error whose message is safe to show to the client. Messages and field messages are dictionary
 * keys (with `values` for their placeholders): only the error handler writes them, in the request's
 * language. `details` are further fields of the answer (`current_version` of a stale save).
 */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: FieldError[],
    public values?: TOptions,
    public details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
