import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/auth.js';
import type { Access } from '../../src/server/http/access.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/**
 * Every /api route with the access it must have. A route missing here fails the suite: whoever
 * adds a route decides, in this table, who may call it (docs/decisions/0005-accounts-and-access.md).
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/settings/company': 'public',
  'PUT /api/admin/settings/company': 'admin',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  // The e-mailed link that verifies an account's address, and the dashboard's "Send the link again".
  'POST /api/auth/verify-email': 'public',
  'POST /api/account/email-verification': 'user',
  'GET /api/account/profile': 'user',
  'PUT /api/account/profile': 'user',
  'POST /api/account/password': 'user',
  'GET /api/account/quotes': 'user',
  'GET /api/account/quotes/:id': 'user',
  'GET /api/admin/summary': 'admin',
  'GET /api/admin/leads': 'admin',
  'GET /api/admin/leads/:type/:id': 'admin',
  'PATCH /api/admin/leads/:type/:id': 'admin',
  'POST /api/admin/leads/:type/:id/calls': 'admin',
  'POST /api/admin/leads/:type/:id/notes': 'admin',
  'GET /api/admin/leads/quote-files/:id': 'admin',
  'POST /api/admin/leads/:type/:id/replies': 'admin',
  // Proposals (tests/api/proposals.test.ts): admins make and send them; the customer's link answers them.
  'GET /api/admin/leads/:type/:id/proposals': 'admin',
  'POST /api/admin/leads/:type/:id/proposals': 'admin',
  'GET /api/admin/proposals': 'admin',
  'GET /api/admin/setup': 'admin',
  'PUT /api/admin/setup': 'admin',
  'GET /api/admin/proposals/:id': 'admin',
  'PUT /api/admin/proposals/:id': 'admin',
  'POST /api/admin/proposals/:id/send': 'admin',
  'GET /api/admin/proposals/:id/pdf': 'admin',
  'GET /api/proposals/:token': 'public',
  'POST /api/proposals/:token/accept': 'public',
  'POST /api/proposals/:token/decline': 'public',
  'POST /api/proposals/:token/changes': 'public',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'GET /api/admin/icons': 'admin',
  'GET /api/admin/icons/:id': 'admin',
  'POST /api/admin/icons': 'admin',
  'PUT /api/admin/icons/:id': 'admin',
  'DELETE /api/admin/icons/:id': 'admin',
  'POST /api/admin/icons/:id/generate': 'admin',
  'POST /api/admin/icons/generate-new': 'admin',
  'POST /api/admin/icons/:id/upload': 'admin',
  'GET /api/admin/icons/categories': 'public',
  'GET /api/admin/icons/category/:category': 'public',
  'GET /api/icons/category/:category': 'public',
  'GET /api/admin/images': 'public',
  'PUT /api/admin/images/:id': 'admin',
  'POST /api/admin/images': 'admin',
  'GET /api/images/logo/email.png': 'public',
  'GET /api/multilanguage/content/language/:lang': 'public',
  'GET /api/multilanguage/sections': 'public',
  'GET /api/multilanguage/languages': 'public',
  'GET /api/multilanguage/admin/content': 'admin',
  'POST /api/multilanguage/content': 'admin',
  'GET /api/multilanguage/admin/history': 'admin',
  'POST /api/multilanguage/admin/confirm': 'admin',
  'POST /api/multilanguage/admin/restore': 'admin',
  'GET /api/services': 'public',
  'GET /api/services/:slug': 'public',
  'GET /api/services/categories': 'public',
  'POST /api/contact': 'public',
  'POST /api/quotes': 'public',
  // The price book (tests/api/price-book.test.ts)
  'GET /api/price-book': 'public',
  'GET /api/admin/price-book': 'admin',
  'PUT /api/admin/price-book': 'admin',
  'GET /api/admin/outbox': 'admin',
  'POST /api/admin/outbox/:id/retry': 'admin',
  // Jobs, their visits, the schedule (admins) and the crew's own day and actions (crew only; docs/jobs.md)
  'POST /api/admin/jobs': 'admin',
  'GET /api/admin/jobs': 'admin',
  'GET /api/admin/jobs/:id': 'admin',
  'PATCH /api/admin/jobs/:id': 'admin',
  'POST /api/admin/jobs/:id/visits': 'admin',
  'PATCH /api/admin/job-visits/:id': 'admin',
  'GET /api/admin/schedule': 'admin',
  'GET /api/crew/day': 'crew',
  'POST /api/crew/visits/:id/on-my-way': 'crew',
  'POST /api/crew/visits/:id/start': 'crew',
  'POST /api/crew/visits/:id/complete': 'crew',
  'POST /api/crew/visits/:id/photos': 'crew',
  // The staff's own calendar feed (a crew member or an admin; docs/jobs.md)
  'GET /api/calendar-feed': 'staff',
  'POST /api/calendar-feed': 'staff',
  'DELETE /api/calendar-feed': 'staff',
  // Site visits (tests/api/visits.test.ts)
  'GET /api/visits/slots': 'public',
  'POST /api/visits': 'public',
  'GET /api/visits/:token': 'public',
  'POST /api/visits/:token/reschedule': 'public',
  'POST /api/visits/:token/cancel': 'public',
  'GET /api/admin/visits': 'admin',
  'PATCH /api/admin/visits/:id': 'admin',
  'POST /api/admin/visit-blocks': 'admin',
  'POST /api/admin/visits': 'admin',
  'DELETE /api/admin/visit-blocks/:id': 'admin',
  // Service Management (tests/api/admin-services.test.ts)
  'GET /api/admin/services': 'admin',
  'GET /api/admin/services/:id': 'admin',
  'POST /api/admin/services': 'admin',
  'PUT /api/admin/services/:id': 'admin',
  'DELETE /api/admin/services/:id': 'admin',
  'GET /api/admin/services/:id/generation-logs': 'admin',
  'POST /api/admin/services/:id/images': 'admin',
  'DELETE /api/admin/services/:id/images/:imageId': 'admin',
  'POST /api/admin/services/:id/generate-image': 'admin',
  'PUT /api/admin/services/:id/images/:imageId/primary': 'admin',
  // Site content (tests/api/site-blocks.test.ts, media-library.test.ts)
  'GET /api/admin/site-blocks/:kind': 'admin',
  'PUT /api/admin/site-blocks/:kind': 'admin',
  'GET /api/admin/site-blocks/:kind/history': 'admin',
  'POST /api/admin/site-blocks/:kind/restore': 'admin',
  'GET /api/admin/media': 'admin',
  'POST /api/admin/media/:kind/:ref/upload': 'admin',
  'POST /api/admin/media/:kind/:ref/generate': 'admin',
  'PUT /api/admin/media/:kind/:ref/alt': 'admin',
  'DELETE /api/admin/media/:kind/:ref': 'admin',
  // Project gallery (tests/api/projects.test.ts)
  'GET /api/projects': 'public',
  'GET /api/admin/projects': 'admin',
  'GET /api/admin/projects/:id': 'admin',
  'POST /api/admin/projects': 'admin',
  'PUT /api/admin/projects/order': 'admin',
  'PUT /api/admin/projects/:id': 'admin',
  'DELETE /api/admin/projects/:id': 'admin',
  'POST /api/admin/projects/:id/photos/:kind': 'admin',
  'DELETE /api/admin/projects/:id/photos/:kind': 'admin',
  // Analytics (tests/api/analytics.test.ts)
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/leads.csv': 'admin',
  // Clients and the client hub (tests/api/clients.test.ts): 'client' is a signed-in account or a hub session.
  'GET /api/admin/clients': 'admin',
  'POST /api/admin/clients': 'admin',
  'GET /api/admin/clients/:id': 'admin',
  'PATCH /api/admin/clients/:id': 'admin',
  'POST /api/admin/clients/:id/merge': 'admin',
  'POST /api/auth/sign-in-link': 'public',
  'POST /api/hub/session': 'public',
  'POST /api/hub/sign-out': 'public',
  'GET /api/hub': 'client',
  'GET /api/hub/messages': 'client',
  'POST /api/hub/messages': 'client',
  'PUT /api/hub/language': 'client',
  'GET /api/hub/files/:id': 'client',
  // The API reference: public outside production, admins only in production (tests/api/openapi.test.ts)
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
};

/** The public reads under /api/admin (docs/decisions/0005): the icon categories, a category's icons, the logo. */
const PUBLIC_ADMIN_READS = new Set([
  'GET /api/admin/icons/categories',
  'GET /api/admin/icons/category/:category',
  'GET /api/admin/images',
]);

/**
 * Writes that someone other than an admin may make: signing in and out, a user's own account,
 * and what visitors send (added by the areas that own them). Every other write needs an admin.
 */
const NON_ADMIN_WRITES = new Set([
  'POST /api/calendar-feed',
  'DELETE /api/calendar-feed',
  'POST /api/crew/visits/:id/on-my-way',
  'POST /api/crew/visits/:id/start',
  'POST /api/crew/visits/:id/complete',
  'POST /api/crew/visits/:id/photos',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/account/email-verification',
  'PUT /api/account/profile',
  'POST /api/account/password',
  'POST /api/contact',
  'POST /api/quotes',
  'POST /api/proposals/:token/accept',
  'POST /api/proposals/:token/decline',
  'POST /api/proposals/:token/changes',
  'POST /api/visits',
  'POST /api/visits/:token/reschedule',
  'POST /api/visits/:token/cancel',
  'POST /api/auth/sign-in-link',
  'POST /api/hub/session',
  'POST /api/hub/sign-out',
  'POST /api/hub/messages',
  'PUT /api/hub/language',
]);

const ROLES: Role[] = ['customer', 'professional', 'admin'];
const PARAMS: Record<string, string> = { id: '1', type: 'quote' };

describe.each(engines)('route-by-role access matrix on %s', (engine) => {
  let t: TestApp;
  const signedIn = new Map<Role, SignedInHeaders>();
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const role of ROLES) signedIn.set(role, await loginAs(t.app, role));
  });
  afterAll(async () => {
    await t.close();
  });

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('classifies every route of the app, and only routes that exist', () => {
    const actual = Object.fromEntries(t.app.routeRules.map((r) => [key(r), r.access]));
    expect(actual).toEqual(EXPECTED);
  });

  it('keeps every /api/admin route and every other write for admins', () => {
    for (const rule of t.app.routeRules) {
      if (rule.url.startsWith('/api/admin/') && !PUBLIC_ADMIN_READS.has(key(rule))) expect(rule.access, key(rule)).toBe('admin');
      else if (rule.method !== 'GET' && !NON_ADMIN_WRITES.has(key(rule))) expect(rule.access, key(rule)).toBe('admin');
    }
  });

  it('answers each route according to its rule for no session, customer, professional and admin', async () => {
    const outcomes: string[] = [];
    for (const rule of t.app.routeRules) {
      const url = rule.url.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? '1');
      for (const who of ['anonymous', ...ROLES] as const) {
        const headers = who === 'anonymous' ? {} : signedIn.get(who)!;
        const res = await t.app.inject({
          method: rule.method as 'GET',
          url,
          headers,
          ...(rule.method === 'GET' ? {} : { payload: {} }),
        });
        // 'client' routes take any signed-in account (its hub is empty until its e-mail is verified) or a hub session;
        // 'crew' routes only a crew member (none of the roles tried here), 'staff' routes a crew member or an admin.
        const signedInRoute = rule.access === 'user' || rule.access === 'client';
        const adminRoute = rule.access === 'admin' || rule.access === 'staff';
        const allowed = rule.access === 'public' || (who !== 'anonymous' && (signedInRoute || (adminRoute && who === 'admin')));
        const refused = res.statusCode === 401 || res.statusCode === 403;
        const expected = allowed ? 'allowed' : who === 'anonymous' ? 401 : 403;
        const got = refused ? res.statusCode : 'allowed';
        if (got !== expected) outcomes.push(`${key(rule)} as ${who}: expected ${expected}, got ${res.statusCode}`);
        // Logging out ends the session the matrix is using: sign in again.
        if (who !== 'anonymous' && rule.url === '/api/auth/logout') signedIn.set(who, await loginAs(t.app, who));
      }
    }
    expect(outcomes).toEqual([]);
  });
});
