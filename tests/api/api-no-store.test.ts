import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '../helpers/api-routes.js';
import { loginAs } from '../helpers/auth.js';
import { book, booking, freeSlotsOf } from '../helpers/visits.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/** Routes whose answers are the same for everyone and may be kept by a browser (their own Cache-Control). */
const PUBLIC_CACHEABLE = new Set(['GET /api/images/logo/email.png']);

describe.each(engines)('API answers with personal data on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('every signed-in read answers Cache-Control: no-store, found or not', async () => {
    const admin = await loginAs(t.app, 'admin');
    const reads = apiRoutes(t.app).filter((r) => r.method === 'GET' && r.access !== 'public');
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      const res = await t.app.inject({ url: route.url, headers: admin });
      expect(res.headers['cache-control'], `${route.pattern} ${res.statusCode}`).toMatch(/no-store/);
    }
    const customer = await loginAs(t.app, 'customer');
    for (const url of ['/api/auth/me', '/api/account/profile', '/api/account/quotes', '/api/admin/leads']) {
      const res = await t.app.inject({ url, headers: customer });
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
  });

  it('so do the login (it carries the token), token-addressed reads and every other route', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@example.com', password: 'customer123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const [slot] = await freeSlotsOf(t.app);
    const booked = await book(t.app, booking(slot!.start));
    const token = new URL(booked.json().data.manage_url).pathname.split('/').pop()!;
    const visit = await t.app.inject({ url: `/api/visits/${token}` });
    expect(visit.statusCode).toBe(200);
    expect(visit.headers['cache-control']).toMatch(/no-store/);

    for (const route of apiRoutes(t.app)) {
      if (PUBLIC_CACHEABLE.has(`${route.method} ${route.pattern}`)) continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(res.headers['cache-control'], `${route.method} ${route.pattern} ${res.statusCode}`).toMatch(/no-store/);
    }
  });
});
