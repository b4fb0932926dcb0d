import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../helpers/auth.js';
import { ensureServerBuild, type ServerProcess, signIn, startServer } from '../helpers/server-process.js';
import { type Ack, sendQuote, type Session } from './acknowledged-writes.js';
import { checkStore } from './store-check.js';

/*
 * `npm run backup` while quotes with photos are being sent, then `npm run restore` into a fresh
 * DATA_DIR and a server started on it: every quote acknowledged before the backup began is there
 * with its photo, the restored site is consistent, and a restore never writes into a folder that
 * holds anything.
 */
const WORKERS = 3;

/** Runs the backup CLI (what `npm run backup` / `npm run restore` run once built) on a data folder. */
function backupCli(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['dist/server/backup.js', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('backup while the site is written to, and restore (SQLite)', () => {
  const live = mkdtempSync(path.join(tmpdir(), 'evergreen-live-'));
  const restored = mkdtempSync(path.join(tmpdir(), 'evergreen-restored-'));
  const archive = path.join(mkdtempSync(path.join(tmpdir(), 'evergreen-backups-')), 'site.tar.gz');
  let server: ServerProcess | undefined;

  beforeAll(() => ensureServerBuild(), 600_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    for (const dir of [live, restored, path.dirname(archive)]) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every quote acknowledged before the backup, with its photo, in the restored site', async () => {
    // Each quote from its own address (TRUST_PROXY), so the hourly limit per address never stops them.
    server = await startServer(live, { TRUST_PROXY: '1' });
    const admin = demoAccount('admin');
    const session: Session = { url: server.url, admin: await signIn(server.url, admin.email, admin.password), tag: 'backup' };

    const before: Ack[] = [];
    let backupStarted = false;
    let stop = false;
    let n = 0;
    let during = 0;
    const worker = async () => {
      while (!stop) {
        const i = ++n;
        const { status, ack } = await sendQuote(session, i, { 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` });
        expect(status, `quote ${i}`).toBe(201);
        if (backupStarted) during++;
        else before.push(ack!);
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);
    while (before.length < 12) await new Promise((resolve) => setTimeout(resolve, 50));

    backupStarted = true;
    const backup = await backupCli(live, ['--out', archive]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written to .*site\.tar\.gz/);
    // Writes went on while the backup ran, and after it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(workers);
    console.log(
      `backup during writes: ${before.length} quotes acknowledged before the backup, ${during} during and after it, archive ${statSync(archive).size} bytes`,
    );
    expect(during).toBeGreaterThan(0);
    // The archive (accounts, leads) is readable by its owner only.
    expect((statSync(archive).mode & 0o777).toString(8)).toBe('600');

    // A folder that holds anything is refused, and left as it was.
    const occupied = mkdtempSync(path.join(tmpdir(), 'evergreen-occupied-'));
    writeFileSync(path.join(occupied, 'notes.txt'), 'keep me');
    const refused = await backupCli(occupied, ['--from', archive]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty: restore into an empty DATA_DIR');
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
    rmSync(occupied, { recursive: true, force: true });

    const restore = await backupCli(restored, ['--from', archive]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored the backup of .* media files\) into /);
    expect((statSync(path.join(restored, 'site.db')).mode & 0o777).toString(8)).toBe('600');

    // The restored site starts, is consistent, and has every quote acknowledged before the backup.
    await server.stop('SIGTERM');
    server = await startServer(restored);
    expect(checkStore(restored, before)).toEqual([]);
    // And serves their photos to the admin.
    const cookie = await signIn(server.url, admin.email, admin.password);
    const db = new SQLite(path.join(restored, 'site.db'), { readonly: true });
    const references = before.map((ack) => ack.label.replace('quote ', ''));
    const files = db
      .prepare(
        `select f.id from quote_files f join quote_requests q on q.id = f.quote_id where q.reference in (${references.map(() => '?').join(',')})`,
      )
      .all(...references) as { id: number }[];
    db.close();
    expect(files).toHaveLength(before.length);
    for (const { id } of files) {
      const photo = await fetch(`${server.url}/api/admin/leads/quote-files/${id}`, { headers: { cookie } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
    }
  }, 300_000);
});
