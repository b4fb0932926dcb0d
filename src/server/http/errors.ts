import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { TOptions } from '../../i18n/instance.js';
import { translateKey } from '../../i18n/translate.js';
import { type Lang, LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';
import { isDatabaseUnavailable, isInvalidValue } from '../db/errors.js';
import { type FieldError, HttpError } from './http-error.js';

export { type FieldError, HttpError };

/** The banner of every response that lists field errors. */
export const FIX_BELOW = 'common.error.fixBelow';

export const notFound = (message = 'apiErrors.notFound') => new HttpError(404, message);
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

/** A zod issue as the error handler reads it (zod's own, or fastify-type-provider-zod's copy of one). */
interface Issue {
  path: string;
  message?: string;
  code?: string;
  params?: Record<string, unknown>;
}

const KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/;

/**
 * A field's message: the schema's own dictionary key, else (zod's English default) a generic
 * message chosen by the issue's code, so every field error exists in en, es and pt.
 */
export function issueMessage(issue: Issue): { msg: string; values?: TOptions } {
  if (issue.message && KEY.test(issue.message)) return { msg: issue.message };
  const p = issue.params ?? {};
  const origin = p.origin as string | undefined;
  const field = (key: string, values?: TOptions) => ({ msg: `apiErrors.field.${key}`, values });
  switch (issue.code) {
    case 'invalid_type':
      if (p.expected === 'int') return field('wholeNumber');
      // zod reports no input: its own English text says whether the field was missing.
      return /received undefined$/.test(issue.message ?? '') ? field('required') : field('invalid');
    case 'too_small':
      if (origin === 'string') return field(p.minimum === 1 ? 'required' : 'tooShort', { minimum: Number(p.minimum) });
      if (origin === 'array' || origin === 'set') return field('tooFew', { minimum: Number(p.minimum) });
      return field('tooSmall', { minimum: String(p.minimum) });
    case 'too_big':
      if (origin === 'string') return field('tooLong', { maximum: Number(p.maximum) });
      if (origin === 'array' || origin === 'set') return field('tooMany', { maximum: Number(p.maximum) });
      return field('tooBig', { maximum: String(p.maximum) });
    case 'invalid_format':
      if (p.format === 'email') return field('email');
      if (p.format === 'date') return field('date');
      if (p.format === 'datetime') return field('dateTime');
      return field('format');
    case 'invalid_value':
      return Array.isArray(p.values) ? field('option', { options: p.values.map(String).join(', ') }) : field('invalid');
    case 'unrecognized_keys':
      return field('unknownFields', { fields: ((p.keys as string[] | undefined) ?? []).join(', ') });
    case 'not_multiple_of':
      return p.divisor === 1 ? field('wholeNumber') : field('invalid');
    default:
      return field('invalid');
  }
}

/** One error per field (the first), paths written with dots: `contactInfo.email`. */
function fieldErrors(issues: Issue[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (!errors.some((e) => e.path === issue.path)) errors.push({ path: issue.path, ...issueMessage(issue) });
  }
  return errors;
}

/** A body checked in a handler (multipart fields, a dispatch on the body's shape) fails like a route schema. */
export function fromZodError(error: ZodError): HttpError {
  return invalidFields(
    fieldErrors(
      error.issues.map(({ path, message, code, ...params }) => ({
        path: path.join('.'),
        message,
        code,
        params: params as Record<string, unknown>,
      })),
    ),
  );
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
          error.validation.map((v) => ({
            path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
            message: v.message,
            code: v.keyword,
            params: v.params,
          })),
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
      return reply.code(400).send({ success: false, message: text('apiErrors.invalidValue') });
    }
    const status = isDatabaseUnavailable(failure) ? 503 : (failure.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: failure }, 'request failed');
      return reply.code(status === 503 ? 503 : 500).send({
        success: false,
        message: text(status === 503 ? 'apiErrors.unavailable' : 'apiErrors.internal'),
      });
    }
    // Fastify's and its plugins' own client errors (413, 415, 400 for bad JSON, multipart limits)
    // get fixed messages of ours: theirs are English and may echo the request.
    const minutes = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60) / 60));
    return reply.code(status).send({ success: false, message: text(clientMessageKey(failure, status), { minutes }) });
  });
}

/** The answer to an address that matches no route, in the request's language. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ success: false, message: translateKey(request.lang, 'apiErrors.notFound') }),
  );
}

/**
 * Fastify's refusals before a route is found (a malformed or an over-long address), in the same
 * shape as every other error and without echoing the address. They skip the request hooks, so the
 * security headers an error needs, and the language, are worked out here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const key = status === 414 ? 'apiErrors.addressTooLong' : status === 400 ? 'apiErrors.addressInvalid' : 'apiErrors.internal';
  void reply
    .code(status)
    .headers({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    .send({ success: false, message: translateKey(languageOfHeaders(request), key) });
}

/** The request's language from its cookie and Accept-Language (the query is not parsed yet). */
function languageOfHeaders(request: FastifyRequest): Lang {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(request.headers.cookie ?? '')?.[1];
  return pickLanguage(cookie, request.headers['accept-language']);
}

/** Fastify's and @fastify/multipart's error codes, by the message a client reads. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'apiErrors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'apiErrors.invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'apiErrors.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'apiErrors.tooLarge',
  FST_REQ_FILE_TOO_LARGE: 'apiErrors.fileTooLarge',
  FST_FILES_LIMIT: 'apiErrors.tooManyFiles',
  FST_PARTS_LIMIT: 'apiErrors.tooManyParts',
  FST_FIELDS_LIMIT: 'apiErrors.tooManyFields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'apiErrors.notAcceptable',
  FST_PROTO_VIOLATION: 'apiErrors.invalidMultipart',
  FST_INVALID_JSON_FIELD_ERROR: 'apiErrors.invalidMultipart',
};

function clientMessageKey(error: FastifyError, status: number): string {
  const known = error.code ? CLIENT_MESSAGES[error.code] : undefined;
  if (known) return known;
  // The JSON parser's SyntaxError carries a status of 400 and no code of Fastify's.
  if (error instanceof SyntaxError) return 'apiErrors.invalidJson';
  if (status === 413) return 'apiErrors.tooLarge';
  if (status === 415) return 'apiErrors.unsupportedMediaType';
  if (status === 404) return 'apiErrors.notFound';
  if (status === 405) return 'apiErrors.methodNotAllowed';
  if (status === 429) return 'apiErrors.tooManyRequests';
  return 'apiErrors.badRequest';
}
