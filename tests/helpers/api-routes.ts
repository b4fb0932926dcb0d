import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../src/server/http/access.js';

/** One top-level field of a route's body or query, as its schema declares it. */
export interface InputField {
  name: string;
  /** JSON Schema type(s) of the field when the schema says ('string', 'integer', …). */
  types: string[];
  enum?: unknown[];
}

export interface ApiRoute {
  method: string;
  /** The route pattern, e.g. /api/admin/leads/:type/:id. */
  pattern: string;
  /** A callable URL: path parameters filled with values that exist in the seeded database. */
  url: string;
  access: Access;
  /** Present when the route declares a body schema; the fields it names (none for a non-object body). */
  body?: InputField[];
  query?: InputField[];
  params: string[];
}

/** Values for path parameters, by name: rows of the seeded database where one is needed. */
const PARAM_VALUES: Record<string, string> = {
  id: '1',
  imageId: '1',
  type: 'quote',
  lang: 'en',
  slug: 'lawn-mowing',
  category: 'general',
};

export const routeKey = (r: { method: string; pattern?: string; url: string }) => `${r.method} ${r.pattern ?? r.url}`;

/** Percent-encodes every byte outside the unreserved set, as a browser would (lone surrogates become U+FFFD). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A path with its parameters replaced (by the given values, else by PARAM_VALUES, else '1'). */
export function fillParams(pattern: string, values: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => percentEncode(values[name] ?? PARAM_VALUES[name] ?? '1'));
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The JSON Schema of a route schema part: zod schemas are converted, plain JSON Schemas kept. */
function toJsonSchema(schema: unknown): JsonSchema {
  if (schema && typeof schema === 'object' && '_zod' in schema) {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return (schema ?? {}) as JsonSchema;
}

function typesOf(s: JsonSchema): string[] {
  if (s.type) return [s.type].flat();
  if (s.const !== undefined) return [typeof s.const === 'number' ? 'number' : typeof s.const];
  return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf);
}

/** The top-level fields an object schema (or a union of object schemas) names. */
export function inputFields(schema: unknown): InputField[] {
  const fields = new Map<string, InputField>();
  const visit = (s: JsonSchema) => {
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const known = fields.get(name);
      const field = known ?? { name, types: [] };
      field.types = [...new Set([...field.types, ...typesOf(prop)])];
      if (prop.enum) field.enum = [...(field.enum ?? []), ...prop.enum];
      fields.set(name, field);
    }
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(branch);
  };
  visit(toJsonSchema(schema));
  return [...fields.values()];
}

/** Every /api route of the app with its access rule and the inputs its schemas declare. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeRules.map((rule) => {
    const schema = (rule.schema ?? {}) as { body?: unknown; querystring?: unknown };
    return {
      method: rule.method,
      pattern: rule.url,
      url: fillParams(rule.url),
      access: rule.access,
      body: schema.body ? inputFields(schema.body) : undefined,
      query: schema.querystring ? inputFields(schema.querystring) : undefined,
      params: [...rule.url.matchAll(/:(\w+)/g)].map((m) => m[1]),
    };
  });
}
