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
  const t = await createTestApp('sqlite', { environment });
  apps.push(t);
  return t;
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
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)][route.method.toLowerCase()];
      expect(operation['x-access'], `${route.method} ${route.url}`).toBe(route.access);
      expect(operation.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public' ? [] : [{ session: [] }, { bearer: [] }],
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
