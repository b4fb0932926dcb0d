import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { writeCompany } from '../../src/server/settings/repository.js';
import { loginAs } from '../helpers/auth.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf, setVisitSettings, tokenOf } from '../helpers/visits.js';

const OFFSET_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;

describe.each(engines)('site visits on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });
  const db = () => t.app.ctx.db;

  describe('free slots', () => {
    it('lists hourly slots in opening hours, in the company time zone, from 24 hours ahead', async () => {
      const res = await t.app.inject('/api/visits/slots?days=10');
      expect(res.statusCode).toBe(200);
      const slots = res.json().data as { start: string; end: string }[];
      expect(slots.length).toBeGreaterThan(20);
      for (const slot of slots) {
        expect(slot.start).toMatch(OFFSET_ISO);
        expect(slot.start).toMatch(/-0[78]:00$/);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
        const hour = Number(slot.start.slice(11, 13));
        expect(hour).toBeGreaterThanOrEqual(8);
        expect(hour).toBeLessThan(18);
      }
      const dayOfWeek = (s: string) => new Date(`${s.slice(0, 10)}T12:00:00Z`).getUTCDay();
      expect(slots.some((s) => dayOfWeek(s.start) === 0)).toBe(false);
    });

    it('lists the slots in the company’s own time zone when the settings name another one', async () => {
      // Tokyo: no daylight saving, always UTC+9, so every slot says +09:00 and the hours are Tokyo's.
      await writeCompany(db(), { ...DEFAULT_COMPANY, timeZone: 'Asia/Tokyo' });
      const slots = await freeSlotsOf(t.app, 'days=10');
      expect(slots.length).toBeGreaterThan(20);
      const weekday = (s: string) => new Date(`${s.slice(0, 10)}T12:00:00Z`).getUTCDay();
      for (const slot of slots) {
        expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+09:00$/);
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
        const hour = Number(slot.start.slice(11, 13));
        // Saturdays 9 to 16, other days 8 to 18, Sundays closed: on Tokyo's clock.
        expect(hour, slot.start).toBeGreaterThanOrEqual(weekday(slot.start) === 6 ? 9 : 8);
        expect(hour, slot.start).toBeLessThan(weekday(slot.start) === 6 ? 16 : 18);
        expect(weekday(slot.start), slot.start).not.toBe(0);
      }
      // A full weekday of Tokyo starts at 08:00 there, which is 23:00 UTC the day before.
      const fullDay = slots.find((s) => s.start.endsWith('T08:00:00+09:00'))!;
      expect(new Date(fullDay.start).toISOString()).toMatch(/T23:00:00\.000Z$/);

      // Booked at that Tokyo time, it is no longer offered.
      const res = await book(t.app, booking(fullDay.start));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.start).toBe(fullDay.start);
      expect((await freeSlotsOf(t.app, 'days=10')).map((s) => s.start)).not.toContain(fullDay.start);
    });

    it('refuses a date that does not exist and a number of days out of range', async () => {
      for (const query of ['from=2026-02-30', 'from=tomorrow', 'days=0', 'days=400', 'days=two']) {
        const res = await t.app.inject(`/api/visits/slots?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });
  });

  describe('booking', () => {
    it('books a free slot: the visit, a new lead with its history, the e-mails with a calendar invitation', async () => {
      const [slot] = await freeSlotsOf(t.app);
      const res = await book(t.app, booking(slot.start, { language: 'es' }));
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ start: slot.start, end: slot.end });
      expect(data.reference).toMatch(/^VIS-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
      // The link names the visitor's language: it opens in Spanish without the language cookie.
      expect(data.manage_url).toMatch(new RegExp(`^${t.config.publicUrl}/visits/[A-Za-z0-9_-]{40,}\\?lang=es$`));

      const visit = await db().selectFrom('visits').selectAll().executeTakeFirstOrThrow();
      expect(visit).toMatchObject({ status: 'booked', name: 'Dana Fern', service: 'hardscaping', language_code: 'es' });
      expect(visit.start_at).toBe(new Date(slot.start).toISOString());
      const lead = await db()
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', visit.lead_id)
        .executeTakeFirstOrThrow();
      expect(visit.lead_type).toBe('contact');
      expect(lead).toMatchObject({
        name: 'Dana Fern',
        email: 'dana@example.org',
        status: 'new',
        service_interest: 'hardscaping',
      });
      expect(lead.message).toContain('Gate code 2468');

      const admin = await loginAs(t.app, 'admin');
      const detail = (await t.app.inject({ url: `/api/admin/leads/contact/${lead.id}`, headers: admin })).json().data;
      expect(detail.events).toEqual([
        expect.objectContaining({
          kind: 'visit',
          visit: { visitId: visit.id, action: 'booked', start: visit.start_at },
          author: null,
        }),
      ]);

      const mails = await deliveredMail(t);
      const toVisitor = mails.find((m) => m.to === 'dana@example.org')! as unknown as {
        subject: string;
        text: string;
        attachments: { filename: string; contentType: string; content: string }[];
      };
      expect(toVisitor.subject).toMatch(/^Tu visita el /);
      expect(toVisitor.text).toContain(data.manage_url);
      expect(toVisitor.text).toContain('hora del Pacífico');
      expect(toVisitor.text).not.toContain('Gate code');
      const ics = Buffer.from(toVisitor.attachments[0].content, 'base64').toString('utf8');
      expect(toVisitor.attachments[0]).toMatchObject({ filename: 'site-visit.ics' });
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`DTSTART:${visit.start_at.replace(/[-:]/g, '').slice(0, 15)}Z`);
      expect(ics).toContain(`UID:${data.reference.toLowerCase()}@`);
      const toCompany = mails.find((m) => m.to === 'hello@evergreen-landscaping.example')!;
      expect(toCompany.subject).toMatch(/^Site visit booked: Dana Fern, /);
      expect(toCompany.text).toContain('48 Lakeview Drive, Bellevue, WA 98004');
      expect(toCompany.text).toContain('Gate code 2468');
    });

    it('gives one of several parallel bookings of a slot the slot, the others a 409 with the next free slots', async () => {
      const [slot, second] = await freeSlotsOf(t.app);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          book(t.app, booking(slot.start, { email: `racer${i}@example.org`, name: `Racer ${i}` }), `10.9.1.${i + 1}`),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      for (const lost of results.filter((r) => r.statusCode === 409)) {
        const body = lost.json();
        expect(body.success).toBe(false);
        expect(body.message).toBe('Sorry, someone has just booked this time. Please choose another one.');
        expect(body.data.next_slots[0]).toEqual(second);
      }
      const visits = await db().selectFrom('visits').select('start_at').execute();
      expect(visits).toEqual([{ start_at: new Date(slot.start).toISOString() }]);
      // The losers left nothing behind: one lead, one history entry.
      expect(await db().selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
      expect(await db().selectFrom('lead_events').select('id').execute()).toHaveLength(1);
    });

    it('holds one slot across two processes sharing the database', async () => {
      const other = await createTestApp(engine, {}, { shareDatabaseOf: t });
      try {
        const [slot] = await freeSlotsOf(t.app);
        const [a, b] = await Promise.all([
          book(t.app, booking(slot.start), '10.9.2.1'),
          book(other.app, booking(slot.start, { email: 'other@example.org' }), '10.9.2.2'),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      } finally {
        await other.close();
      }
    });

    it('refuses missing and invalid fields, a time that is not a slot, and a filled honeypot, storing nothing', async () => {
      const [slot] = await freeSlotsOf(t.app);
      const empty = await book(t.app, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ success: false, message: 'Please fix the validation errors below' });
      const paths = empty.json().errors.map((e: { path: string }) => e.path);
      expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'address', 'start']));

      const invalid = await book(t.app, booking(slot.start, { email: 'dana@', phone: 'call me', service: 'pizza' }));
      expect(invalid.json().errors).toEqual(
        expect.arrayContaining([
          { path: 'email', msg: 'Please enter a valid email address, like name@example.com.' },
          { path: 'phone', msg: 'Please enter a phone number we can call, like (425) 555-0142.' },
          { path: 'service', msg: 'Please choose a service from the list.' },
        ]),
      );

      const offGrid = new Date(Date.parse(slot.start) + 30 * 60_000).toISOString();
      for (const start of [offGrid, '2020-01-01T09:00:00-08:00', 'next tuesday']) {
        const res = await book(t.app, booking(start));
        expect(res.statusCode, start).toBe(400);
        expect(res.json().errors[0].path).toBe('start');
      }
      const spanish = await t.app.inject({ method: 'POST', url: '/api/visits?lang=es', payload: booking(offGrid) });
      expect(spanish.json().errors[0].msg).toBe('Esa hora no está disponible. Elige una de las horas libres.');

      const bot = await book(t.app, { ...booking(slot.start), website: 'http://spam.example' });
      expect(bot.statusCode).toBe(400);
      expect(await db().selectFrom('visits').select('id').execute()).toEqual([]);
      expect(await db().selectFrom('contact_messages').select('id').execute()).toEqual([]);
    });

    it('attaches a visit to the quote request it names when the e-mail matches, otherwise to a new lead', async () => {
      const quoteId = await insertQuoteRequest(db(), { reference: 'EVG-2026-ABCDEF', email: 'quinn@example.org' });
      const [first, second] = await freeSlotsOf(t.app);
      const attached = await book(t.app, booking(first.start, { email: 'Quinn@Example.org', lead_reference: 'evg-2026-abcdef' }));
      expect(attached.statusCode).toBe(201);
      const stranger = await book(
        t.app,
        booking(second.start, { email: 'mallory@example.org', lead_reference: 'EVG-2026-ABCDEF' }),
      );
      expect(stranger.statusCode).toBe(201);
      const visits = await db().selectFrom('visits').select(['email', 'lead_type', 'lead_id']).orderBy('id').execute();
      expect(visits[0]).toEqual({ email: 'Quinn@Example.org', lead_type: 'quote', lead_id: quoteId });
      expect(visits[1].lead_type).toBe('contact');
      const events = await db().selectFrom('lead_events').select(['lead_type', 'lead_id', 'kind']).orderBy('id').execute();
      expect(events[0]).toEqual({ lead_type: 'quote', lead_id: quoteId, kind: 'visit' });

      const badReference = await book(t.app, booking(second.start, { lead_reference: 'Q-1234' }));
      expect(badReference.statusCode).toBe(400);
      expect(badReference.json().errors[0].path).toBe('lead_reference');
    });

    it('limits bookings per address', async () => {
      const slots = await freeSlotsOf(t.app, 'days=20');
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await book(t.app, booking(slots[i].start), '10.9.3.3')).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe('the manage link', () => {
    async function booked(fields: Record<string, string> = {}) {
      const slots = await freeSlotsOf(t.app, 'days=20');
      const res = await book(t.app, booking(slots[0].start, fields));
      expect(res.statusCode).toBe(201);
      return { token: tokenOf(res.json().data.manage_url), slots, data: res.json().data };
    }

    it('shows the visit to whoever holds the link, and nothing for an unknown one', async () => {
      const { token, data } = await booked();
      const res = await t.app.inject(`/api/visits/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json().data).toMatchObject({
        reference: data.reference,
        status: 'booked',
        start: data.start,
        time_zone: 'America/Los_Angeles',
        address: '48 Lakeview Drive, Bellevue, WA 98004',
        can_change: true,
      });
      expect((await t.app.inject('/api/visits/not-a-token')).statusCode).toBe(404);
    });

    it('reschedules to a free slot, frees the old one, and refuses a taken slot or a time that is no slot', async () => {
      const { token, slots } = await booked();
      const other = await book(t.app, booking(slots[2].start, { email: 'other@example.org' }), '10.9.4.1');
      expect(other.statusCode).toBe(201);
      const post = (start: string) =>
        t.app.inject({ method: 'POST', url: `/api/visits/${token}/reschedule`, payload: { start }, remoteAddress: '10.9.4.2' });

      const taken = await post(slots[2].start);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().data.next_slots[0]).toEqual(slots[3]);
      expect((await post('2026-13-01T09:00:00-08:00')).statusCode).toBe(400);
      expect((await post(new Date(Date.parse(slots[1].start) + 600_000).toISOString())).json().errors[0].path).toBe('start');

      await deliveredMail(t);
      const moved = await post(slots[1].start);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toMatchObject({ start: slots[1].start, status: 'booked' });
      const free = (await freeSlotsOf(t.app, 'days=20')).map((s) => s.start);
      expect(free).toContain(slots[0].start);
      expect(free).not.toContain(slots[1].start);

      const mails = (await deliveredMail(t)).slice(-2);
      expect(mails).toHaveLength(2);
      const visitorMail = mails.find((m) => m.to === 'dana@example.org') as unknown as {
        subject: string;
        attachments: { content: string }[];
      };
      expect(visitorMail.subject).toMatch(/^Your site visit is now on /);
      const ics = Buffer.from(visitorMail.attachments[0].content, 'base64').toString('utf8');
      expect(ics).toContain('SEQUENCE:1');
      expect(mails.find((m) => m.to === 'hello@evergreen-landscaping.example')!.subject).toMatch(/^Site visit moved: Dana Fern/);
    });

    it('cancels once, frees the slot, and sends the calendar a cancellation', async () => {
      const { token, slots } = await booked();
      const cancel = () => t.app.inject({ method: 'POST', url: `/api/visits/${token}/cancel`, remoteAddress: '10.9.5.1' });
      await deliveredMail(t);
      const res = await cancel();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'visitor', can_change: false });
      expect((await freeSlotsOf(t.app, 'days=20')).map((s) => s.start)).toContain(slots[0].start);
      const again = await cancel();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This visit is already cancelled.');
      const reschedule = await t.app.inject({
        method: 'POST',
        url: `/api/visits/${token}/reschedule`,
        payload: { start: slots[1].start },
      });
      expect(reschedule.statusCode).toBe(409);

      const mails = await deliveredMail(t);
      const visitorMail = mails.filter((m) => m.to === 'dana@example.org').at(-1) as unknown as {
        attachments: { content: string }[];
      };
      const ics = Buffer.from(visitorMail.attachments[0].content, 'base64').toString('utf8');
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      // The slot can be booked again.
      expect((await book(t.app, booking(slots[0].start, { email: 'next@example.org' }), '10.9.5.2')).statusCode).toBe(201);
    });

    it('keeps a visit within the minimum notice as it is: no reschedule, no cancel', async () => {
      await setVisitSettings(t.app, { noticeHours: 0 });
      const [soon] = await freeSlotsOf(t.app, 'days=3');
      const res = await book(t.app, booking(soon.start));
      expect(res.statusCode).toBe(201);
      await setVisitSettings(t.app, { noticeHours: 24 * 7 });
      const token = tokenOf(res.json().data.manage_url);
      expect((await t.app.inject(`/api/visits/${token}`)).json().data.can_change).toBe(false);
      const cancel = await t.app.inject({ method: 'POST', url: `/api/visits/${token}/cancel` });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe('This visit is too close to change online. Please call us.');
      expect((await db().selectFrom('visits').select('status').executeTakeFirstOrThrow()).status).toBe('booked');
    });
  });

  describe('the company side', () => {
    let admin: { cookie: string };
    beforeEach(async () => {
      admin = await loginAs(t.app, 'admin');
    });

    it('is for admins only', async () => {
      const customer = await loginAs(t.app, 'customer');
      expect((await t.app.inject('/api/admin/visits')).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/admin/visits', headers: customer })).statusCode).toBe(403);
      const block = { start: '2027-01-01T00:00:00-08:00', end: '2027-01-02T00:00:00-08:00', reason: 'Holiday' };
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/visit-blocks', payload: block, headers: customer })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/visits/1', payload: { status: 'done' } })).statusCode).toBe(
        401,
      );
    });

    it('lists the visits and blocks of a range with their leads', async () => {
      const slots = await freeSlotsOf(t.app, 'days=14');
      await book(t.app, booking(slots[0].start));
      const from = slots[0].start.slice(0, 10);
      const res = await t.app.inject({ url: `/api/admin/visits?from=${from}&to=${from}`, headers: admin });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ from, to: from, time_zone: 'America/Los_Angeles', blocks: [] });
      expect(data.visits).toEqual([
        expect.objectContaining({
          start: slots[0].start,
          name: 'Dana Fern',
          phone: '(425) 555-0199',
          lead: { type: 'contact', id: expect.any(Number) },
        }),
      ]);
      const ofLead = await t.app.inject({
        url: `/api/admin/visits?lead_type=contact&lead_id=${data.visits[0].lead.id}`,
        headers: admin,
      });
      expect(ofLead.json().data.visits).toHaveLength(1);
      for (const query of [
        'from=2026-05-10&to=2026-05-01',
        'from=2026-01-01&to=2026-12-31',
        'from=yesterday',
        'lead_type=quote',
      ]) {
        expect((await t.app.inject({ url: `/api/admin/visits?${query}`, headers: admin })).statusCode, query).toBe(400);
      }
    });

    it('cancels a visit with a message the visitor receives, and marks only past visits done or no-show', async () => {
      const slots = await freeSlotsOf(t.app, 'days=14');
      const id =
        (await book(t.app, booking(slots[0].start, { language: 'pt' }))).json() &&
        (await db().selectFrom('visits').select('id').executeTakeFirstOrThrow()).id;
      const patch = (body: object) =>
        t.app.inject({ method: 'PATCH', url: `/api/admin/visits/${id}`, payload: body, headers: admin });

      const early = await patch({ status: 'done' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('This visit has not started yet.');
      expect((await patch({ status: 'archived' })).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/admin/visits/99999', payload: { status: 'done' }, headers: admin }))
          .statusCode,
      ).toBe(404);

      await deliveredMail(t);
      const cancelled = await patch({ status: 'cancelled', message: 'Our crew is needed after the storm. Sorry!' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'company',
        cancel_message: 'Our crew is needed after the storm. Sorry!',
      });
      const mail = (await deliveredMail(t)).filter((x) => x.to === 'dana@example.org').at(-1)!;
      expect(mail.subject).toMatch(/^Precisamos cancelar sua visita de /);
      expect(mail.text).toContain('Our crew is needed after the storm. Sorry!');
      expect((await patch({ status: 'no_show' })).statusCode).toBe(409);

      // A visit that took place.
      await db()
        .updateTable('visits')
        .set({ status: 'booked', start_at: '2026-01-05T17:00:00.000Z', end_at: '2026-01-05T18:00:00.000Z' })
        .where('id', '=', id)
        .execute();
      expect((await patch({ status: 'no_show' })).json().data.status).toBe('no_show');
      expect((await patch({ status: 'done' })).json().data.status).toBe('done');
      const events = await db()
        .selectFrom('lead_events')
        .select(['data', 'user_id'])
        .where('kind', '=', 'visit')
        .orderBy('id')
        .execute();
      expect(events.map((e) => JSON.parse(e.data!).action)).toEqual(['booked', 'cancelled', 'no_show', 'done']);
      expect(events[1].user_id).not.toBeNull();
    });

    it('blocks a period: its slots disappear until the block is removed', async () => {
      const slots = await freeSlotsOf(t.app, 'days=14');
      const day = slots[0].start.slice(0, 10);
      const offset = slots[0].start.slice(19);
      const block = { start: `${day}T00:00:00${offset}`, end: `${day}T23:59:00${offset}`, reason: 'Crew training day' };
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/visit-blocks', payload: block, headers: admin });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ start: block.start, reason: 'Crew training day' });
      expect(await freeSlotsOf(t.app, `from=${day}&days=1`)).toEqual([]);
      expect((await book(t.app, booking(slots[0].start))).statusCode).toBe(409);
      const listed = (await t.app.inject({ url: `/api/admin/visits?from=${day}&to=${day}`, headers: admin })).json().data.blocks;
      expect(listed).toEqual([expect.objectContaining({ reason: 'Crew training day' })]);

      const id = created.json().data.id;
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/visit-blocks/${id}`, headers: admin })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/visit-blocks/${id}`, headers: admin })).statusCode).toBe(
        404,
      );
      expect((await freeSlotsOf(t.app, `from=${day}&days=1`)).length).toBeGreaterThan(0);

      const backwards = await t.app.inject({
        method: 'POST',
        url: '/api/admin/visit-blocks',
        payload: { ...block, end: block.start },
        headers: admin,
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors[0]).toEqual({ path: 'end', msg: 'The end must come after the start.' });
      const noReason = await t.app.inject({
        method: 'POST',
        url: '/api/admin/visit-blocks',
        payload: { ...block, reason: ' ' },
        headers: admin,
      });
      expect(noReason.json().errors[0].path).toBe('reason');
    });
  });
});
