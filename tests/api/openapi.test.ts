import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * The OpenAPI document is generated from the routes themselves (src/server/openapi/): a route added
 * later is in it with its access rule, and the document stays valid OpenAPI.
 */
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
async function app(environment: 'production' | 'development') {
  const t = await createTestApp('sqlite', { environment, publicUrl: 'https://www.evergreen-landscaping.example' });
  apps.push(t);
  return t;
}

interface Operation {
  operationId?: string;
  summary?: string;
  'x-access': string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}

/** Fastify's /api/leads/:type/:id as OpenAPI writes it: /api/leads/{type}/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists every /api route with its access rule', async () => {
    const t = await app('development');
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();

    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');

    const routes = t.app.routeRules.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(80);
    // SPEC.md's second address of a route is served, and documented at its other address.
    const documentedAs = (url: string) => t.app.routeRules.find((r) => r.url === url && r.documentedAs)?.documentedAs ?? url;
    const missing = routes.filter((r) => !doc.paths[openApiPath(documentedAs(r.url))]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const route of routes) {
      const operation = doc.paths[openApiPath(documentedAs(route.url))][route.method.toLowerCase()];
      expect(operation['x-access'], `${route.method} ${route.url}`).toBe(route.access);
      expect(operation.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public'
          ? []
          : route.access === 'client'
            ? [{ session: [] }, { bearer: [] }, { hub: [] }]
            : [{ session: [] }, { bearer: [] }],
      );
    }
    // Pages, media and the sitemap are not API.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('describes bodies and answers from the zod schemas', async () => {
    const t = await app('development');
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const accept = doc.paths['/api/proposals/{token}/accept'].post;
    const body = accept.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['accepted_terms', 'optional_line_ids', 'signature_name']);
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['email', 'password', 'first_name', 'last_name']));
    expect(register.properties.password.minLength).toBe(6);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('token');
    expect(doc.paths['/api/services'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['category']),
    );
  });

  it('names, sums up and answers every operation: ids, summaries, every error status with the error shape', async () => {
    const t = await app('development');
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.servers).toEqual([{ url: 'https://www.evergreen-landscaping.example', description: expect.any(String) }]);
    const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${p}`,
        method,
        op,
      })),
    );
    console.log(`OpenAPI: ${operations.length} operations`);
    expect(operations.filter((o) => !o.op.summary).map((o) => o.key)).toEqual([]);
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const error = { $ref: '#/components/schemas/Error' };
    for (const { key, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      if (op['x-access'] !== 'public') expect(statuses, key).toEqual(expect.arrayContaining(['401']));
      if (op['x-access'] === 'admin') expect(statuses, key).toEqual(expect.arrayContaining(['403']));
      if (['post', 'put', 'patch'].includes(method)) expect(statuses, key).toEqual(expect.arrayContaining(['400', '413', '415']));
      for (const status of statuses.filter((s) => s >= '400' && s !== '503')) {
        expect(op.responses[status].content?.['application/json']?.schema, `${key} ${status}`).toBeDefined();
      }
    }
    expect(doc.components.schemas.Error.required).toEqual(['success', 'message']);
    expect(doc.paths['/api/account/profile'].get.responses['401'].content['application/json'].schema).toEqual(error);
    expect(doc.paths['/api/admin/services/{id}'].put.responses).toHaveProperty('409');
    expect(doc.paths['/api/contact'].post.responses).toHaveProperty('429');
  });

  it('describes every body a route reads, JSON and multipart, and the formats and values the server enforces', async () => {
    const t = await app('development');
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const quotes = doc.paths['/api/quotes'].post.requestBody.content;
    expect(Object.keys(quotes).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(quotes['application/json'].schema.required).toEqual(
      expect.arrayContaining(['propertyType', 'propertySize', 'services', 'timeline', 'contactInfo']),
    );
    expect(quotes['multipart/form-data'].schema.properties.files.items.contentMediaType).toBe('application/octet-stream');
    for (const upload of [
      '/api/admin/services/{id}/images',
      '/api/admin/icons/{id}/upload',
      '/api/admin/images',
      '/api/admin/media/{kind}/{ref}/upload',
      '/api/admin/projects/{id}/photos/{kind}',
    ]) {
      const form = doc.paths[upload].post.requestBody.content['multipart/form-data'].schema;
      expect(form.required, upload).toContain('image');
    }
    const writes = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods as Record<string, Operation>)
        .filter(([m]) => m === 'put' || m === 'patch')
        .map(([m, op]) => [`${m} ${p}`, op] as const),
    );
    expect(writes.filter(([, op]) => !op.requestBody && !/Primary$/.test(String(op.operationId))).map(([k]) => k)).toEqual([]);

    const visits = doc.paths['/api/admin/visits'].get.parameters;
    for (const name of ['from', 'to']) {
      expect(visits.find((p: { name: string }) => p.name === name).schema).toMatchObject({
        format: 'date',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      });
    }
    const save = doc.paths['/api/multilanguage/content'].post.requestBody.content['application/json'].schema;
    expect(save.properties.language_code.enum).toEqual(['en', 'es', 'pt']);
    // Every timestamp says so.
    const untyped: string[] = [];
    const walk = (schema: unknown, name = '') => {
      if (!schema || typeof schema !== 'object') return;
      const s = schema as Record<string, unknown>;
      if (/_at$/.test(name) && [s.type].flat().includes('string') && s.format !== 'date-time') untyped.push(name);
      for (const [key, value] of Object.entries(s)) walk(value, key === 'properties' || key === 'items' ? name : key);
      for (const [key, value] of Object.entries((s.properties as object) ?? {})) walk(value, key);
    };
    walk(doc.paths);
    expect(untyped).toEqual([]);
  });

  it('passes the recommended rules of a standard OpenAPI linter (Redocly) with no error and no ambiguous path', async () => {
    const t = await app('development');
    const dir = mkdtempSync(path.join(tmpdir(), 'evergreen-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, (await t.app.inject('/api/openapi.json')).body);
      const lint = spawnSync(
        process.execPath,
        ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 32 * 1024 * 1024,
        },
      );
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
      console.log(
        `redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings (${[...new Set(report.problems.map((p) => p.ruleId))].join(', ')})`,
      );
      expect(errors).toEqual([]);
      expect(lint.status).toBe(0);
      expect(report.problems.filter((p) => p.ruleId === 'no-ambiguous-paths')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a reference page that needs no script', async () => {
    const t = await app('development');
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<code>/api/quotes</code>');
    expect(page.body).toContain('<code>/api/admin/proposals/{id}/send</code>');
    expect(page.body).not.toContain('<script');
  });

  it('is for admins only in production', async () => {
    const t = await app('production');
    for (const url of ['/api/openapi.json', '/api/docs']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: await loginAs(t.app, 'customer') })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url, headers: await loginAs(t.app, 'admin') })).statusCode, url).toBe(200);
    }
  });
});
