import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders, signInNewCrew } from '../helpers/auth.js';
import { type ApiRoute, apiRoutes, fillParams, percentEncode, routeKey } from '../helpers/api-routes.js';
import { databaseFingerprint, tableNames } from '../helpers/db-state.js';
import { errorShapeProblem, findLeak } from '../helpers/leaks.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * Classic SQL injection payloads in every search and filter parameter of the API's reads (query
 * parameters and path parameters, found in the route table). Each answer is a normal one (200, or
 * 400/404 for a value the parameter cannot take), never a 5xx, and never more rows than a search
 * that matches nothing; no password hash comes out; afterwards every table is still there and no
 * row has changed.
 */
const PAYLOADS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "') OR ('1'='1",
  '1 OR 1=1',
  "%' UNION SELECT email, password_hash, 1, 1, 1, 1, 1, 1 FROM users --",
  "' UNION SELECT NULL, sqlite_version(), version() --",
  '1; DROP TABLE users',
  "'; DROP TABLE users; --",
  "\\'",
  "\\' OR 1=1 --",
  "admin'--",
  "' AND 1=(SELECT COUNT(*) FROM users) --",
  "1' ORDER BY 100 --",
  "'||(SELECT password_hash FROM users LIMIT 1)||'",
];
/** A value no seeded or created row contains. */
const NO_MATCH = 'qqzzx-no-such-value';

const routes = await (async () => {
  const probe = await createTestApp('sqlite');
  try {
    return apiRoutes(probe.app);
  } finally {
    await probe.close();
  }
})();

/** Every parameter a read takes from the address: query parameters and path parameters. */
const targets = routes
  .filter((r) => r.method === 'GET')
  .flatMap((r) => [
    ...(r.query ?? []).map((f) => ({ route: r, name: f.name, where: 'query' as const })),
    ...r.params.map((name) => ({ route: r, name, where: 'path' as const })),
  ]);

function urlWith(route: ApiRoute, where: 'query' | 'path', name: string, value: string): string {
  if (where === 'path') return fillParams(route.pattern, { [name]: value });
  return `${route.url}?${percentEncode(name)}=${percentEncode(value)}`;
}

/** How many rows an answer lists: the length of the longest list in it (0 when it has none). */
function rowCount(body: unknown): number {
  if (Array.isArray(body)) return Math.max(body.length, ...body.map(rowCount));
  if (body && typeof body === 'object') return Math.max(0, ...Object.values(body).map(rowCount));
  return 0;
}

describe.each(engines)('SQL injection in every search and filter parameter on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let crew: SignedInHeaders;
  let tablesBefore: string[];
  let fingerprintBefore: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
    crew = (await signInNewCrew(t.app, admin)).headers;
    await addLeads(t);
    tablesBefore = await tableNames(t.app.ctx.db);
    fingerprintBefore = await databaseFingerprint(t.app.ctx.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds search and filter parameters in the route table', () => {
    expect(targets.filter((x) => x.where === 'query').length).toBeGreaterThan(0);
  });

  it.each(targets.map((x) => [`${x.where} parameter ${x.name} of ${routeKey(x.route)}`, x] as const))(
    '%s',
    async (_name, { route, name, where }) => {
      // Crew routes refuse admins: they are read as the crew member they belong to.
      const headers = route.access === 'crew' ? crew : admin;
      const get = (value: string) => t.app.inject({ url: urlWith(route, where, name, value), headers });
      const baseline = await get(NO_MATCH);
      expect(baseline.statusCode, baseline.body).toBeLessThan(500);
      const problems: string[] = [];
      for (const payload of PAYLOADS) {
        const res = await get(payload);
        const label = `${payload} → ${res.statusCode}`;
        if (![200, 400, 404].includes(res.statusCode)) problems.push(`${label}: ${res.body.slice(0, 200)}`);
        const leak = findLeak(res.body, res.statusCode, [t.dataDir, process.cwd()]);
        if (leak) problems.push(`${label} leaked ${leak}`);
        if (/\$argon2/.test(res.body)) problems.push(`${label} returned a password hash`);
        if (res.statusCode >= 400 && res.statusCode < 500) {
          const shape = errorShapeProblem(res.body);
          if (shape) problems.push(`${label}: ${shape}`);
        }
        if (res.statusCode === 200 && baseline.statusCode === 200) {
          const rows = rowCount(res.json());
          const normal = rowCount(baseline.json());
          if (rows > normal) problems.push(`${label}: ${rows} rows where a search for nothing gives ${normal}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('leaves every table in place and every row unchanged', async () => {
    expect(await tableNames(t.app.ctx.db)).toEqual(tablesBefore);
    expect(await databaseFingerprint(t.app.ctx.db)).toBe(fingerprintBefore);
  });
});

/** A few leads, so the inbox's search has rows an injection could wrongly return. */
async function addLeads(t: TestApp): Promise<void> {
  const now = new Date().toISOString();
  await t.app.ctx.db
    .insertInto('contact_messages')
    .values(
      ['Robin Fir', 'Ada Cedar', 'Lee Maple'].map((name, i) => ({
        name,
        email: `lead${i}@example.com`,
        phone: null,
        service_interest: null,
        message: 'Please call me about my garden.',
        language_code: 'en',
        status: 'new' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
