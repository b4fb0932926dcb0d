import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { TOptions } from '../../i18n/instance.js';
import { translateKey } from '../../i18n/translate.js';
import { isDatabaseUnavailable, isInvalidValue } from '../db/errors.js';

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

/** The banner of every response that lists field errors. */
export const FIX_BELOW = 'common.error.fixBelow';

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const conflict = (message: string) => new HttpError(409, message);
/** 409 for a save based on an old version: nothing was written; the answer names the current version. */
export const staleVersion = (message: string, currentVersion: number) =>
  new HttpError(409, message, undefined, { version: currentVersion }, { current_version: currentVersion });
/** Field errors under the common banner. */
export const invalidFields = (errors: FieldError[]) => new HttpError(400, FIX_BELOW, errors);

/** 429 with Retry-After, saying in minutes when to try again. */
export function tooMany(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, 'auth.errors.tooManyAttempts', undefined, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
}

/** One error per field (the first), paths written with dots: `contactInfo.email`. */
function fieldErrors(issues: { path: string; message?: string }[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (!errors.some((e) => e.path === issue.path)) errors.push({ path: issue.path, msg: issue.message ?? 'Invalid value' });
  }
  return errors;
}

/** A body checked in a handler (multipart fields, a dispatch on the body's shape) fails like a route schema. */
export function fromZodError(error: ZodError): HttpError {
  return invalidFields(fieldErrors(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
}

/**
 * The one error handler: every failure becomes { success: false, message, errors? } with the right
 * status, in the request's language (dictionary keys are translated here). Messages of unexpected
 * errors never reach the client: no stack, SQL or path.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    const text = (message: string, values?: TOptions) => translateKey(request.lang, message, values);
    let failure: FastifyError | HttpError = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      failure = invalidFields(
        fieldErrors(
          error.validation.map((v) => ({ path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message })),
        ),
      );
    } else if (error instanceof ZodError) {
      failure = fromZodError(error);
    }
    if (failure instanceof HttpError) {
      const errors = failure.errors?.map((e) => ({ path: e.path, msg: text(e.msg, e.values) }));
      const message = text(failure.message, failure.values);
      return reply.code(failure.statusCode).send({ success: false, message, ...failure.details, errors });
    }
    if (isInvalidValue(failure)) {
      return reply.code(400).send({ success: false, message: 'A value in the request is not valid.' });
    }
    const status = isDatabaseUnavailable(failure) ? 503 : (failure.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: failure }, 'request failed');
      return reply.code(status === 503 ? 503 : 500).send({
        success: false,
        message: status === 503 ? 'Service temporarily unavailable. Please try again.' : 'Internal server error',
      });
    }
    // Fastify's own client errors (413, 415, 400 for bad JSON, 429) have safe, fixed messages.
    return reply.code(status).send({ success: false, message: clientMessage(failure, status) });
  });
}

/**
 * Fastify's refusals before a route is found (a malformed or an over-long address), in the same
 * shape as every other error and without echoing the address. They skip the request hooks, so the
 * security headers an error needs are set here.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414 ? 'The address is too long.' : status === 400 ? 'The address is not valid.' : 'Internal server error';
  void reply
    .code(status)
    .headers({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    .send({ success: false, message });
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Unsupported content type.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'The request body is not valid JSON.';
  if (status === 429) return error.message;
  return error.message && error.message.length < 200 && !/[/\\]|at |\n/.test(error.message) ? error.message : 'Bad request';
}
