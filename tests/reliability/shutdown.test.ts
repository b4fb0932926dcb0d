import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, type ServerProcess, startServer } from '../helpers/server-process.js';

/*
 * SIGTERM (a deploy, a rolling restart) while a browser holds an idle keep-alive connection and a
 * phone trickles a photo upload: the process stops accepting, closes the idle connection, and exits
 * within its 10 s deadline instead of waiting for clients that never finish.
 */
describe('SIGTERM with clients that never let go', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-sigterm-'));
  let server: ServerProcess | undefined;

  beforeAll(() => ensureServerBuild(), 600_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits within 10 s with an idle keep-alive connection and a slow upload open', async () => {
    server = await startServer(dataDir);
    const { port } = new URL(server.url);

    // A browser's idle keep-alive connection, after one answered request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise<void>((resolve, reject) =>
      http.get(`${server!.url}/api/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
    );
    let keepAliveClosed = false;
    const idle = Object.values(agent.freeSockets).flat()[0]!;
    idle.on('close', () => (keepAliveClosed = true));

    // A phone sending a 5 MB photo one byte a second.
    const boundary = 'slowupload';
    const upload = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => upload.on('connect', resolve));
    upload.on('error', () => {});
    upload.write(
      `POST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 5000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="yard.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const trickle = setInterval(() => upload.write('x'), 1_000);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    await server.stop('SIGTERM');
    const tookMs = Date.now() - started;
    clearInterval(trickle);
    upload.destroy();
    agent.destroy();
    server = undefined;
    console.log(`SIGTERM with a keep-alive connection and a slow upload open: exited after ${tookMs} ms`);
    expect(tookMs).toBeLessThan(10_000);
    expect(keepAliveClosed).toBe(true);
  }, 60_000);
});
