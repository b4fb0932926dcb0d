import { connect } from 'node:net';
import pg from 'pg';

/*
 * PostgreSQL and Redis are optional for the test suite. The global setup (global-setup.ts) looks for
 * them before any test file runs: TEST_DATABASE_URL and TEST_REDIS_URL when they are set, otherwise
 * the usual local servers (postgres://postgres@127.0.0.1:5432/postgres, redis://127.0.0.1:6379).
 * What it finds it puts in those two variables, which the test workers inherit; what it does not find
 * it leaves unset, with the reason in TEST_DATABASE_SKIP / TEST_REDIS_SKIP, and the tests that need
 * it are reported as skipped with that reason in their name. With CI set, a named server that does
 * not answer fails the run instead: CI must not pass by skipping.
 */

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const PROBE_TIMEOUT_MS = 2_000;

/** Connects and asks `select 1`; answers the failure's message, or null when the server answered. */
export async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || String((error as { code?: string }).code) : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Sends PING; answers the failure, or null when the server said PONG. */
export function probeRedis(url: string): Promise<string | null> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(`not a URL: ${url}`);
  }
  return new Promise((resolve) => {
    const socket = connect(Number(target.port || 6379), target.hostname || '127.0.0.1');
    const done = (reason: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reason);
    };
    const timer = setTimeout(() => done(`no answer within ${PROBE_TIMEOUT_MS} ms`), PROBE_TIMEOUT_MS);
    let heard = '';
    socket.on('connect', () => {
      const password = decodeURIComponent(target.password);
      if (password) socket.write(`AUTH ${decodeURIComponent(target.username) || 'default'} ${password}\r\n`);
      socket.write('PING\r\n');
    });
    socket.on('data', (chunk) => {
      heard += chunk.toString('latin1');
      if (heard.includes('+PONG')) done(null);
      else if (heard.startsWith('-')) done(heard.trim());
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

interface Found {
  url: string | null;
  skip: string | null;
}

async function find(
  what: string,
  variable: string,
  fallback: string,
  probe: (url: string) => Promise<string | null>,
): Promise<Found> {
  const named = process.env[variable];
  const url = named || fallback;
  const failure = await probe(url);
  if (!failure) return { url, skip: null };
  const where = named ? `${variable} (${redact(url)})` : `${variable} is not set and ${redact(url)}`;
  const skip = `${what} not reachable: ${where} did not answer (${failure})`;
  if (named && process.env.CI) throw new Error(`${skip}; CI needs it`);
  return { url: null, skip };
}

const redact = (url: string) => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

/**
 * Finds the servers and writes what it found into process.env for the test workers. Prints one line
 * per server that the tests will not use, with the reason.
 */
export async function findTestServices(): Promise<void> {
  const [postgres, redis] = await Promise.all([
    find('PostgreSQL', 'TEST_DATABASE_URL', DEFAULT_DATABASE_URL, probePostgres),
    find('Redis', 'TEST_REDIS_URL', DEFAULT_REDIS_URL, probeRedis),
  ]);
  for (const [variable, skipVariable, found] of [
    ['TEST_DATABASE_URL', 'TEST_DATABASE_SKIP', postgres],
    ['TEST_REDIS_URL', 'TEST_REDIS_SKIP', redis],
  ] as const) {
    if (found.url) {
      process.env[variable] = found.url;
      delete process.env[skipVariable];
    } else {
      delete process.env[variable];
      process.env[skipVariable] = found.skip!;
      console.warn(`Tests that need it are skipped: ${found.skip}`);
    }
  }
}

/** Why the PostgreSQL tests do not run, or null when they do (read in test files). */
export function postgresSkipReason(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  return process.env.TEST_DATABASE_SKIP ?? 'PostgreSQL not reachable: TEST_DATABASE_URL is not set';
}

/** Why the Redis tests do not run, or null when they do. */
export function redisSkipReason(): string | null {
  if (process.env.TEST_REDIS_URL) return null;
  return process.env.TEST_REDIS_SKIP ?? 'Redis not reachable: TEST_REDIS_URL is not set';
}

/** A describe block's name, with the reason it is skipped when it is. */
export const withSkipReason = (name: string, reason: string | null) => (reason ? `${name} [skipped: ${reason}]` : name);
