import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { type ApiRoute, apiRoutes, fillParams, type InputField, percentEncode, routeKey } from '../helpers/api-routes.js';
import { databaseFingerprint } from '../helpers/db-state.js';
import { errorShapeProblem, findLeak } from '../helpers/leaks.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * Property-based fuzzing of every JSON body and query string of the API, found in the app's route
 * table (routes added later are fuzzed without changing this file). Signed in as an admin, so the
 * access guard lets each request reach validation. For every answer: no 5xx, nothing leaked, a 4xx
 * is { success: false, message } and leaves the whole database as it was.
 *
 * Path parameters of reads get odd values too (numbers past every integer type, NUL, traversal).
 *
 * FUZZ_SEED replays a run (fast-check prints the seed and path of a failure); FUZZ_RUNS sets the
 * number of inputs per route and kind (default 10 for the everyday loop; CI runs 30).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const routes = await (async () => {
  const probe = await createTestApp('sqlite');
  try {
    return apiRoutes(probe.app);
  } finally {
    await probe.close();
  }
})();
/** Bodies: every write, with or without a declared schema (some parse their body in the handler), and any route declaring one. */
const bodyRoutes = routes.filter((r) => WRITE_METHODS.has(r.method) || r.body);
const queryRoutes = routes.filter((r) => r.query);
/** Path parameters of reads (writes get theirs with their bodies: a valid body is rare in a fuzz run). */
const paramRoutes = routes.filter((r) => r.params.length && r.method === 'GET');

// ---- Arbitraries -------------------------------------------------------------------------------

const hugeString = fc.integer({ min: 5_000, max: 300_000 }).map((n) => 'x'.repeat(n));
/** Values that have broken servers before: NUL, lone surrogates, numbers past every integer type, markup, traversal. */
const DANGEROUS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Egnp.exe',
  '𝕏'.repeat(200),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999',
  '1e308',
  '-0',
  ' ',
  '',
];
const dangerousString = fc.constantFrom(...DANGEROUS);
const nastyString = fc.oneof(
  { weight: 3, arbitrary: dangerousString },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: hugeString },
);

/** A value nested `depth` levels deep, as arrays or objects. */
const deepValue = fc.tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
});

const JSON_TYPES = ['string', 'number', 'boolean', 'null', 'array', 'object'] as const;
const valueOfType: Record<(typeof JSON_TYPES)[number], fc.Arbitrary<unknown>> = {
  string: nastyString,
  number: fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 0.5),
  ),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.oneof(
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
    deepValue.map((v) => [v]),
  ),
  object: fc.oneof(
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
    deepValue.map((v) => ({ v })),
  ),
};

/** A value of some JSON type the field does not accept (strings of every shape for string fields too). */
function wrongValue(field: InputField): fc.Arbitrary<unknown> {
  const declared = new Set(field.types.map((t) => (t === 'integer' ? 'number' : t)));
  const wrong = JSON_TYPES.filter((t) => !declared.has(t)).map((t) => valueOfType[t]);
  // A string field also gets extreme strings: huge, control characters, unicode.
  if (declared.has('string') && !field.enum) wrong.push(nastyString);
  if (declared.has('number')) wrong.push(fc.constantFrom(-1, -1e308, 1e308, 2 ** 31, 2 ** 53 + 2, 0.5));
  return wrong.length ? fc.oneof(...wrong) : fc.constant(undefined);
}

interface BodyInput {
  payload: string;
  contentType: string;
}

const json = (value: unknown): BodyInput => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

function bodyInput(route: ApiRoute): fc.Arbitrary<BodyInput> {
  const fields = route.body ?? [];
  const kinds: fc.Arbitrary<BodyInput>[] = [
    fc.jsonValue({ maxDepth: 4 }).map(json),
    deepValue.map(json),
    // Not JSON at all, or JSON-looking text that is broken.
    fc.string({ maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/json' })),
    fc
      .constantFrom(
        '{"__proto__":{"role":"admin"}}',
        '{"constructor":{"prototype":{"role":"admin"}}}',
        '{"a":1,"a":2}',
        '[',
        '\uFEFF{}',
      )
      .map((payload) => ({ payload, contentType: 'application/json' })),
    // A body the server does not read as JSON.
    fc
      .tuple(
        fc.string({ maxLength: 100 }),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16'),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
  ];
  if (fields.length) {
    kinds.push(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, wrongValue(f)])), { requiredKeys: [] }).map(json),
      // Exactly one field wrong, the others absent: the message must still be clear.
      fc.constantFrom(...fields).chain((f) => wrongValue(f).map((v) => json({ [f.name]: v }))),
    );
  }
  return fc.oneof(...kinds);
}

const queryValue = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-1', '0', '1e999', 'NaN', 'true', '[]', '{}', 'null', '1,2', ' 1 ') },
);
const rawQueryPiece = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%u0041',
  '%%',
  '%C0%AE%C0%AE',
  '&&&',
  '===',
  'a[b][c]=1',
  'a[]=1&a[]=2',
);
const pair = (key: fc.Arbitrary<string>) => fc.tuple(key, queryValue).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);

/** Declared parameters (each present or not, repeated sometimes) with odd values, plus unknown keys and broken encoding. */
function queryInput(route: ApiRoute): fc.Arbitrary<string> {
  const names = (route.query ?? []).map((f) => f.name);
  const declared = names.length
    ? fc
        .subarray(names)
        .chain((chosen) => fc.tuple(...chosen.map((n) => fc.array(pair(fc.constant(n)), { minLength: 1, maxLength: 2 }))))
    : fc.constant([] as string[][]);
  const extra = fc.array(fc.oneof(pair(fc.string({ maxLength: 12 })), rawQueryPiece), { maxLength: 2 });
  return fc
    .tuple(declared, extra)
    .map(([d, e]) => [...d.flat(), ...e].join('&'))
    .filter((q) => q.length > 0);
}

/** Each declared query parameter alone with each dangerous value: always tried before the random runs. */
const queryExamples = (route: ApiRoute): [string][] =>
  (route.query ?? []).flatMap((f) => DANGEROUS.map((v): [string] => [`${percentEncode(f.name)}=${percentEncode(v)}`]));

/** Each path parameter with each dangerous value, the others valid: always tried before the random runs. */
const paramsExamples = (route: ApiRoute): [string][] =>
  route.params.flatMap((name) =>
    DANGEROUS.filter((v) => v !== '').map((v): [string] => [fillParams(route.pattern, { [name]: v })]),
  );

/** Path parameters with odd values: out-of-range numbers, NUL, traversal, broken percent-encoding. */
function paramsInput(route: ApiRoute): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 3, arbitrary: dangerousString.filter((v) => v !== '') },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  );
  const encoded = fc.oneof(
    { weight: 4, arbitrary: value.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AE%C0%AE') },
  );
  return fc
    .tuple(...route.params.map(() => encoded))
    .map((values) => route.pattern.replace(/:(\w+)/g, (_m, name: string) => values[route.params.indexOf(name)]!));
}

// ---- The checks ----------------------------------------------------------------------------------

describe.each(engines)('fuzzing every JSON body and query string on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let fingerprint: string;
  let serverDirs: string[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
    fingerprint = await databaseFingerprint(t.app.ctx.db);
    serverDirs = [t.dataDir, process.cwd()];
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds routes to fuzz in the route table', () => {
    expect(bodyRoutes.length).toBeGreaterThan(5);
    expect(queryRoutes.length).toBeGreaterThan(0);
  });

  /** Sends one request and checks its answer; returns a description of what went wrong, or null. */
  async function check(route: ApiRoute, index: number, request: { url: string; payload?: string; contentType?: string }) {
    const res = await t.app.inject({
      method: route.method as 'POST',
      url: request.url,
      headers: { ...admin, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      // One address per route: a per-address limit reached on one route does not shape another's answers.
      remoteAddress: `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });
    const after = await databaseFingerprint(t.app.ctx.db);
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const leak = findLeak(res.body, res.statusCode, serverDirs);
    if (leak) problems.push(`leaked ${leak}`);
    if (res.statusCode >= 400 && res.statusCode < 500) {
      const shape = errorShapeProblem(res.body);
      if (shape) problems.push(`${res.statusCode} ${shape}`);
      if (after !== fingerprint) problems.push(`refused with ${res.statusCode} but the database changed`);
    }
    fingerprint = after;
    // A write that went through may have ended the admin's session (logout): sign in again.
    if (
      res.statusCode < 300 &&
      route.method !== 'GET' &&
      (await t.app.inject({ url: '/api/auth/me', headers: admin })).statusCode === 401
    ) {
      admin = await loginAs(t.app, 'admin');
      fingerprint = await databaseFingerprint(t.app.ctx.db);
    }
    return problems.length ? `${routeKey(route)} ${request.url}: ${problems.join('; ')}` : null;
  }

  it.each(bodyRoutes.map((r, i) => [routeKey(r), r, i] as const))(
    'body of %s',
    async (_name, route, index) => {
      await fc.assert(
        fc.asyncProperty(bodyInput(route), async (input) => {
          const problem = await check(route, index, { url: route.url, ...input });
          if (problem) throw new Error(problem);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000,
  );

  it.each(queryRoutes.map((r, i) => [routeKey(r), r, i] as const))(
    'query of %s',
    async (_name, route, index) => {
      await fc.assert(
        fc.asyncProperty(queryInput(route), async (query) => {
          const problem = await check(route, 1_000 + index, { url: `${route.url}?${query}` });
          if (problem) throw new Error(problem);
        }),
        { seed: SEED, numRuns: RUNS, examples: queryExamples(route) },
      );
    },
    120_000,
  );

  it.each(paramRoutes.map((r, i) => [routeKey(r), r, i] as const))(
    'path parameters of %s',
    async (_name, route, index) => {
      await fc.assert(
        fc.asyncProperty(paramsInput(route), async (url) => {
          const problem = await check(route, 2_000 + index, { url });
          if (problem) throw new Error(problem);
        }),
        { seed: SEED, numRuns: RUNS, examples: paramsExamples(route) },
      );
    },
    120_000,
  );
});
