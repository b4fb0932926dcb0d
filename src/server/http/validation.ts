import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';
import { requestLanguage, translateKey, translator } from './i18n.js';

/**
 * In the calling plugin's scope, validation errors come back in the visitor's language: the
 * shared form schemas use i18n keys as messages. One error per field, under the field's name,
 * with SPEC.md's banner. Any other error goes on to the app's error handler.
 */
export function translateValidationErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const lang = requestLanguage(request);
    const errors: { path: string; msg: string }[] = [];
    for (const v of error.validation) {
      const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      if (errors.some((e) => e.path === path)) continue;
      errors.push({ path, msg: translateKey(lang, v.message ?? 'auth.errors.invalid') });
    }
    throw new HttpError(400, translator(lang)('auth.errors.fixBelow'), errors);
  });
}
