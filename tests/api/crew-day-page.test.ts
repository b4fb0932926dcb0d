import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders, signInNewCrew } from '../helpers/auth.js';
import { deliveredMail } from '../helpers/mail.js';
import { multipart, pngImage } from '../helpers/multipart.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

/*
 * /crew, My day, as a crew member's phone uses it on a poor connection: server-rendered HTML and
 * plain form posts (docs/jobs.md). The browser test (tests/e2e/crew-day.spec.ts) clicks through
 * the same day on a phone.
 */
describe.each(engines)('the crew’s day page on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let crew: { headers: SignedInHeaders; id: number };
  let visitId: number;
  const DAY = '2027-06-08';
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
    crew = await signInNewCrew(t.app, admin);
    const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const res = await t.app.inject({ method, url, headers: admin, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const client = await call('POST', '/api/admin/clients', {
      name: 'Pat Lawn',
      email: 'pat.lawn@example.org',
      phone: '(425) 555-0110',
      address: '12 Cedar Ln, Bellevue',
    });
    await call('PATCH', `/api/admin/clients/${client.id}`, {
      properties: [{ id: client.properties[0].id, access_notes: 'Gate code 4821' }],
    });
    const job = await call('POST', '/api/admin/jobs', { client_id: client.id, title: 'Weekly mowing' });
    await call('PATCH', `/api/admin/jobs/${job.id}`, { checklist: ['Edges', 'Blow the paths'], instructions: 'Mind the dog' });
    const scheduled = await call('POST', `/api/admin/jobs/${job.id}/visits`, {
      start: `${DAY}T09:00:00-07:00`,
      duration_minutes: 90,
      crew_ids: [crew.id],
    });
    visitId = scheduled.visits[0].id;
  });
  afterEach(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = crew.headers) => t.app.inject({ url, headers });
  const post = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries({ visit: String(visitId), date: DAY, ...fields }))
      for (const v of [value].flat()) body.append(name, v);
    return t.app.inject({
      method: 'POST',
      url: `/crew?date=${DAY}&lang=en`,
      headers: { ...crew.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
  };
  const stored = () => t.app.ctx.db.selectFrom('job_visits').selectAll().where('id', '=', visitId).executeTakeFirstOrThrow();

  it('shows the day’s visit with a call link, a maps link, the gate code, the instructions and the checklist', async () => {
    const res = await page(`/crew?date=${DAY}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const html = res.body;
    expect(html).toContain('9:00 AM – 10:30 AM');
    expect(html).toContain('Pat Lawn');
    expect(html).toContain('href="tel:+14255550110"');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=12%20Cedar%20Ln%2C%20Bellevue');
    expect(html).toContain('Gate code 4821');
    expect(html).toContain('Mind the dog');
    expect(html).toMatch(/name="checklist" value="Blow the paths"/);
    expect(html).toContain('capture="environment"');

    const spanish = await page(`/crew?date=${DAY}&lang=es`);
    expect(spanish.body).toContain('Voy en camino');
    expect(spanish.body).toContain('Abrir en mapas');
    const empty = await page('/crew?date=2027-06-09&lang=pt');
    expect(empty.body).toContain('Nenhuma visita neste dia.');
  });

  it('sends the others to their own page: nobody to sign in, an admin to /admin', async () => {
    const anonymous = await page(`/crew?date=${DAY}`, {});
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/login?next=${encodeURIComponent(`/crew?date=${DAY}`)}`);
    const owner = await page('/crew', admin);
    expect(owner.statusCode).toBe(302);
    expect(owner.headers.location).toBe('/admin');
  });

  it("records 'On my way' once with one e-mail, then 'Start' and 'Complete' with notes, minutes and ticks, each back at the visit", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post({ intent: 'on-my-way' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/crew?date=${DAY}&done=on-my-way#visit-${visitId}`);
    }
    expect((await deliveredMail(t)).filter((m) => m.to === 'pat.lawn@example.org')).toHaveLength(1);
    expect((await page(`/crew?date=${DAY}&done=on-my-way&lang=en`)).body).toContain(
      'The client has been told you are on the way.',
    );

    expect((await post({ intent: 'start' })).statusCode).toBe(302);
    expect(await stored()).toMatchObject({ status: 'in_progress' });

    const done = await post({ intent: 'complete', notes: 'Mowed front and back.', minutes: '85', checklist: ['Edges'] });
    expect(done.headers.location).toBe(`/crew?date=${DAY}&done=complete#visit-${visitId}`);
    await post({ intent: 'complete', notes: 'sent twice', minutes: '5', checklist: [] });
    expect(await stored()).toMatchObject({
      status: 'completed',
      notes: 'Mowed front and back.',
      minutes_spent: 85,
      checklist_done: '["Edges"]',
    });
    const after = (await page(`/crew?date=${DAY}&lang=en`)).body;
    expect(after).toMatch(/Completed at \d{1,2}:\d{2}\s[AP]M · 85 minutes/);
    expect(after).toContain('Edges: done');
    expect(after).toContain('Blow the paths: not done');
  });

  it('refuses minutes out of range with the API’s message and changes nothing', async () => {
    const res = await post({ intent: 'complete', notes: '', minutes: '5000', checklist: [] });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/role="alert"><p[^>]*>[^<]*<span class="block font-normal">[^<]*1,?440/);
    expect(await stored()).toMatchObject({ status: 'scheduled', completed_at: null });
  });

  it('adds a photo taken on the phone, refuses a file that is not a picture, and refuses another member’s visit', async () => {
    const photo = multipart({ visit: String(visitId), date: DAY, intent: 'photo' }, [
      { field: 'image', filename: 'IMG_0001.png', contentType: 'image/png', data: await pngImage(800) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/crew',
      headers: { ...crew.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(302);
    expect(added.headers.location).toBe(`/crew?date=${DAY}&done=photo#visit-${visitId}`);
    const photos = await t.app.ctx.db.selectFrom('job_visit_photos').selectAll().where('visit_id', '=', visitId).execute();
    expect(photos).toHaveLength(1);
    expect((await page(`/crew?date=${DAY}&lang=en`)).body).toContain('Photo 1 at Pat Lawn');

    const text = multipart({ visit: String(visitId), date: DAY, intent: 'photo' }, [
      { field: 'image', filename: 'notes.png', contentType: 'image/png', data: Buffer.from('not a picture at all') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/crew?date=${DAY}&lang=en`,
      headers: { ...crew.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/role="alert"><p[^>]*>[^<]+</);
    expect(await t.app.ctx.db.selectFrom('job_visit_photos').selectAll().execute()).toHaveLength(1);

    const other = await signInNewCrew(t.app, admin, 'other.crew@example.com');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/crew',
      headers: { ...other.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ visit: String(visitId), date: DAY, intent: 'start' }).toString(),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toMatch(/role="alert"><p[^>]*>[^<]+</);
    expect(await stored()).toMatchObject({ status: 'scheduled' });
  });

  it('makes the crew member’s calendar link, shows it once in their language, and stops it, without JavaScript', async () => {
    expect((await page(`/crew?date=${DAY}&lang=en`)).body).toContain('You have no calendar link yet.');
    const made = await t.app.inject({
      method: 'POST',
      url: `/crew?date=${DAY}&lang=es`,
      headers: { ...crew.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=feed-new',
    });
    expect(made.statusCode).toBe(200);
    expect(made.body).toContain('Este es tu enlace de calendario. Cópialo ahora: solo se muestra una vez.');
    const url = /value="(http[^"]+\.ics\?lang=es)"/.exec(made.body)![1]!;
    expect(made.body).toContain(`href="${url.replace(/^https?:/, 'webcal:')}"`);
    const feed = await t.app.inject({ url: url.slice(t.config.publicUrl.length) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Pat Lawn · Weekly mowing');

    // Shown once: the page no longer has it, only since when a link works.
    const later = (await page(`/crew?date=${DAY}&lang=en`)).body;
    expect(later).not.toContain(url);
    expect(later).toContain('Your calendar link has worked since');

    const stopped = await t.app.inject({
      method: 'POST',
      url: `/crew?date=${DAY}&lang=en`,
      headers: { ...crew.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=feed-stop',
    });
    expect(stopped.statusCode).toBe(302);
    expect(stopped.headers.location).toBe('/crew?done=feed-stopped#calendar-feed');
    expect((await page(`/crew?done=feed-stopped&lang=en`)).body).toContain('Your calendar link no longer works.');
    expect((await t.app.inject({ url: url.slice(t.config.publicUrl.length) })).statusCode).toBe(404);
  });

  it('reads a file only on the pages that take one: a multipart post elsewhere is refused unread', async () => {
    const form = multipart({ name: 'x' });
    const res = await t.app.inject({ method: 'POST', url: '/contact', headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(415);
  });
});
