import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders, signInNewCrew } from '../helpers/auth.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { formatLongDate, formatTime } from '../../src/domain/format.js';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { readCompany, writeCompany } from '../../src/server/settings/repository.js';
import { deliveredMail } from '../helpers/mail.js';
import { multipart, pngImage } from '../helpers/multipart.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * Jobs through the API as the owner and the crew use them (docs/jobs.md): a job from an accepted
 * proposal or made by hand, one-off and recurring visits on the company's clocks (Seattle, with
 * its daylight-saving change on 14 March 2027), double bookings, 'this and all future', and the
 * crew's day with actions recorded once.
 */
interface Visit {
  id: number;
  start: string;
  status: string;
  crew: { id: number }[];
}

describe.each(engines)('jobs on %s', (engine) => {
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

  const call = (method: string, url: string, payload?: object, headers: SignedInHeaders = admin) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const newClient = async (name = 'Pat Lawn', email = 'pat.lawn@example.org') =>
    (await created('/api/admin/clients', { name, email, phone: '(425) 555-0110', address: '12 Cedar Ln, Bellevue' }))
      .id as number;
  const newJob = async (clientId: number, title = 'Weekly mowing') => created('/api/admin/jobs', { client_id: clientId, title });
  const schedule = async (jobId: number, body: object) => created(`/api/admin/jobs/${jobId}/visits`, body);

  it('turns an accepted proposal into an unscheduled job with the accepted lines, numbered in sequence', async () => {
    const first = await newJob(await newClient());
    expect(first).toMatchObject({ reference: 'J-0001', status: 'unscheduled', visits: [] });

    const quoteId = await insertQuoteRequest(t.app.ctx.db, { name: 'Quinn Quote', email: 'quinn@example.org' });
    const { token } = await sendProposal(t.app, admin, quoteId);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${token}/accept`,
      payload: { signature_name: 'Quinn Quote', accepted_terms: true, optional_line_ids: [] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const { jobs } = (await call('GET', '/api/admin/jobs')).json().data;
    const job = jobs.find((j: { proposal_id: number | null }) => j.proposal_id !== null);
    expect(job).toMatchObject({ reference: 'J-0002', number: 2, status: 'unscheduled', client_name: 'Quinn Quote' });
    // The optional line was left out: only the accepted lines become work.
    expect(job.lines.map((l: { description: string }) => l.description)).toEqual([
      'Landscape Design',
      'Sprinkler System Installation',
    ]);
    const client = (await call('GET', `/api/admin/clients/${job.client_id}`)).json().data;
    expect(JSON.stringify(client)).toContain('quinn@example.org');
  });

  it('refuses a job for a client that does not exist and a visit for someone who is not crew, naming the field', async () => {
    const noClient = await call('POST', '/api/admin/jobs', { client_id: 999_999, title: 'Patio' });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.body).toContain('client_id');
    const job = await newJob(await newClient());
    const customer = (await call('GET', '/api/admin/users?role=customer')).json().data.users[0].id;
    const notCrew = await call('POST', `/api/admin/jobs/${job.id}/visits`, {
      start: '2027-03-09T09:00:00-08:00',
      duration_minutes: 60,
      crew_ids: [customer],
    });
    expect(notCrew.statusCode).toBe(400);
    expect(notCrew.body).toContain('crew_ids');
    expect(await t.app.ctx.db.selectFrom('job_visits').select('id').execute()).toEqual([]);
  });

  it('keeps a weekly series at 9:00 local time across the daylight-saving change, until its end date', async () => {
    const job = await newJob(await newClient());
    const { visits } = await schedule(job.id, {
      start: '2027-03-02T09:00:00-08:00',
      duration_minutes: 90,
      crew_ids: [crew.id],
      recurrence: { frequency: 'weekly', until: '2027-03-23' },
    });
    expect(visits.map((v: Visit) => v.start)).toEqual([
      '2027-03-02T09:00:00-08:00',
      '2027-03-09T09:00:00-08:00',
      '2027-03-16T09:00:00-07:00',
      '2027-03-23T09:00:00-07:00',
    ]);
    const after = (await call('GET', `/api/admin/jobs/${job.id}`)).json().data;
    expect(after.status).toBe('scheduled');
  });

  it("moves 'this and all future' visits to a new time and cancels the rest of a series, keeping the visits before", async () => {
    const job = await newJob(await newClient());
    const { visits } = await schedule(job.id, {
      start: '2027-04-06T09:00:00-07:00',
      duration_minutes: 60,
      crew_ids: [crew.id],
      recurrence: { frequency: 'weekly', count: 4 },
    });
    const moved = await call('PATCH', `/api/admin/job-visits/${visits[2].id}`, {
      start: '2027-04-21T13:30:00-07:00',
      apply_to: 'future',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.visits.map((v: Visit) => v.start)).toEqual([
      '2027-04-21T13:30:00-07:00',
      '2027-04-28T13:30:00-07:00',
    ]);

    const cancelled = await call('PATCH', `/api/admin/job-visits/${visits[1].id}`, { status: 'cancelled', apply_to: 'future' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const all = (await call('GET', `/api/admin/jobs/${job.id}`)).json().data.visits as Visit[];
    expect(all.map((v) => [v.start, v.status])).toEqual([
      ['2027-04-06T09:00:00-07:00', 'scheduled'],
      ['2027-04-13T09:00:00-07:00', 'cancelled'],
      ['2027-04-21T13:30:00-07:00', 'cancelled'],
      ['2027-04-28T13:30:00-07:00', 'cancelled'],
    ]);
  });

  it('warns when one crew member is booked twice at the same time, in the answer and on the schedule', async () => {
    const a = await newJob(await newClient());
    const b = await newJob(await newClient('Robin Fir', 'robin.fir@example.org'), 'Hedge trimming');
    const first = await schedule(a.id, { start: '2027-05-04T09:00:00-07:00', duration_minutes: 120, crew_ids: [crew.id] });
    expect(first.warnings).toEqual([]);
    const second = await schedule(b.id, { start: '2027-05-04T10:00:00-07:00', duration_minutes: 60, crew_ids: [crew.id] });
    const pair = [first.visits[0].id, second.visits[0].id].sort((x, y) => x - y);
    expect(second.warnings).toEqual([{ crew_id: crew.id, visit_ids: pair }]);

    const week = (await call('GET', '/api/admin/schedule?from=2027-05-03&to=2027-05-09')).json().data;
    expect(week.time_zone).toBe('America/Los_Angeles');
    expect(week.visits.map((v: Visit) => v.id)).toEqual(pair);
    expect(week.warnings).toEqual([{ crew_id: crew.id, visit_ids: pair }]);
    expect(week.crew.map((c: { id: number }) => c.id)).toContain(crew.id);
    expect((await call('GET', '/api/admin/schedule?from=2027-05-09&to=2027-05-03')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/schedule?from=2027-05-01&to=2027-08-01')).statusCode).toBe(400);
  });

  it("shows the crew only their own day, and records 'On my way', 'Start' and 'Complete' once each", async () => {
    const job = await newJob(await newClient());
    const mine = await schedule(job.id, { start: '2027-06-08T09:00:00-07:00', duration_minutes: 60, crew_ids: [crew.id] });
    const other = await signInNewCrew(t.app, admin, 'other.crew@example.com');
    const theirs = await schedule(job.id, { start: '2027-06-08T11:00:00-07:00', duration_minutes: 60, crew_ids: [other.id] });
    const visitId = mine.visits[0].id as number;

    const day = (await call('GET', '/api/crew/day?date=2027-06-08', undefined, crew.headers)).json().data;
    expect(day.visits.map((v: Visit) => v.id)).toEqual([visitId]);
    expect(day.visits[0]).toMatchObject({
      client_name: 'Pat Lawn',
      client_phone: '(425) 555-0110',
      address: '12 Cedar Ln, Bellevue',
    });
    expect((await call('POST', `/api/crew/visits/${theirs.visits[0].id}/start`, undefined, crew.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/crew/day', undefined, admin)).statusCode).toBe(403);

    for (let i = 0; i < 2; i++)
      expect((await call('POST', `/api/crew/visits/${visitId}/on-my-way`, undefined, crew.headers)).statusCode).toBe(200);
    const onTheWay = (await deliveredMail(t)).filter((m) => m.to === 'pat.lawn@example.org');
    expect(onTheWay).toHaveLength(1);
    expect(onTheWay[0].subject).toMatch(/on (the|their|our) way/i);

    const started = (await call('POST', `/api/crew/visits/${visitId}/start`, undefined, crew.headers)).json().data;
    const again = (await call('POST', `/api/crew/visits/${visitId}/start`, undefined, crew.headers)).json().data;
    expect(again.started_at).toBe(started.started_at);
    expect((await call('GET', `/api/admin/jobs/${job.id}`)).json().data.status).toBe('in_progress');

    const photo = multipart({}, [{ field: 'image', filename: 'lawn.png', contentType: 'image/png', data: await pngImage() }]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/crew/visits/${visitId}/photos`,
      headers: { ...crew.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode, added.body).toBe(201);

    const report = { notes: 'Gate code worked; mowed front and back.', minutes: 55, checklist: ['Edges'] };
    const done = (await call('POST', `/api/crew/visits/${visitId}/complete`, report, crew.headers)).json().data;
    expect(done).toMatchObject({ status: 'completed', notes: report.notes, minutes_spent: 55, checklist_done: ['Edges'] });
    const repeat = await call('POST', `/api/crew/visits/${visitId}/complete`, { ...report, notes: 'sent twice' }, crew.headers);
    expect(repeat.json().data).toMatchObject({ notes: report.notes, completed_at: done.completed_at });

    // The client's summary: one e-mail with what was ticked and the photo, never the office notes.
    const summaries = (await deliveredMail(t)).filter((m) => m.to === 'pat.lawn@example.org' && /finished/.test(m.subject));
    expect(summaries).toHaveLength(1);
    expect(summaries[0].subject).toBe('Evergreen Landscaping finished the visit: Weekly mowing');
    expect(summaries[0].text).toContain('Done: Edges.');
    expect(summaries[0].text).not.toContain('Gate code worked');
    const photoUrl = `${t.config.publicUrl}${new URL(done.photos[0].url, 'http://x').pathname}`;
    expect(summaries[0].text).toContain(`Photo 1 at Pat Lawn: ${photoUrl}`);
    expect(summaries[0].html).toContain(`<img src="${photoUrl}" alt="Photo 1 at Pat Lawn"`);
    expect(summaries[0].text).toContain(`${t.config.publicUrl}/hub/sign-in?lang=en`);
  });

  it('reads company settings saved before the arrival window existed with the default window, keeping the rest', async () => {
    const { arrivalWindowMinutes: _dropped, ...oldVisits } = DEFAULT_COMPANY.visits;
    const saved = { ...DEFAULT_COMPANY, name: 'Cedar & Moss', visits: { ...oldVisits, lengthMinutes: 90 } };
    await t.app.ctx.db
      .updateTable('company_settings')
      .set({ data: JSON.stringify(saved) })
      .execute();
    const company = await readCompany(t.app.ctx.db);
    expect(company.name).toBe('Cedar & Moss');
    expect(company.visits).toEqual({ ...DEFAULT_COMPANY.visits, lengthMinutes: 90, arrivalWindowMinutes: 60 });
  });

  it('reminds the client the day before in their language with the arrival window, once, and again when the visit moves', async () => {
    const client = await created('/api/admin/clients', {
      name: 'Lía Césped',
      email: 'lia@example.org',
      phone: '(425) 555-0111',
      address: '9 Fir St, Redmond',
      language: 'es',
    });
    const job = await newJob(client.id, 'Corte semanal');
    const { visits } = await schedule(job.id, { start: '2027-06-08T09:00:00-07:00', duration_minutes: 60, crew_ids: [crew.id] });
    const run = async (iso: string) => (await t.app.ctx.scheduler.runDue(new Date(iso)))['job-visit-reminders'];
    expect(await run('2027-06-07T08:00:00-07:00')).toBe(0);
    expect(await run('2027-06-07T09:30:00-07:00')).toBe(1);
    expect(await run('2027-06-07T10:00:00-07:00')).toBe(0);

    const tz = 'America/Los_Angeles';
    const at = (iso: string) => formatTime(iso, 'es', tz);
    const mails = (await deliveredMail(t)).filter((m) => m.to === 'lia@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      `Recordatorio: Evergreen Landscaping viene el ${formatLongDate('2027-06-08T16:00:00Z', 'es', tz)}`,
    );
    expect(mails[0].text).toContain(`con llegada entre las ${at('2027-06-08T16:00:00Z')} y las ${at('2027-06-08T17:00:00Z')}.`);
    expect(mails[0].text).toContain('Dirección: 9 Fir St, Redmond');

    // Moved to Thursday afternoon, with the owner's window set to none: reminded again, 'at' the time.
    await writeCompany(t.app.ctx.db, { ...DEFAULT_COMPANY, visits: { ...DEFAULT_COMPANY.visits, arrivalWindowMinutes: 0 } });
    const moved = await call('PATCH', `/api/admin/job-visits/${visits[0].id}`, {
      start: '2027-06-10T14:00:00-07:00',
      apply_to: 'this',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await run('2027-06-09T15:00:00-07:00')).toBe(1);
    const again = (await deliveredMail(t)).filter((m) => m.to === 'lia@example.org');
    expect(again).toHaveLength(2);
    expect(again[1].text).toContain(`con llegada a las ${at('2027-06-10T21:00:00Z')}.`);
    // A cancelled visit is not reminded.
    const cancelled = await schedule(job.id, { start: '2027-06-15T09:00:00-07:00', duration_minutes: 60, crew_ids: [crew.id] });
    await call('PATCH', `/api/admin/job-visits/${cancelled.visits[0].id}`, { status: 'cancelled', apply_to: 'this' });
    expect(await run('2027-06-14T12:00:00-07:00')).toBe(0);
  });

  it('cancels a job with only its visits still to come, and refuses new visits for it', async () => {
    const job = await newJob(await newClient());
    await schedule(job.id, { start: '2027-07-06T09:00:00-07:00', duration_minutes: 60, crew_ids: [crew.id] });
    const res = await call('PATCH', `/api/admin/jobs/${job.id}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', visits: [{ status: 'cancelled' }] });
    const more = await call('POST', `/api/admin/jobs/${job.id}/visits`, {
      start: '2027-07-13T09:00:00-07:00',
      duration_minutes: 60,
      crew_ids: [],
    });
    expect(more.statusCode).toBe(409);
  });
});
