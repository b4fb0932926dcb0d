import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../src/domain/visits/time-zone.js';
import { loginAs, type SignedInHeaders, signInNewCrew } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf } from '../helpers/visits.js';

/*
 * The private calendar feeds of the crew and the owner (docs/jobs.md): made, replaced and stopped
 * through the API, read by the calendar app at /calendar/{token}.ics, parsed here by ical.js as
 * Google or Apple Calendar would, and following the visits as they move.
 */
const DAY = 86_400_000;
const SEATTLE = 'America/Los_Angeles';
/** A whole hour some days from now, as the API takes it (the company's offset). */
const hoursFromNow = (days: number) => isoWithOffset(Math.ceil((Date.now() + days * DAY) / 3_600_000) * 3_600_000, SEATTLE);

interface FeedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  status: string;
  start: number;
}

function parseFeed(text: string): { name: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location ?? null,
        description: event.description,
        status: String(vevent.getFirstPropertyValue('status')),
        start: event.startDate.toJSDate().getTime(),
      };
    }),
  };
}

describe.each(engines)('calendar feeds on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let crew: { headers: SignedInHeaders; id: number };
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
    crew = await signInNewCrew(t.app, admin);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: string, url: string, headers: SignedInHeaders, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, admin, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  /** A job at a client's address with one visit for the given crew member. */
  async function visitFor(crewId: number, start: string, title = 'Patio build') {
    const client = await created('/api/admin/clients', {
      name: 'Pat Lawn',
      email: `pat.lawn.${crewId}.${title.length}@example.org`,
      phone: '(425) 555-0110',
      address: '12 Cedar Ln, Bellevue',
    });
    await t.app.ctx.db
      .updateTable('client_properties')
      .set({ access_notes: 'Gate code 2468; dog, friendly' })
      .where('client_id', '=', client.id)
      .execute();
    const job = await created('/api/admin/jobs', { client_id: client.id, title });
    const { visits } = await created(`/api/admin/jobs/${job.id}/visits`, { start, duration_minutes: 120, crew_ids: [crewId] });
    return visits[0] as { id: number; start: string };
  }
  /** Makes the person's feed and answers its path on this site. */
  async function newFeed(headers: SignedInHeaders, lang = '') {
    const res = await call('POST', `/api/calendar-feed${lang}`, headers);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().data as { url: string };
    expect(url.startsWith(`${t.config.publicUrl}/calendar/`)).toBe(true);
    return url.slice(t.config.publicUrl.length);
  }
  const read = (path: string) => t.app.inject({ url: path });

  it("gives a crew member a feed of their own visits that parses in ical.js and follows a visit's move", async () => {
    const other = await signInNewCrew(t.app, admin, 'other.crew@example.com');
    const mine = await visitFor(crew.id, hoursFromNow(3));
    await visitFor(other.id, hoursFromNow(4), 'Hedge trimming');
    const path = await newFeed(crew.headers);
    expect(path).toMatch(/^\/calendar\/[\w-]{40,}\.ics$/);

    const res = await read(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toContain('private');
    const feed = parseFeed(res.body);
    expect(feed.name).toBe('Evergreen Landscaping: Casey Crew');
    expect(feed.events).toHaveLength(1);
    const [event] = feed.events;
    expect(event).toMatchObject({
      uid: `job-visit-${mine.id}@${new URL(t.config.publicUrl).host}`,
      summary: 'Pat Lawn · Patio build',
      location: '12 Cedar Ln, Bellevue',
      status: 'CONFIRMED',
      start: Date.parse(mine.start),
    });
    // What the crew needs at the gate survives the escaping of commas and semicolons.
    expect(event.description).toContain('Access: Gate code 2468; dog, friendly');
    expect(event.description).toContain(`${t.config.publicUrl}/crew?date=${mine.start.slice(0, 10)}`);

    // Moved by the office, the same event moves; cancelled, it shows cancelled.
    const moved = hoursFromNow(5);
    expect((await call('PATCH', `/api/admin/job-visits/${mine.id}`, admin, { start: moved, apply_to: 'this' })).statusCode).toBe(
      200,
    );
    expect(parseFeed((await read(path)).body).events[0]).toMatchObject({ uid: event.uid, start: Date.parse(moved) });
    const cancel = await call('PATCH', `/api/admin/job-visits/${mine.id}`, admin, { status: 'cancelled', apply_to: 'this' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(parseFeed((await read(path)).body).events[0]).toMatchObject({ uid: event.uid, status: 'CANCELLED' });
  });

  it('gives the owner every job visit and the site-visit consultations, in the language the link was made in', async () => {
    await visitFor(crew.id, hoursFromNow(3));
    const [slot] = await freeSlotsOf(t.app);
    expect((await book(t.app, booking(slot.start))).statusCode).toBe(201);

    const path = await newFeed(admin, '?lang=es');
    expect(path).toMatch(/\.ics\?lang=es$/);
    const feed = parseFeed((await read(path)).body);
    expect(feed.events.map((e) => e.summary).sort()).toEqual(['Pat Lawn · Patio build', 'Visita al terreno: Dana Fern']);
    const consultation = feed.events.find((e) => e.summary.startsWith('Visita'))!;
    expect(consultation).toMatchObject({ location: '48 Lakeview Drive, Bellevue, WA 98004', start: Date.parse(slot.start) });
    expect(feed.events.find((e) => e.summary.startsWith('Pat'))!.description).toContain('Equipo: Casey Crew');
  });

  it('keeps one live link per person: a new one ends the old, stopping ends it, and the status says so', async () => {
    const first = await newFeed(crew.headers);
    const second = await newFeed(crew.headers);
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    expect((await call('GET', '/api/calendar-feed', crew.headers)).json().data).toMatchObject({ active: true });

    const stopped = await call('DELETE', '/api/calendar-feed', crew.headers);
    expect(stopped.json().data).toEqual({ active: false, since: null });
    const gone = await read(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This calendar link does not exist or was stopped.');
    expect((await call('GET', '/api/calendar-feed', crew.headers)).json().data).toEqual({ active: false, since: null });
    // The database keeps no working link: only digests.
    const token = second.split('/calendar/')[1]!.split('.ics')[0]!;
    expect(JSON.stringify(await t.app.ctx.db.selectFrom('calendar_feeds').selectAll().execute())).not.toContain(token);
  });

  it('stops answering a feed whose person is disabled or no longer staff, and refuses customers and strangers', async () => {
    const path = await newFeed(crew.headers);
    expect((await call('PATCH', `/api/admin/users/${crew.id}`, admin, { role: 'customer' })).statusCode).toBe(200);
    expect((await read(path)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/users/${crew.id}`, admin, { role: 'crew', is_disabled: true })).statusCode).toBe(200);
    expect((await read(path)).statusCode).toBe(404);

    for (const bogus of ['/calendar/not-a-token.ics', `/calendar/${'a'.repeat(43)}.ics`, '/calendar/%00.ics']) {
      expect((await read(bogus)).statusCode, bogus).toBe(404);
    }
    const customer = await loginAs(t.app, 'customer');
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await call(method, '/api/calendar-feed', customer)).statusCode, method).toBe(403);
      expect((await t.app.inject({ method: method as 'GET', url: '/api/calendar-feed' })).statusCode, method).toBe(401);
    }
    expect(await t.app.ctx.db.selectFrom('calendar_feeds').selectAll().execute()).toHaveLength(1);
  });
});
