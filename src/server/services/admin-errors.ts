import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TFunction } from '../../i18n/instance.js';
import type { ZodError } from 'zod';
import { HttpError } from '../http/errors.js';
import { requestLanguage, translator } from '../http/i18n.js';

/** Messages of the Service Management API in the admin's language (the shared schemas use i18n keys). */

export const adminT = (request: FastifyRequest): TFunction => translator(requestLanguage(request));

type FieldError = { path: string; msg: string };

/** One error per field, translated when the message is a key of the adminServices area. */
function fieldErrors(t: TFunction, issues: { path: string; message: string }[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (errors.some((e) => e.path === issue.path)) continue;
    errors.push({ path: issue.path, msg: issue.message.startsWith('adminServices.') ? t(issue.message) : issue.message });
  }
  return errors;
}

export function validationFailed(t: TFunction, errors: FieldError[]): HttpError {
  return new HttpError(400, t('adminServices.api.fixErrors'), errors);
}

/** A body checked in the handler (the PUT dispatch, multipart fields) fails the same way as a route schema. */
export function fromZodError(t: TFunction, error: ZodError): HttpError {
  return validationFailed(t, fieldErrors(t, error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
}

/** In the calling plugin's scope, route schema failures come back translated with their field paths. */
export function translateSchemaErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const t = adminT(request);
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    }));
    throw validationFailed(t, fieldErrors(t, issues));
  });
}
