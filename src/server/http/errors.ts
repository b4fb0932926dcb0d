import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isInvalidValue } from '../db/errors.js';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: { path: string; msg: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, errors?: { path: string; msg: string }[]) =>
  new HttpError(400, message, errors);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * One place turns every failure into { success: false, message } with the right status.
 * Messages of unexpected errors never reach the client: no stack, SQL or path.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        msg: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ success: false, message: 'Please fix the validation errors below', errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    }
    if (isInvalidValue(error)) {
      return reply.code(400).send({ success: false, message: 'A value in the request is not valid.' });
    }
    const status = isDatabaseUnavailable(error) ? 503 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status === 503 ? 503 : 500).send({
        success: false,
        message: status === 503 ? 'Service temporarily unavailable. Please try again.' : 'Internal server error',
      });
    }
    // Fastify's own client errors (413, 415, 400 for bad JSON, 429) have safe, fixed messages.
    return reply.code(status).send({ success: false, message: clientMessage(error, status) });
  });
}

/**
 * Fastify's refusals before a route is found (a malformed or an over-long address), in the same
 * shape as every other error and without echoing the address. They skip the request hooks, so the
 * security headers an error needs are set here.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message = status === 414 ? 'The address is too long.' : status === 400 ? 'The address is not valid.' : 'Internal server error';
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
  return error.message && error.message.length < 200 && !/[/\\]|at |\n/.test(error.message)
    ? error.message
    : 'Bad request';
}
