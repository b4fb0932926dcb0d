import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { connectDatabase, type Database } from '../../src/server/db/connect.js';
import type { ServerBuild } from 'react-router';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { postgresSkipReason, withSkipReason } from '../helpers/services.js';
import { postgresAdmin, postgresUrl, testConfig, unique } from '../helpers/templates.js';

/*
 * PostgreSQL going away under the app, which keeps running: its connections terminated during load
 * (what a database restart or failover does to them), then the database unreachable for a while.
 * The app answers 503 { success: false, message } while it cannot reach the database, never a 500,
 * and serves again by itself once the database is back, without a restart. The app reaches the
 * database through a local TCP relay the test can cut. Runs when PostgreSQL is there
 * (TEST_DATABASE_URL, or the local server: tests/helpers/services.ts).
 */

/** A TCP relay to PostgreSQL that can be cut (connections dropped, new ones refused) and restored. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private stalled = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      if (this.stalled) for (const s of [client, upstream]) s.pause();
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /**
   * A network partition: connections stay open but nothing gets through in either direction, and
   * new connections are accepted and then hear nothing. No error reaches the app, only silence.
   */
  stall(): void {
    this.stalled = true;
    for (const s of this.sockets) s.pause();
  }

  resume(): void {
    this.stalled = false;
    for (const s of this.sockets) s.resume();
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

const skip = postgresSkipReason();
describe.skipIf(skip)(withSkipReason('PostgreSQL outage', skip), () => {
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let admin: SignedInHeaders;
  let customer: SignedInHeaders;
  const dbName = `evergreen_outage_${unique()}`;

  let pages: ServerBuild;
  let closePages: () => Promise<void>;

  beforeAll(async () => {
    const tpl = inject('templates').find((t) => t.engine === 'postgres')!;
    await postgresAdmin(`CREATE DATABASE ${dbName} TEMPLATE ${tpl.pgName}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-outage-'));
    cpSync(tpl.dataDir, dataDir, { recursive: true });
    const target = new URL(postgresUrl(dbName));
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const viaRelay = new URL(target);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const settings = { kind: 'postgres' as const, url: viaRelay.toString() };
    database = connectDatabase(settings);
    ({ build: pages, close: closePages } = await loadPageBuild());
    app = await buildApp(testConfig(dataDir, settings), { database, logger: false, serverBuild: pages });
    admin = await loginAs(app, 'admin');
    customer = await loginAs(app, 'customer');
  });
  afterAll(async () => {
    await app?.close();
    await closePages?.();
    await database?.close();
    await relay?.cut();
    await postgresAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The calls the load is made of: the health check, a public read and a signed-in read. */
  const calls = () => [
    app.inject('/api/health'),
    app.inject('/api/settings/company'),
    app.inject({ url: '/api/auth/me', headers: admin }),
  ];

  /** Problems with an answer given while the database may be away: only 200, or 503 in the error shape. */
  function outageProblems(res: Awaited<ReturnType<FastifyInstance['inject']>>, url: string): string[] {
    if (res.statusCode === 200) return [];
    if (res.statusCode !== 503) return [`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`];
    const body = res.json();
    const shaped =
      url === '/api/health'
        ? body.status === 'degraded'
        : body.success === false && typeof body.message === 'string' && body.message.length > 0;
    return shaped ? [] : [`${url} answered 503 with ${res.body.slice(0, 200)}`];
  }

  /** Waits until every call succeeds again; returns how long that took. */
  async function expectRecovered(withinMs: number): Promise<number> {
    const started = Date.now();
    const deadline = started + withinMs;
    let last: number[] = [];
    while (Date.now() < deadline) {
      last = (await Promise.all(calls())).map((r) => r.statusCode);
      if (last.every((s) => s === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(last, 'answers after the database came back').toEqual([200, 200, 200]);
    const recoveredMs = Date.now() - started;
    // And stays recovered: a burst of calls all succeed.
    const burst = await Promise.all(Array.from({ length: 5 }, calls).flat());
    expect(burst.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    return recoveredMs;
  }

  it('answers 200 or 503 while its connections are terminated under load, and recovers by itself', async () => {
    const urls = ['/api/health', '/api/settings/company', '/api/auth/me'];
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    let running = true;
    const worker = async () => {
      while (running) {
        const answers = await Promise.all(calls());
        answers.forEach((res, i) => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          problems.push(...outageProblems(res, urls[i]!));
        });
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await postgresAdmin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(workers);
    console.log(`terminated connections under load: answers by status ${JSON.stringify(statuses)}`);
    expect(problems).toEqual([]);
    console.log(`recovered ${await expectRecovered(10_000)} ms after the load`);
  }, 60_000);

  it('answers 503 while the database is unreachable and serves again once it is back, without a restart', async () => {
    await relay.cut();
    const down = await Promise.all(calls());
    expect(down.map((r) => r.statusCode)).toEqual([503, 503, 503]);
    expect(down[0]!.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
    for (const res of down.slice(1))
      expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/unavailable|try again/i) });

    // The pages of a signed-in user answer 503 too, with the site's error page: never a redirect to
    // /login, as if the session had ended, while the database that knows it is away.
    const signedInPages = await Promise.all([
      app.inject({ url: '/admin', headers: admin }),
      app.inject({ url: '/admin/visits', headers: admin }),
      app.inject({ url: '/dashboard', headers: customer }),
    ]);
    for (const res of signedInPages) {
      expect(res.statusCode, `${res.headers.location ?? ''}`).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Something went wrong');
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await app.inject('/api/settings/company')).statusCode, 'still down a second later').toBe(503);

    await relay.start();
    console.log(
      `unreachable database: answers ${down.map((r) => r.statusCode).join(', ')}; all 200 again ${await expectRecovered(15_000)} ms after it came back`,
    );
  }, 60_000);

  it('answers 503 within 5 s during a network partition, pages included, and recovers without a restart', async () => {
    // A page rendered for a signed-in visitor (never from the page cache) and the API.
    const page = () => app.inject({ url: '/services', headers: admin });
    expect((await page()).statusCode).toBe(200);
    relay.stall();
    const started = Date.now();
    const [health, settings, rendered] = await Promise.all([
      app.inject('/api/health'),
      app.inject('/api/settings/company'),
      page(),
    ]);
    const tookMs = Date.now() - started;
    expect([health.statusCode, settings.statusCode, rendered.statusCode]).toEqual([503, 503, 503]);
    expect(tookMs).toBeLessThan(5_000);
    // The page is the site's error page, in words, with a hint to come back.
    expect(rendered.headers['content-type']).toMatch(/text\/html/);
    expect(rendered.body).toContain('Something went wrong');
    expect(rendered.headers['retry-after']).toBe('5');

    relay.resume();
    console.log(
      `network partition: 503 after ${tookMs} ms; all 200 again ${await expectRecovered(20_000)} ms after the network came back`,
    );
  }, 60_000);

  // Last: the database is gone for good (dropped, or mid-restore under a new name).
  it('answers 503, not 500, when its database has been dropped', async () => {
    await postgresAdmin(`DROP DATABASE ${dbName} WITH (FORCE)`);
    const [health, settings, me, rendered] = await Promise.all([...calls(), app.inject({ url: '/about', headers: admin })]);
    expect([health, settings, me, rendered].map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
    expect(settings.json()).toEqual({ success: false, message: expect.stringMatching(/unavailable|try again/i) });
    expect(rendered.body).toContain('Something went wrong');
  }, 30_000);
});
