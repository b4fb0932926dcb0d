import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpServer } from '../helpers/mail.js';
import { ensureServerBuild, type ServerProcess, startServer } from '../helpers/server-process.js';
import { postgresSkipReason, withSkipReason } from '../helpers/services.js';
import { postgresAdmin, postgresUrl, unique } from '../helpers/templates.js';

/*
 * Two processes on one PostgreSQL database. A claims a request's mails and is killed with SIGKILL
 * while its delivery hangs; B takes the mails over once A's claim runs out. A worker renews its
 * claims while it works (a heartbeat every 10 s of a 30 s lease), so a dead holder's mail goes out
 * within about 30 s of the kill, not after a long lease. Runs when PostgreSQL is there.
 */
const skip = postgresSkipReason();
describe.skipIf(skip)(withSkipReason('the outbox of a killed process taken over by another', skip), () => {
  const dbName = `evergreen_takeover_${unique()}`;
  const dirs = {
    a: mkdtempSync(path.join(tmpdir(), 'evergreen-a-')),
    b: mkdtempSync(path.join(tmpdir(), 'evergreen-b-')),
    media: mkdtempSync(path.join(tmpdir(), 'evergreen-shared-media-')),
  };
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const servers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    await ensureServerBuild();
    const tpl = inject('templates').find((t) => t.engine === 'postgres')!;
    await postgresAdmin(`CREATE DATABASE ${dbName} TEMPLATE ${tpl.pgName}`);
    cpSync(path.join(tpl.dataDir, 'media'), dirs.media, { recursive: true });
  }, 600_000);
  afterAll(async () => {
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await Promise.all(servers.map((s) => s.close()));
    await postgresAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  });

  it('sends the mails a killed process held within about 30 s, once', async () => {
    // A's mail server reads the message and never answers: A's delivery hangs. B's works.
    const stuck = await startSmtpServer({ holdData: true });
    const smtp = await startSmtpServer();
    servers.push(stuck, smtp);
    const env = { DATABASE_URL: postgresUrl(dbName), MEDIA_DIR: dirs.media };
    [a, b] = await Promise.all([
      startServer(dirs.a, { ...env, SMTP_URL: stuck.url }),
      startServer(dirs.b, { ...env, SMTP_URL: smtp.url }),
    ]);
    const res = await fetch(`${a.url}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        propertyType: 'residential',
        propertySize: 'medium',
        services: ['irrigation'],
        timeline: 'flexible',
        contactInfo: { name: 'Takeover Test', email: 'takeover@example.org' },
      }),
    });
    expect(res.status).toBe(201);
    const reference = (await res.json()).data.reference as string;
    const started = Date.now();
    while (stuck.receiving() === 0) {
      if (Date.now() - started > 20_000) throw new Error('A never started delivering');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A has held its claim a while (its heartbeat renewed it) when it dies.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await a.stop('SIGKILL');
    const killed = Date.now();

    while (smtp.messages.filter((m) => m.raw.includes(reference)).length < 2) {
      if (Date.now() - killed > 45_000) throw new Error(`B did not take the mails over within 45 s of the kill`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const takenOverAfter = Date.now() - killed;
    console.log(`outbox take-over: the mails of the killed process went out ${takenOverAfter} ms after the kill`);
    expect(takenOverAfter).toBeLessThan(40_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ofRequest = smtp.messages.filter((m) => m.raw.includes(reference));
    expect(ofRequest.map((m) => m.to[0]).sort()).toEqual(['hello@evergreen-landscaping.example', 'takeover@example.org']);
    const db = new pg.Client({ connectionString: postgresUrl(dbName) });
    await db.connect();
    try {
      const rows = await db.query<{ status: string }>('select status from outbox order by id');
      expect(rows.rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      await db.end();
    }
  }, 180_000);
});
