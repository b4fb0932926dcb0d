import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts.js';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { insertUser } from '../../src/server/users/repository.js';
import { login, loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart } from '../helpers/multipart.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const photo = async (colour: string) => ({
  field: 'image',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data: await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

/**
 * 'Make the site yours' (docs/admin-content.md#make-the-site-yours): each item of /admin's
 * checklist ticks itself from what the site holds; the prices are ticked by hand; the list goes
 * away when everything is done or the owner hides it.
 */
describe.each(engines)('the setup checklist on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const checklist = async () => (await call('GET', '/api/admin/setup')).json().data;
  const state = async () =>
    Object.fromEntries(
      (await checklist()).items.map((i: { key: string; done: boolean; progress: unknown }) => [
        i.key,
        i.progress ? [i.done, i.progress] : i.done,
      ]),
    );
  const upload = (slot: string, file: Awaited<ReturnType<typeof photo>>) => {
    const body = multipart({}, [file]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/media/${slot}/upload`,
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
  };

  it('starts with everything to do on a fresh site, each item linked to its screen', async () => {
    const list = await checklist();
    expect(list.hidden).toBe(false);
    expect(list.items.map((i: { key: string; path: string }) => [i.key, i.path])).toEqual([
      ['heroPhoto', '/admin/content/media'],
      ['servicePhotos', '/admin/services'],
      ['projects', '/admin/projects'],
      ['teamPhotos', '/admin/content/editor?list=team'],
      ['licence', '/admin/content'],
      ['reviewLink', '/admin/content'],
      ['pricesChecked', '/admin/services'],
      ['demoAccounts', '/admin/users'],
      ['outgoingMail', '/admin/mail'],
    ]);
    expect(await state()).toEqual({
      heroPhoto: false,
      servicePhotos: [false, { done: 0, total: 25 }],
      projects: false,
      teamPhotos: [false, { done: 0, total: 3 }],
      licence: false,
      reviewLink: false,
      pricesChecked: false,
      demoAccounts: false,
      outgoingMail: false,
    });
  });

  it('ticks each item as the owner does it', async () => {
    expect((await upload('site/hero', await photo('#4a6b3a'))).statusCode).toBe(200);
    for (const member of ['michael-reyes', 'jennifer-park', 'carlos-mendoza'])
      expect((await upload(`team/${member}`, await photo('#8a6a50'))).statusCode).toBe(200);
    const company = await call('PUT', '/api/admin/settings/company', {
      ...DEFAULT_COMPANY,
      credentials: { ...DEFAULT_COMPANY.credentials, licenseNumber: 'EVERGLL123AB' },
      reviewUrl: 'https://g.page/r/evergreen-landscaping/review',
    });
    expect(company.statusCode, company.body).toBe(200);
    expect((await call('PUT', '/api/admin/setup', { prices_checked: true })).statusCode).toBe(200);
    // A real admin of the owner's own, then the demo accounts disabled (what DEMO_ACCOUNTS=false does).
    await insertUser(t.app.ctx.db, {
      email: 'olive@evergreen.example',
      password_hash: await hashPassword('a private passphrase'),
      first_name: 'Olive',
      last_name: 'Green',
      role: 'admin',
      phone: null,
      address: null,
      company_name: null,
    });
    admin = await login(t.app, 'olive@evergreen.example', 'a private passphrase');
    await t.app.ctx.db
      .updateTable('users')
      .set({ is_disabled: 1 })
      .where(
        'email',
        'in',
        DEMO_ACCOUNTS.map((a) => a.email),
      )
      .execute();

    expect(await state()).toMatchObject({
      heroPhoto: true,
      teamPhotos: [true, { done: 3, total: 3 }],
      licence: true,
      reviewLink: true,
      pricesChecked: true,
      demoAccounts: true,
      servicePhotos: [false, { done: 0, total: 25 }],
    });
    // A tick can be taken back.
    await call('PUT', '/api/admin/setup', { prices_checked: false });
    expect((await state()).pricesChecked).toBe(false);
  });

  it('counts outgoing mail as configured when SMTP_URL is set', async () => {
    const withMail = await createTestApp(engine, { smtpUrl: 'smtp://mail.example.com:587' });
    try {
      const headers = await loginAs(withMail.app, 'admin');
      const list = (await withMail.app.inject({ url: '/api/admin/setup', headers })).json().data;
      expect(list.items.find((i: { key: string }) => i.key === 'outgoingMail').done).toBe(true);
    } finally {
      await withMail.close();
    }
  });

  it('hides the list when dismissed; only admins read or change it; bad input is refused', async () => {
    const bad = await call('PUT', '/api/admin/setup', { dismissed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'dismissed', msg: 'Send true or false.' }]);
    const dismissed = await call('PUT', '/api/admin/setup', { dismissed: true });
    expect(dismissed.json().data).toMatchObject({ hidden: true, dismissed: true });
    expect((await checklist()).hidden).toBe(true);
    expect((await call('PUT', '/api/admin/setup', { dismissed: false })).json().data.hidden).toBe(false);

    const customer = await loginAs(t.app, 'customer');
    expect((await call('GET', '/api/admin/setup', undefined, customer)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/setup', { prices_checked: true }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/setup' })).statusCode).toBe(401);
  });
});
