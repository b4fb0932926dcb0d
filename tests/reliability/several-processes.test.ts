import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../helpers/auth.js';
import { ensureServerBuild, type ServerProcess, signIn, startServer } from '../helpers/server-process.js';
import { postgresSkipReason, withSkipReason } from '../helpers/services.js';
import { postgresAdmin, postgresUrl, unique } from '../helpers/templates.js';

/*
 * Two real processes of the site on one PostgreSQL database, each with its own DATA_DIR and one
 * shared MEDIA_DIR, started at the same moment on an empty database: they behave as one site.
 * Runs when PostgreSQL is there (TEST_DATABASE_URL, or the local server: tests/helpers/services.ts).
 * The describe body runs even when skipped: nothing in it may need the database's address.
 */
const skip = postgresSkipReason();
describe.skipIf(skip)(withSkipReason('several processes on one PostgreSQL database', skip), () => {
  const dbName = `evergreen_multi_${unique()}`;
  const dirs = {
    a: mkdtempSync(path.join(tmpdir(), 'evergreen-a-')),
    b: mkdtempSync(path.join(tmpdir(), 'evergreen-b-')),
    media: mkdtempSync(path.join(tmpdir(), 'evergreen-shared-media-')),
  };
  const env = () => ({ DATABASE_URL: postgresUrl(dbName), MEDIA_DIR: dirs.media });
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  /** The admin's session, started before the wrong-login test limits this address. */
  let admin: string;
  const count = async (query: string) => Number((await db.query<{ n: string }>(query)).rows[0]!.n);

  beforeAll(async () => {
    await ensureServerBuild();
    await postgresAdmin(`CREATE DATABASE ${dbName}`);
    // The same moment, on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServer(dirs.a, env(), 300_000), startServer(dirs.b, env(), 300_000)]);
    db = new pg.Client({ connectionString: postgresUrl(dbName) });
    await db.connect();
    admin = await signIn(a.url, demoAccount('admin').email, demoAccount('admin').password);
  }, 330_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await postgresAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  });

  it('starts both on an empty database with one catalogue and one set of pictures', async () => {
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await (await fetch(`${server.url}/api/services`)).json()).data).toHaveLength(25);
    }
    expect(await count('select count(*) as n from services')).toBe(25);
    // The hero and the about picture (team members show initials until the owner adds photos).
    expect(await count("select count(*) as n from images where upload_purpose like 'site-%'")).toBe(2);
    expect(await count('select count(*) as n from service_images')).toBe(25);
    expect(await count('select count(*) as n from company_settings')).toBe(1);
  });

  it('keeps a session started on one process valid on the other', async () => {
    const cookie = await signIn(a.url, demoAccount('customer').email, demoAccount('customer').password);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toBe(demoAccount('customer').email);
  });

  it("shows an admin's edit on one process on the other's cached pages within 2 s", async () => {
    // B has the home page in its page cache.
    await fetch(`${b.url}/`);
    expect((await fetch(`${b.url}/`)).headers.get('x-page-cache')).toBe('hit');
    const company = (await (await fetch(`${a.url}/api/settings/company`)).json()).data;
    const saved = await fetch(`${a.url}/api/admin/settings/company`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin, origin: a.url },
      body: JSON.stringify({ ...company, phone: '(425) 555-0199' }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const started = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - started < 5_000) {
      if ((await (await fetch(`${b.url}/`)).text()).includes('(425) 555-0199')) {
        seenAfter = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`an edit on process A showed on process B's cached home page after ${seenAfter} ms`);
    expect(seenAfter).toBeLessThan(2_000);
  });

  it('limits wrong logins alternating between the processes as one process would', async () => {
    const { email } = demoAccount('professional');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
  });

  it('keeps uploads to one process whole while the other restarts', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7d2f' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const quote = (i: number) => {
      const form = new FormData();
      form.set(
        'request',
        JSON.stringify({
          propertyType: 'residential',
          propertySize: 'medium',
          services: ['hardscaping'],
          timeline: 'soon',
          urgency: 'normal',
          plantPreferences: [],
          stylePreferences: [],
          materialSelection: [],
          contactInfo: { name: `Uploader ${i}`, email: `uploader${i}@example.org` },
          language: 'en',
        }),
      );
      form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `yard-${i}.jpg`);
      return fetch(`${a.url}/api/quotes`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    };
    const restartB = (async () => {
      await b.stop('SIGTERM');
      b = await startServer(dirs.b, env(), 120_000);
    })();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => quote(i)));
    await restartB;
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));

    // Every file of every request is there, for either process to serve to the admin.
    const files = (await db.query<{ id: number }>('select id from quote_files')).rows;
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const { id } of files) {
      expect((await fetch(`${b.url}/api/admin/leads/quote-files/${id}`, { headers: { cookie: admin } })).status).toBe(200);
    }
  }, 180_000);
});
