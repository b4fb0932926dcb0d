import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import OpenAPIBackend, { type Document } from 'openapi-backend';

/**
 * The contract test of the OpenAPI document, run on the traffic of the whole API test suite: every
 * /api request a test injects, and its answer, is checked against /api/openapi.json with
 * openapi-backend (a validator this project does not write; Ajv with ajv-formats underneath):
 * - the answer's status is one the operation lists, and a JSON answer matches that status's schema;
 * - a request the server accepted (2xx) matches the operation's parameters and body (a request it
 *   refused may be as wrong as the test made it on purpose).
 * Violations fail the test that made them, when its app closes. Counts go to contractDir(), summed
 * by the global teardown.
 */
export const CONTRACT_ROOT = 'node_modules/.cache/openapi-contract';
/** This run's folder: the main Vitest process's id (the workers' parent), so two runs never mix. */
export const contractDir = (runPid: number) => path.join(CONTRACT_ROOT, String(runPid));

interface Tally {
  responses: number;
  requests: number;
  seen: Record<string, number>;
}
const tally: Tally = { responses: 0, requests: 0, seen: {} };
/** Writes this worker's counts (after each app closes): the global teardown adds them up. */
export function saveTally(): void {
  const dir = contractDir(process.ppid);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(tally));
}

/** One validator per document (the document differs only by environment): built once per test worker. */
const validators = new Map<string, Promise<OpenAPIBackend>>();
function validatorFor(app: FastifyInstance): Promise<OpenAPIBackend> {
  const key = app.ctx.config.environment;
  let validator = validators.get(key);
  if (!validator) {
    validator = (async () => {
      const definition = structuredClone(app.swagger()) as unknown as Document;
      const api = new OpenAPIBackend({
        definition,
        // The document's own validity is checked by an OpenAPI 3.1 schema (tests/api/openapi.test.ts):
        // openapi-backend checks definitions against 3.0's, so that step is skipped here.
        quick: true,
        validate: true,
        customizeAjv: (ajv) => {
          addFormats(ajv);
          return ajv;
        },
      });
      await api.init();
      return api;
    })();
    validators.set(key, validator);
  }
  return validator;
}

/** The address the document names for a request: SPEC.md's second addresses (config.documentedAs) map to theirs. */
function documentedPath(request: FastifyRequest): string {
  const documentedAs = request.routeOptions.config.documentedAs;
  const pathOnly = request.url.split('?')[0]!;
  if (!documentedAs) return pathOnly;
  const params = request.params as Record<string, string>;
  return documentedAs.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Starts checking an app's /api traffic; `violations` fills as answers go out. */
export function recordContract(app: FastifyInstance): { violations: string[] } {
  const violations: string[] = [];
  // The body as the client sent it: the route's schema makes a new value (defaults, transforms), this one stays.
  const sent = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) sent.set(request, request.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return payload;
    try {
      await check(request, reply.statusCode, String(reply.getHeader('content-type') ?? ''), payload);
    } catch (error) {
      violations.push(`${request.method} ${request.url}: the check failed: ${String(error)}`);
    }
    return payload;
  });
  async function check(request: FastifyRequest, status: number, contentType: string, payload: unknown) {
    const api = await validatorFor(app);
    const query = Object.fromEntries(new URL(request.url, 'http://x').searchParams);
    const req = {
      method: request.method,
      path: documentedPath(request),
      query,
      headers: request.headers as Record<string, string>,
      body: sent.get(request),
    };
    const operation = api.matchOperation(req);
    const where = `${request.method} ${request.url.slice(0, 120)} → ${status}`;
    if (!operation) {
      // A method or an address the API does not have, refused (404, 405): nothing to document.
      if (status < 400) violations.push(`${where}: no operation of the document matches`);
      return;
    }
    const responses = operation.responses as Record<string, { content?: Record<string, unknown> }>;
    const documented = responses[String(status)];
    tally.responses++;
    tally.seen[`${operation.operationId} ${status}`] = (tally.seen[`${operation.operationId} ${status}`] ?? 0) + 1;
    if (!documented) {
      violations.push(`${where}: status ${status} is not documented (${Object.keys(responses).join(', ')})`);
      return;
    }
    const type = contentType.split(';')[0]!;
    if (documented.content && type && !(type in documented.content)) {
      violations.push(`${where}: content type ${type} is not documented (${Object.keys(documented.content).join(', ')})`);
    }
    if (type === 'application/json' && typeof payload === 'string') {
      const result = api.validateResponse(JSON.parse(payload), operation, status);
      if (!result.valid) violations.push(`${where}: answer ${JSON.stringify(result.errors).slice(0, 600)}`);
    }
    if (status >= 200 && status < 300) {
      tally.requests++;
      const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/form-data');
      // The API ignores query parameters it does not name (a cache-buster must not fail a call), which
      // OpenAPI cannot say: only the named ones are checked.
      const named = new Set((operation.parameters ?? []).map((p) => ('name' in p ? p.name : '')));
      const namedQuery = Object.fromEntries(Object.entries(query).filter(([key]) => named.has(key)));
      const checked = { ...req, query: namedQuery, ...(multipart ? { body: undefined } : {}) };
      const result = api.validateRequest(checked, operation);
      // A multipart body is read by the route, not parsed before it: its parts are not checked here.
      const aboutBody = (e: { instancePath: string; params: Record<string, unknown> }) =>
        e.instancePath.startsWith('/requestBody') || e.params.missingProperty === 'requestBody';
      const errors = (result.errors ?? []).filter((e) => !(multipart && aboutBody(e)));
      if (errors.length > 0) violations.push(`${where}: request ${JSON.stringify(errors).slice(0, 600)}`);
    }
  }
  return { violations };
}
