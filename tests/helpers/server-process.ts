import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const child = spawn(process.execPath, ['--input-type=module', '-e', "(await import('./scripts/ensure-build.mjs')).ensureBuilt()"], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
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
  /** Log lines (JSON from pino) printed so far. */
  logs: string[];
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resident memory of the process in bytes (Linux /proc). */
  rss(): number;
}

/** Starts the built server on a data folder and waits until it listens. */
export async function startServer(dataDir: string, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DEMO_ACCOUNTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs} ms:\n${logs.join('\n')}`)), timeoutMs);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        logs.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
      });
    }
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited during start-up:\n${logs.join('\n')}`));
    });
  });
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
