import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type CounterStore, DatabaseCounters, RedisCounters } from '../../src/server/limits/counters.js';
import { demoAccount } from '../helpers/auth.js';
import { redisSkipReason, withSkipReason } from '../helpers/services.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * The rate-limit counters every process shares (docs/security.md#rate-limits): in the database, or
 * in Redis when REDIS_URL is set. A burst of parallel hits is counted exactly, windows end, and two
 * processes count as one. The Redis cases run when Redis is there (TEST_REDIS_URL, or the local server:
 * tests/helpers/services.ts; CI sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const redisSkip = redisSkipReason();

type Kind = 'database' | 'redis';
const kinds: { kind: Kind; engine?: (typeof engines)[number] }[] = [
  ...engines.map((engine) => ({ kind: 'database' as const, engine })),
  ...(redisUrl ? [{ kind: 'redis' as const }] : []),
];

const apps: TestApp[] = [];
const stores: CounterStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** Two stores on the same counters, as two processes of the site have. */
async function twoStores(
  kind: Kind,
  engine: (typeof engines)[number] = 'sqlite',
  now?: () => number,
): Promise<[CounterStore, CounterStore]> {
  if (kind === 'redis') {
    const prefix = `evergreen-test:${randomBytes(6).toString('hex')}:`;
    const pair: [CounterStore, CounterStore] = [new RedisCounters(redisUrl!, prefix), new RedisCounters(redisUrl!, prefix)];
    stores.push(...pair);
    await Promise.all(pair.map((s) => (s as RedisCounters).ready()));
    return pair;
  }
  const a = await createTestApp(engine);
  const b = await createTestApp(engine, {}, { shareDatabaseOf: a });
  apps.push(b, a);
  return [new DatabaseCounters(a.app.ctx.db, now), new DatabaseCounters(b.app.ctx.db, now)];
}

describe.each(kinds)('shared counters: $kind $engine', ({ kind, engine }) => {
  it('counts 200 parallel hits from two processes exactly once each', async () => {
    const [a, b] = await twoStores(kind, engine);
    const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).hit('burst', 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect((await b.peek('burst')).count).toBe(200);
    await a.release('burst');
    expect((await b.peek('burst')).count).toBe(199);
    await b.reset('burst');
    expect((await a.peek('burst')).count).toBe(0);
  });

  it('starts a new window when the last one has ended', async () => {
    let clock = Date.now();
    const [a, b] = await twoStores(kind, engine, () => clock);
    expect((await a.hit('window', 300)).count).toBe(1);
    expect((await b.hit('window', 300)).count).toBe(2);
    // Redis expires keys by its own clock; the database store by the app's.
    if (kind === 'redis') await new Promise((resolve) => setTimeout(resolve, 350));
    else clock += 350;
    expect((await a.peek('window')).count).toBe(0);
    expect((await b.hit('window', 300)).count).toBe(1);
  });
});

describe('the database store sweeps ended windows', () => {
  it('drops only rows whose window has ended', async () => {
    let clock = Date.now();
    const [store] = await twoStores('database', 'sqlite', () => clock);
    await store.hit('short', 1_000);
    await store.hit('long', 60_000);
    clock += 5_000;
    await store.sweep();
    const rows = await apps.at(-1)!.app.ctx.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((r) => r.key)).toEqual(['long']);
  });
});

describe.skipIf(redisSkip)(withSkipReason('limits in Redis across two processes (REDIS_URL)', redisSkip), () => {
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it('limits wrong logins spread over two apps as one, in Redis and not in the database', async () => {
    const a = await createTestApp('sqlite', { redisUrl });
    const b = await createTestApp('sqlite', { redisUrl }, { shareDatabaseOf: a });
    apps.push(b, a);
    const email = `${randomBytes(4).toString('hex')}-${demoAccount('customer').email}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await (i % 2 ? a : b).app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.77',
        payload: { email, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const rows = await a.app.ctx.db.selectFrom('rate_limits').select('key').execute();
    expect(rows).toEqual([]);
  });
});
