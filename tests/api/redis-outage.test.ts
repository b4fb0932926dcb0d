import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../helpers/auth.js';
import { redisSkipReason, withSkipReason } from '../helpers/services.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * The rate limits while Redis (REDIS_URL) is away: logins and contact messages go on, the limits are
 * counted in the database instead (still enforced), and the log says so. Never a 500. The first case
 * needs no Redis (a port nothing listens on); the second cuts a relay to the local Redis mid-run.
 */

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** An app whose log lines the test reads. */
async function appWithLog(redisUrl: string): Promise<{ t: TestApp; log: string[] }> {
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const t = await createTestApp('sqlite', { redisUrl, logLevel: 'warn' }, { logStream: stream });
  apps.push(t);
  return { t, log };
}

const contact = (t: TestApp, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: '198.51.100.23',
    payload: {
      name: 'Redis Outage',
      email: `redis-outage-${n}@example.org`,
      phone: '(206) 555-0142',
      serviceInterest: 'tree-services',
      message: `Message ${n} sent while the rate-limit store is away.`,
    },
  });

const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.41', payload: { email, password } });

describe('rate limits while Redis is unreachable', () => {
  it('signs in, takes contact messages and still limits, counting in the database, with a log line', async () => {
    const { t, log } = await appWithLog(`redis://127.0.0.1:${await closedPort()}`);
    const customer = demoAccount('customer');
    expect((await login(t, customer.email, customer.password)).statusCode).toBe(200);
    expect((await contact(t, 1)).statusCode).toBe(201);
    // Wrong passwords for another account are still limited: 5 tries, then 429 with Retry-After.
    const email = `${randomBytes(4).toString('hex')}@example.org`;
    const wrong = [];
    for (let i = 0; i < 7; i++) wrong.push(await login(t, email, 'wrong-password'));
    expect(wrong.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(wrong[6]!.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.app.ctx.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(log.some((line) => /Redis \(REDIS_URL\) unreachable: rate limits are counted in the database/.test(line))).toBe(true);
  }, 30_000);
});

/** A TCP relay to Redis that the test can cut: connections dropped, new ones refused. */
async function relayTo(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

const skip = redisSkipReason();
describe.skipIf(skip)(withSkipReason('rate limits when Redis goes away mid-run', skip), () => {
  it('goes on answering logins and contact messages when Redis goes away under it', async () => {
    const relay = await relayTo(new URL(process.env.TEST_REDIS_URL!));
    const { t, log } = await appWithLog(relay.url);
    const customer = demoAccount('customer');
    expect((await login(t, customer.email, customer.password)).statusCode).toBe(200);
    expect(log.some((line) => line.includes('unreachable'))).toBe(false);
    await relay.cut();
    const during = [];
    for (let i = 0; i < 5; i++) {
      during.push((await login(t, customer.email, customer.password)).statusCode);
      during.push((await contact(t, 10 + i)).statusCode);
    }
    expect(during).toEqual([200, 201, 200, 201, 200, 201, 200, 201, 200, 201]);
    expect(log.some((line) => line.includes('Redis (REDIS_URL) unreachable'))).toBe(true);
  }, 30_000);
});
