import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertContactMessage, insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf, tokenOf } from '../helpers/visits.js';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms);

/**
 * The scheduled work with a clock the test sets: ctx.scheduler.runDue(now) is what the server's timer
 * calls every minute. Reminders go out once, whatever the number of runs and processes, and a run
 * after downtime sends what fell due meanwhile.
 */
describe.each(engines)('reminders on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });
  const mailsTo = async (to: string) => (await deliveredMail(t)).filter((m) => m.to === to);
  /**
   * Runs at the same moment: truly in parallel on PostgreSQL. Two SQLite connections in one Node
   * thread would block each other (the driver waits synchronously), so there they take turns.
   */
  const together = async <T>(runs: (() => Promise<T>)[]): Promise<T[]> => {
    if (engine === 'postgres') return Promise.all(runs.map((run) => run()));
    const results: T[] = [];
    for (const run of runs) results.push(await run());
    return results;
  };

  describe('visit reminders', () => {
    async function bookedVisit(language = 'en') {
      // Three days ahead or later: the reminder is not due at booking time.
      const slots = await freeSlotsOf(t.app, 'days=20');
      const slot = slots.find((s) => Date.parse(s.start) > Date.now() + 72 * HOUR)!;
      const res = await book(t.app, booking(slot.start, { language, email: 'reminded@example.org' }));
      expect(res.statusCode).toBe(201);
      return Date.parse(slot.start);
    }

    it('reminds the visitor 24 hours before, once, in their language', async () => {
      const start = await bookedVisit('pt');
      expect(await t.app.ctx.scheduler.runDue(at(start - 25 * HOUR))).toMatchObject({ 'visit-reminders': 0 });
      expect(await t.app.ctx.scheduler.runDue(at(start - 24 * HOUR + 60_000))).toMatchObject({ 'visit-reminders': 1 });
      expect(await t.app.ctx.scheduler.runDue(at(start - 23 * HOUR))).toMatchObject({ 'visit-reminders': 0 });
      const reminders = (await mailsTo('reminded@example.org')).filter((m) => m.subject.startsWith('Lembrete'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0].subject).toMatch(/^Lembrete: sua visita em .+ às \d\d:\d\d$/);
      expect(reminders[0].text).toMatch(/\/visits\/[A-Za-z0-9_-]+/);
    });

    it('catches up after downtime, but never reminds of a visit already past or cancelled', async () => {
      const start = await bookedVisit();
      // No run between 24 hours before and 2 hours before: the reminder still goes out.
      expect(await t.app.ctx.scheduler.runDue(at(start - 2 * HOUR))).toMatchObject({ 'visit-reminders': 1 });

      const other = await createTestApp(engine);
      try {
        const slots = await freeSlotsOf(other.app, 'days=20');
        const late = Date.parse(slots.at(-1)!.start);
        expect((await book(other.app, booking(slots.at(-1)!.start))).statusCode).toBe(201);
        expect(await other.app.ctx.scheduler.runDue(at(late + HOUR))).toMatchObject({ 'visit-reminders': 0 });
        const cancelled = await book(other.app, booking(slots[0].start, { email: 'gone@example.org' }));
        const token = tokenOf(cancelled.json().data.manage_url);
        await other.app.inject({ method: 'POST', url: `/api/visits/${token}/cancel` });
        expect(await other.app.ctx.scheduler.runDue(at(Date.parse(slots[0].start) - HOUR))).toMatchObject({
          'visit-reminders': 0,
        });
      } finally {
        await other.close();
      }
    });

    it('sends each reminder once when several processes run the jobs at the same moment', async () => {
      const start = await bookedVisit();
      const sibling = await createTestApp(engine, {}, { shareDatabaseOf: t });
      try {
        const now = at(start - 20 * HOUR);
        const runs = await together([
          () => t.app.ctx.scheduler.runDue(now),
          () => sibling.app.ctx.scheduler.runDue(now),
          () => t.app.ctx.scheduler.runDue(now),
        ]);
        expect(runs.map((r) => r['visit-reminders']).reduce((a, b) => a + b)).toBe(1);
        const queued = await t.app.ctx.db
          .selectFrom('outbox')
          .select('kind')
          .where('kind', '=', 'visit-reminder-visitor')
          .execute();
        expect(queued).toHaveLength(1);
      } finally {
        await sibling.close();
      }
    });

    it('reminds again after a reschedule to a later day', async () => {
      const start = await bookedVisit();
      await t.app.ctx.scheduler.runDue(at(start - 23 * HOUR));
      // The reminder carries a manage link of its own, and it works.
      const reminder = (await mailsTo('reminded@example.org')).find((m) => m.subject.startsWith('Reminder'))!;
      const token = reminder.text.match(/\/visits\/([A-Za-z0-9_-]+)/)![1]!;
      const later = (await freeSlotsOf(t.app, 'days=25')).find((s) => Date.parse(s.start) > start + 48 * HOUR)!;
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/visits/${token}/reschedule`,
        payload: { start: later.start },
      });
      expect(moved.statusCode).toBe(200);
      expect(await t.app.ctx.scheduler.runDue(at(Date.parse(later.start) - 23 * HOUR))).toMatchObject({ 'visit-reminders': 1 });
    });
  });

  describe('lead reminders', () => {
    it('reminds the company once of a lead still new 20 hours after it arrived: reply due in 4 hours', async () => {
      const arrived = Date.now();
      await insertQuoteRequest(t.app.ctx.db, { name: 'Nia Park', created_at: at(arrived).toISOString() });
      expect(await t.app.ctx.scheduler.runDue(at(arrived + 19 * HOUR))).toMatchObject({ 'lead-reminders': 0 });
      expect(await t.app.ctx.scheduler.runDue(at(arrived + 20 * HOUR))).toMatchObject({ 'lead-reminders': 1 });
      expect(await t.app.ctx.scheduler.runDue(at(arrived + 21 * HOUR))).toMatchObject({ 'lead-reminders': 0 });
      const [mail] = await mailsTo('hello@evergreen-landscaping.example');
      expect(mail.subject).toBe('Reply due in 4 hours: Nia Park');
      expect(mail.text).toMatch(/\/admin\/leads\/quote\/\d+/);
    });

    it('leaves answered leads alone and catches up with a lead that passed 20 hours during downtime', async () => {
      const arrived = Date.now() - 23.5 * HOUR;
      await insertContactMessage(t.app.ctx.db, { name: 'Ben Fern', status: 'contacted', created_at: at(arrived).toISOString() });
      await insertContactMessage(t.app.ctx.db, { name: 'Liam Moss', created_at: at(arrived).toISOString() });
      await insertContactMessage(t.app.ctx.db, { name: 'Ava Late', created_at: at(arrived - 10 * HOUR).toISOString() });
      expect(await t.app.ctx.scheduler.runDue()).toMatchObject({ 'lead-reminders': 2 });
      const subjects = (await mailsTo('hello@evergreen-landscaping.example')).map((m) => m.subject).sort();
      expect(subjects).toEqual(['Reply due in 1 hour: Liam Moss', 'Reply overdue: Ava Late']);
    });

    it('sends one reminder per lead with several processes at once', async () => {
      const arrived = Date.now() - 21 * HOUR;
      for (let i = 0; i < 3; i++)
        await insertContactMessage(t.app.ctx.db, { name: `Lead ${i}`, created_at: at(arrived).toISOString() });
      const sibling = await createTestApp(engine, {}, { shareDatabaseOf: t });
      try {
        const runs = await together([() => t.app.ctx.scheduler.runDue(), () => sibling.app.ctx.scheduler.runDue()]);
        expect(runs[0]['lead-reminders'] + runs[1]['lead-reminders']).toBe(3);
        expect(await t.app.ctx.db.selectFrom('outbox').select('id').where('kind', '=', 'lead-reminder').execute()).toHaveLength(
          3,
        );
      } finally {
        await sibling.close();
      }
    });
  });
});
