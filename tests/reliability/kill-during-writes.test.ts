import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../helpers/auth.js';
import { routeKey } from '../helpers/api-routes.js';
import { ensureServerBuild, type ServerProcess, signIn, startServer } from '../helpers/server-process.js';
import { createTestApp } from '../helpers/test-app.js';
import { type Ack, companySaves, type Session, WRITE_KINDS, type WriteKind } from './acknowledged-writes.js';
import { checkStore } from './store-check.js';

/*
 * kill -9 while uploads and saves are in flight, again and again. After every restart the SQLite
 * database passes its integrity and foreign key checks, every media row has its files and every
 * file its row (the server repairs both at start-up), and every write the server acknowledged
 * (2xx) before it died is there. KILL_ROUNDS sets the number of kills (default 5).
 */
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 5);
const WORKERS = 6;

const routeKeys = await (async () => {
  const probe = await createTestApp('sqlite');
  try {
    return new Set(probe.app.routeRules.map((r) => routeKey(r)));
  } finally {
    await probe.close();
  }
})();
const kinds: WriteKind[] = [...WRITE_KINDS, companySaves()];

describe('kill -9 during uploads and saves (SQLite)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureServerBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-kill-'));
  }, 600_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes every kind of write through a route the app has', () => {
    // A kind whose route is gone fails here: the test never quietly makes fewer kinds of writes.
    expect(kinds.map((k) => k.route).filter((route) => !routeKeys.has(route))).toEqual([]);
  });

  it(`keeps the database and the media folder consistent and every acknowledged write, over ${ROUNDS} kills`, async () => {
    const acks: Ack[] = [];
    const statuses = new Map<number, number>();
    let interrupted = 0;
    let n = 0;
    const admin = demoAccount('admin');

    for (let round = 1; round <= ROUNDS; round++) {
      server = await startServer(dataDir);
      expect(checkStore(dataDir, acks), `after restart ${round - 1}`).toEqual([]);
      const session: Session = {
        url: server.url,
        admin: await signIn(server.url, admin.email, admin.password),
        tag: `${process.pid}-${round}`,
      };

      let killed = false;
      // A kind that met its rate limit (registrations, quotes per address) rests until the next round.
      const resting = new Set<WriteKind>();
      let next = 0;
      const worker = async () => {
        while (!killed) {
          const kind = kinds[next++ % kinds.length]!;
          if (resting.has(kind)) {
            await new Promise((resolve) => setTimeout(resolve, 10));
            continue;
          }
          try {
            const { status, ack } = await kind.write(session, ++n);
            if (killed && !ack) break;
            if (status === 429) resting.add(kind);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (ack) acks.push(ack);
          } catch {
            // The connection died with the server: not acknowledged, so nothing to look for.
            interrupted++;
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, worker);
      // Kill at a random moment once writes are flowing.
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1600));
      killed = true;
      await server.stop('SIGKILL');
      await Promise.all(workers);
    }

    server = await startServer(dataDir);
    expect(checkStore(dataDir, acks), 'after the last restart').toEqual([]);
    await server.stop('SIGTERM');
    server = undefined;

    const answered = Object.fromEntries(statuses);
    console.log(
      `kill -9 test: ${ROUNDS} kills, ${acks.length} acknowledged writes checked, ${interrupted} interrupted, answers by status ${JSON.stringify(answered)}, kinds ${kinds.map((k) => k.route).join(', ')}`,
    );
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(acks.length).toBeGreaterThan(ROUNDS);
    expect(interrupted).toBeGreaterThan(0);
  }, 600_000);
});
