import { LANGUAGES } from '../../domain/languages.js';
import { SUMMARIES } from './summaries.js';

/** The parts of the generated OpenAPI 3.1 document this module completes. */
type Schema = Record<string, unknown>;
interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema }>;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  'x-access'?: string;
  'x-bodies'?: Record<string, Schema>;
  'x-errors'?: number[];
  'x-produces'?: readonly string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> } & Record<string, unknown>;
  [key: string]: unknown;
}

/** Every error answer's shape (server/http/errors.ts). */
const ERROR_SCHEMA: Schema = {
  type: 'object',
  description: 'A refusal or a failure, its message in the language of the request.',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: {
      type: 'array',
      description: 'One error per field that failed its check, the path written with dots (`contactInfo.email`).',
      items: {
        type: 'object',
        required: ['path', 'msg'],
        properties: { path: { type: 'string' }, msg: { type: 'string' } },
      },
    },
    current_version: { type: 'integer', description: 'With 409 for a save from a stale copy: the version saved meanwhile.' },
    detail: { type: 'string', description: 'With 502 for a failed image generation: the reason as logged.' },
  },
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'The request is not valid (field errors in `errors`)',
  401: 'Not signed in',
  403: 'Signed in without the role this needs',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state (a stale version, a taken slot, an answered proposal)',
  413: 'The body or a file is too large',
  414: 'The address is too long',
  415: 'Unsupported content type',
  500: 'An unexpected failure (logged; the answer has no details)',
  429: 'Too many requests: wait as long as `Retry-After` says',
  502: 'The image service failed',
  503: 'The database is unavailable: try again shortly',
};

/** Every request may name its language (http/language.ts): messages and texts of the answer are written in it. */
const LANG_PARAMETER = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'The language of the answer (else the language cookie, then Accept-Language)',
  schema: { type: 'string', enum: [...LANGUAGES] },
};

const RETRY_AFTER = { 'retry-after': { description: 'Seconds to wait', schema: { type: 'integer' } } };

/**
 * The statuses an operation can answer beyond its own: from its access rule, its inputs, its
 * limits (`x-errors`, set from the route's rateLimit and its schema's `errors`) and the database.
 */
function errorStatuses(method: string, path: string, op: Operation): number[] {
  const statuses = new Set(op['x-errors'] ?? []);
  // A write may be sent a body, even one it does not read: broken JSON is 400, an unknown type 415, too much 413.
  const takesBody = op.requestBody !== undefined || ['post', 'put', 'patch'].includes(method);
  if ((op.parameters?.length ?? 0) > 0 || takesBody) statuses.add(400);
  if (['user', 'admin', 'crew', 'staff', 'client'].includes(String(op['x-access']))) statuses.add(401);
  // A write with the session cookie from another site is refused (auth/cross-site.ts), whoever may call it.
  if (op['x-access'] === 'admin' || op['x-access'] === 'crew' || op['x-access'] === 'staff' || method !== 'get')
    statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  // Everything but the document itself reads the database.
  if (!/^\/api\/(openapi\.json|docs)$/.test(path)) statuses.add(503);
  statuses.add(500);
  return [...statuses].sort();
}

/** getAdminServicesById, postAdminLeadsByTypeByIdNotes: the method and the path, unique by construction. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const word = param ? `by_${param[1]}` : segment;
      return word
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/** Formats and value lists that field names promise everywhere in the API (checked against real answers by the contract test). */
const DATE_TIME = /(_at|^start|^end|^change_until)$/;
const DATE = /^(valid_until|from|to|week_start)$/;
const LANGUAGE = /^(language_code|lang|language)$/;

function annotate(schema: unknown, name?: string): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach((s) => annotate(s, name));
  const s = schema as Schema;
  const types = [s.type].flat();
  if (name && types.includes('string') && s.format === undefined && s.enum === undefined && s.const === undefined) {
    if (DATE_TIME.test(name)) s.format = 'date-time';
    else if (DATE.test(name)) {
      s.format = 'date';
      s.pattern ??= '^\\d{4}-\\d{2}-\\d{2}$';
    } else if (LANGUAGE.test(name)) s.enum = [...LANGUAGES];
  }
  for (const [key, value] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) annotate(value, key);
  for (const key of ['items', 'additionalProperties', 'not']) annotate(s[key], name);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) annotate(s[key], name);
}

/**
 * Completes the generated document so clients and validators can rely on it: an operationId and a
 * summary on every operation, the request bodies routes read themselves, every error status with
 * the error shape, and the formats of dates and languages.
 */
export function completeDocument(doc: OpenApiDocument): OpenApiDocument {
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Error: ERROR_SCHEMA } };
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      op.operationId ??= operationIdOf(method, path);
      op.summary ??= SUMMARIES[`${method.toUpperCase()} ${path}`];
      const bodies = op['x-bodies'];
      if (bodies)
        op.requestBody = {
          required: true,
          content: Object.fromEntries(Object.entries(bodies).map(([t, schema]) => [t, { schema }])),
        };
      for (const status of errorStatuses(method, path, op)) {
        const key = String(status);
        op.responses[key] ??= { description: STATUS_TEXT[status] ?? 'Error', content: errorContent };
        if (status === 429 || status === 503) op.responses[key].headers ??= RETRY_AFTER;
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response.description || response.description === 'Default Response') {
          response.description = STATUS_TEXT[Number(status)] ?? 'Answer';
        }
      }
      const success = op.responses['200'];
      if (success && !success.content && op['x-produces']) {
        success.content = Object.fromEntries(
          op['x-produces'].map((type) => [
            type,
            { schema: type === 'application/json' ? { type: 'object' } : { type: 'string', contentMediaType: type } },
          ]),
        );
      }
      delete op['x-produces'];
      delete op['x-bodies'];
      delete op['x-errors'];
      if (!op.parameters?.some((p) => p.in === 'query' && p.name === 'lang'))
        op.parameters = [...(op.parameters ?? []), LANG_PARAMETER];
      for (const p of op.parameters ?? []) annotate(p.schema, p.name);
      annotate(Object.values(op.requestBody?.content ?? {}).map((c) => c.schema));
      annotate(Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)));
    }
  }
  return doc;
}
