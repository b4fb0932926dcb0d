import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { demoAccount, loginAs } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * Defects found by trying the running site from outside (docs/security.md#security-tests): each
 * test here failed on the site as it was before its fix.
 */
let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const open: TestApp[] = [];
async function app(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const t = await createTestApp(...args);
  open.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

const wrongLogin = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: demoAccount('customer').email, password: 'not-the-password' },
  });

/** The status line and headers of a GET sent as written, byte for byte. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n\r\n')[0]!));
    socket.on('error', reject);
  });
}

describe.each(engines)('hardening on %s', (engine) => {
  it('publishes only http(s) social links, and drops a stored script link instead of publishing it', async () => {
    const t = await app(engine, {}, { serverBuild: build });
    const admin = await loginAs(t.app, 'admin');
    const company = (await t.app.inject('/api/settings/company')).json().data;
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/company',
        headers: admin,
        payload: { ...company, social: { ...company.social, facebook: link } },
      });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'social.facebook', msg: 'Enter a full address starting with https://, or leave it empty.' },
      ]);
    }
    // A record saved before the rule: the link is hidden, the rest of the record stays.
    await t.app.ctx.db
      .updateTable('company_settings')
      .set({
        data: JSON.stringify({
          ...company,
          phone: '(425) 555-0177',
          social: { ...company.social, twitter: 'javascript:alert(1)' },
        }),
      })
      .execute();
    t.app.ctx.events.emit('site-changed');
    const read = (await t.app.inject('/api/settings/company')).json().data;
    expect(read.phone).toBe('(425) 555-0177');
    expect(read.social.twitter).toBe('');
    const home = (await t.app.inject('/')).body;
    expect(home).not.toContain('javascript:');
    expect(home).toContain('https://www.facebook.com/evergreenlandscaping');
  });

  it('shows visitors icons and site pictures without generation prompts or uploaded file names', async () => {
    const t = await app(engine);
    const admin = await loginAs(t.app, 'admin');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/icons/generate-new',
      headers: admin,
      payload: { name: 'Leaf mark', category: 'general', prompt: 'a secret recipe for a green leaf' },
    });
    expect(made.statusCode, made.body).toBe(201);

    const icons = (headers = {}) => t.app.inject({ url: '/api/admin/icons/category/general', headers });
    const anonymousIcon = (await icons()).json().data.find((i: { name: string }) => i.name === 'Leaf mark');
    expect(anonymousIcon.image_url).toMatch(/^\/media\/icons\//);
    expect(anonymousIcon.dalle_prompt).toBeNull();
    expect(JSON.stringify((await icons()).json())).not.toContain('secret recipe');
    const adminIcon = (await icons(admin)).json().data.find((i: { name: string }) => i.name === 'Leaf mark');
    expect(adminIcon.dalle_prompt).toContain('a secret recipe for a green leaf');

    const customer = await loginAs(t.app, 'customer');
    for (const headers of [{}, customer]) {
      const images = (await t.app.inject({ url: '/api/admin/images', headers })).json().data;
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image).not.toHaveProperty('filename');
        expect(image.file_path).toMatch(/^\/media\//);
      }
    }
    const forAdmin = (await t.app.inject({ url: '/api/admin/images', headers: admin })).json().data;
    expect(forAdmin[0]).toHaveProperty('filename');
  });

  it('scopes an Idempotency-Key to its sender: another sender never gets their request back', async () => {
    const t = await app(engine);
    const quote = (remoteAddress: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        remoteAddress,
        headers: { 'idempotency-key': 'shared-key-0001' },
        payload: {
          propertyType: 'residential',
          propertySize: 'small',
          services: ['lawn-maintenance'],
          timeline: 'flexible',
          contactInfo: { name: 'Dana Diaz', email },
        },
      });
    const first = await quote('203.0.113.7', 'dana@example.com');
    expect(first.statusCode).toBe(201);
    const again = await quote('203.0.113.7', 'dana@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reference).toBe(first.json().data.reference);

    const stranger = await quote('198.51.100.9', 'eve@example.com');
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json().data.reference).not.toBe(first.json().data.reference);
    const stored = await t.app.ctx.db.selectFrom('quote_requests').select('email').orderBy('id').execute();
    expect(stored.map((q) => q.email).slice(-2)).toEqual(['dana@example.com', 'eve@example.com']);
  });
});

describe('hardening', () => {
  it('echoes nothing a visitor wrote in the confirmation to the address they typed, but a shortened name', async () => {
    const t = await app('sqlite');
    const name = `Win a prize at spam.example ${'x'.repeat(80)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        propertyType: 'residential',
        propertySize: 'small',
        services: ['lawn-maintenance'],
        timeline: 'flexible',
        contactInfo: {
          name,
          email: 'stranger@example.org',
          phone: '(425) 555-0100',
          address: 'Claim it at https://spam.example/claim',
          message: 'Your account is locked: log in at https://spam.example/login',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const mails = await deliveredMail(t);
    const toVisitor = mails.find((m) => m.to === 'stranger@example.org')!;
    expect(toVisitor.text).toContain(`${name.slice(0, 39)}…`);
    expect(toVisitor.text).not.toContain(name.slice(0, 41));
    for (const echoed of ['https://spam.example', '555-0100', 'account is locked']) {
      expect(toVisitor.text, echoed).not.toContain(echoed);
      expect(toVisitor.html, echoed).not.toContain(echoed);
    }
    // The company's notification has everything, for the company alone.
    expect(mails.find((m) => m.to !== 'stranger@example.org')!.text).toContain('https://spam.example/login');
  });

  it('counts the address the proxy saw: a forged X-Forwarded-For entry changes nothing', async () => {
    // One proxy in front: it appends the address it saw; anything left of that is the client's own writing.
    const behindProxy = await app('sqlite', { trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await wrongLogin(behindProxy, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.50` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another real client behind the same proxy is not affected.
    expect((await wrongLogin(behindProxy, { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(401);

    // No proxy configured: the header is ignored altogether, whatever it says.
    const direct = await app('sqlite', { trustProxy: false });
    const forged: number[] = [];
    for (let i = 0; i < 6; i++)
      forged.push((await wrongLogin(direct, { 'x-forwarded-for': `10.9.9.${i}` }, '198.51.100.20')).statusCode);
    expect(forged).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers 405 to methods pages do not take and 404 to paths that name another host', async () => {
    const t = await app('sqlite', {}, { serverBuild: build });
    for (const [method, url] of [
      ['TRACE', '/'],
      ['TRACE', '/api/health'],
      ['OPTIONS', '/services'],
    ] as const) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
    }
    // Over a real socket: a URL parser on the way (as in inject) would turn /\\host into /.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const url of ['//evil.example', '//evil.example/login', '/\\evil.example', '/\\/evil.example']) {
      const head = await rawGet(port, url);
      expect(head, url).toMatch(/^HTTP\/1\.1 404 /);
      expect(head.toLowerCase(), url).not.toContain('location:');
    }
    expect(await rawGet(port, '/%5Cevil.example')).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('treats an empty JSON body as no body on reads and deletes', async () => {
    const t = await app('sqlite');
    const admin = await loginAs(t.app, 'admin');
    const headers = { ...admin, 'content-type': 'application/json' };
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/company', headers, payload: '' });
    expect(read.statusCode).toBe(200);
    const icon = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/icons',
        headers: admin,
        payload: { name: 'Gone soon', category: 'general' },
      })
    ).json().data;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/icons/${icon.id}`, headers, payload: '' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // A body that is there but broken is still refused.
    const broken = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', headers, payload: '{"name":' });
    expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('never caches a page rendered from the built-in texts while the published ones could not be read', async () => {
    const t = await app('sqlite', {}, { serverBuild: build });
    await sql`alter table content_entries rename to content_entries_away`.execute(t.app.ctx.db);
    const fallback = await t.app.inject('/about');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['x-page-cache']).toBeUndefined();
    await sql`alter table content_entries_away rename to content_entries`.execute(t.app.ctx.db);
    // The texts could not be read, so none were kept: the next visitor gets a page rendered afresh.
    expect((await t.app.inject('/about')).headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject('/about')).headers['x-page-cache']).toBe('hit');
  });

  it('shows the error page in words, not text keys, when the page data could not be loaded', async () => {
    const t = await app('sqlite', {}, { serverBuild: build });
    // A form posted to a page that takes none: the error page renders without the root's texts.
    const res = await t.app.inject({
      method: 'POST',
      url: '/privacy',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=x%40example.com',
    });
    expect(res.statusCode).toBe(405);
    expect(res.body).toContain('Something went wrong');
    expect(res.body).not.toMatch(/common\.error\.\w+/);
  });

  it("refuses an icon size it cannot draw in the admin's language", async () => {
    const t = await app('sqlite');
    const admin = await loginAs(t.app, 'admin');
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'es', 'pt']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/icons/generate-new?lang=${lang}`,
        headers: admin,
        payload: { name: 'Leaf', category: 'general', prompt: 'a leaf', size: '300x300', style: 'cartoon' },
      });
      expect(res.statusCode).toBe(400);
      const errors = Object.fromEntries(res.json().errors.map((e: { path: string; msg: string }) => [e.path, e.msg]));
      messages[lang] = errors.size;
      expect(errors.style).not.toMatch(/Invalid option|expected one of/i);
    }
    expect(messages).toEqual({
      en: 'Choose one of the sizes 256x256, 512x512, 1024x1024, 1024x1792 or 1792x1024.',
      es: 'Elige uno de los tamaños 256x256, 512x512, 1024x1024, 1024x1792 o 1792x1024.',
      pt: 'Escolha um dos tamanhos 256x256, 512x512, 1024x1024, 1024x1792 ou 1792x1024.',
    });
  });

  it('sends a Permissions-Policy that turns off features no page uses', async () => {
    const t = await app('sqlite', {}, { serverBuild: build });
    for (const url of ['/', '/api/health']) {
      expect((await t.app.inject(url)).headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      );
    }
  });

  it('names the session cookie __Host-session on an https site, Secure, for the whole host', async () => {
    const t = await app('sqlite', { publicUrl: 'https://www.evergreen.example', secureCookies: true, demoAccounts: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccount('customer').email, password: demoAccount('customer').password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: `__Host-session=${token}` } })).statusCode).toBe(200);
    // The unprefixed name, which a sibling subdomain could plant, means nothing here.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: `session=${token}` } })).statusCode).toBe(401);
  });

  it('keeps reset and manage tokens out of the request log', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const t = await app('sqlite', { logLevel: 'info' }, { serverBuild: build, logStream: stream });
    const token = 'c2VjcmV0LXJlc2V0LXRva2VuLTEyMzQ1Njc4OTA';
    await t.app.inject(`/reset-password?token=${token}`);
    await t.app.inject(`/reset-password.data?token=${token}`);
    await t.app.inject(`/api/proposals/${token}`);
    await t.app.inject(`/proposals/${token}/pdf`);
    await t.app.inject(`/visits/${token}`);
    // A session travels in a cookie or a bearer header; neither reaches the log, nor a password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccount('customer').email, password: demoAccount('customer').password },
    });
    const session = (login.json() as { token: string }).token;
    await t.app.inject({ url: '/api/auth/me', headers: { cookie: `session=${session}` } });
    await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${session}` } });
    expect(log).toContain('"url":"/api/auth/me"');
    expect(log).not.toContain(session);
    expect(log).not.toContain(demoAccount('customer').password);
    expect(log).toContain('"url":"/reset-password?[redacted]"');
    expect(log).toContain('"url":"/api/proposals/[redacted]"');
    expect(log).not.toContain(token);
  });

  it('creates a new data folder and SQLite file readable by their owner only', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'evergreen-modes-'));
    try {
      const dataDir = path.join(parent, 'data');
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      if (config.database.kind !== 'sqlite') throw new Error('expected SQLite');
      const database = connectDatabase(config.database);
      await database.ping();
      await database.close();
      expect(statSync(config.database.file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
