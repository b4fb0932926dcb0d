import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { createInterface } from 'node:readline';

/*
 * The production server (dist/server/main.js) as its own process, for the tests that need a real
 * process: kill -9, memory over time, load over real sockets. It listens on 127.0.0.1 on a port
 * the system picks, read back from its start-up log line.
 */

const ROOT = process.cwd();

/**
 * Builds the site when the build is missing or older than the sources (scripts/ensure-build.mjs),
 * once at a time: test files running in parallel wait for the one that builds.
 */
export async function ensureServerBuild(): Promise<void> {
  const lock = path.join(tmpdir(), `evergreen-build-${createHash('sha1').update(ROOT).digest('hex').slice(0, 12)}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than ten minutes was left by a test run that died: take it over.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', "(await import('./scripts/ensure-build.mjs')).ensureBuilt()"],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`Building the site failed (exit code ${code})`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** The last log lines (JSON from pino) the server printed. */
  logs: string[];
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resident memory of the process in bytes (Linux /proc). */
  rss(): number;
}

/** A port free on 127.0.0.1 right now, chosen by the system. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the built server on a data folder and waits until it answers its health check. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_ACCOUNTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines the server printed, for the message of a failed start.
  const logs: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      logs.push(line);
      if (logs.length > 200) logs.shift();
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited during start-up:\n${logs.join('\n')}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within ${timeoutMs} ms:\n${logs.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    child,
    logs,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
    },
  };
}

/** Signs in over HTTP; returns the Cookie header value of the session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0];
}
