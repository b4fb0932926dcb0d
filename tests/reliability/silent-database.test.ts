import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/server/db/connect.js';
import { isDatabaseUnavailable } from '../../src/server/db/errors.js';

/*
 * A network partition as the app meets it: PostgreSQL's address accepts connections (here a local
 * stand-in that completes the start-up handshake, so connections open as they would to a database
 * that was there a moment ago) and then never answers a query. Every wait for the database is
 * bounded: whatever a request does (queue for a busy pool, open a transaction), it fails as
 * "unavailable" (503) within the 4 s docs/reliability.md promises, not one timeout after another.
 * Needs no PostgreSQL.
 */

/** Answers the start-up message (AuthenticationOk, ReadyForQuery) and is silent from then on. */
async function silentPostgres(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.once('data', () => {
      const ok = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]); // 'R', length 8, AuthenticationOk
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]); // 'Z', length 5, idle
      socket.write(Buffer.concat([ok, ready]));
      // Everything after this (queries, BEGIN, ROLLBACK) is read and never answered.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/evergreen`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** How long a call took to fail, and whether it failed as "the database is unavailable". */
async function failure(call: () => Promise<unknown>): Promise<{ ms: number; unavailable: boolean }> {
  const started = Date.now();
  try {
    await call();
  } catch (error) {
    return { ms: Date.now() - started, unavailable: isDatabaseUnavailable(error) };
  }
  throw new Error('The call succeeded against a database that never answers');
}

/** The documented bound (about 4 s) with room for a busy machine. */
const BOUND_MS = 4_800;

describe('a database that accepts connections and never answers (a silent partition)', () => {
  let peer: Awaited<ReturnType<typeof silentPostgres>>;
  let database: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-silent-'));

  beforeAll(async () => {
    peer = await silentPostgres();
    database = connectDatabase({ kind: 'postgres', url: peer.url });
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    await peer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails every one of 16 parallel reads within about 4 s, those queued for a connection included', async () => {
    // The pool holds 10 connections: 6 reads wait for one, then must not wait a query timeout more.
    const results = await Promise.all(
      Array.from({ length: 16 }, () => failure(() => database.db.selectFrom('services').select('id').execute())),
    );
    console.log(`silent database, 16 parallel reads: failed after ${results.map((r) => r.ms).join(', ')} ms`);
    expect(results.filter((r) => !r.unavailable)).toEqual([]);
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(BOUND_MS);
  }, 30_000);

  it('fails a read that queued for a connection within about 4 s of its start, not 4 s after it got one', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Every connection of the pool is taken for 2.5 s (as by requests whose queries are pending).
    const held = Array.from({ length: 10 }, () =>
      database.db.connection().execute(() => new Promise((resolve) => setTimeout(resolve, 2_500))),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await failure(() => database.db.selectFrom('services').select('id').execute());
    await Promise.all(held);
    console.log(`silent database, a read queued 2.4 s for a connection: failed after ${result.ms} ms`);
    expect(result.unavailable).toBe(true);
    expect(result.ms).toBeLessThan(BOUND_MS);
  }, 30_000);

  it('fails a transaction within about 4 s (its ROLLBACK does not wait again)', async () => {
    // Past the fail-fast moment that follows a timeout, so this one meets the silence itself.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const result = await failure(() =>
      database.db.transaction().execute(async (trx) => trx.selectFrom('services').select('id').execute()),
    );
    console.log(`silent database, a transaction: failed after ${result.ms} ms`);
    expect(result.unavailable).toBe(true);
    expect(result.ms).toBeLessThan(BOUND_MS);
  }, 30_000);
});
