import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { writeCompany } from '../../src/server/settings/repository.js';
import { loginAs } from '../helpers/auth.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { freeSlotsOf } from '../helpers/visits.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

/** Text of the HTML without tags, entities of ours decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** The pages of site visits without JavaScript: what a browser gets from the server alone. */
describe.each(engines)('site-visit pages on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const post = (url: string, form: Record<string, string>, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
      remoteAddress,
    });

  it('books through links, a GET form and a POST form, then shows the visit on its own private page', async () => {
    const [slot] = await freeSlotsOf(t.app);
    const day = slot.start.slice(0, 10);
    const start = await get('/book-visit');
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    expect(start.headers['x-page-cache']).toBeUndefined();
    expect(text(start.body)).toContain('Times are shown in Pacific Time, our local time.');
    // Each step opens the page at the next one (#visit-time, #visit-details), not at its top.
    expect(start.body).toContain(`href="/book-visit?date=${day}#visit-time"`);
    expect(text((await get('/book-visit?lang=es')).body)).toContain(
      'Todas las horas corresponden a la hora del Pacífico, nuestra hora local.',
    );
    expect(text((await get('/book-visit?lang=pt')).body)).toContain(
      'Os horários estão no Horário do Pacífico, o nosso horário local.',
    );

    const times = await get(`/book-visit?date=${day}`);
    expect(times.body).toMatch(/<form [^>]*action="\/book-visit#visit-details" method="get"/);
    expect(times.body).toContain(`value="${slot.start}"`);

    const details = await get(`/book-visit?date=${day}&start=${encodeURIComponent(slot.start)}`);
    expect(details.body).toMatch(/<form [^>]*action="\/book-visit\?date=[^"]+#visit-details" method="post"/);
    expect(text(details.body)).toContain('Your visit:');

    const formUrl = `/book-visit?date=${day}&start=${encodeURIComponent(slot.start)}`;
    const missing = await post(formUrl, { start: slot.start, name: '', email: 'x@', phone: '', address: '' });
    expect(missing.statusCode).toBe(400);
    expect(text(missing.body)).toContain('Please enter a valid email address, like name@example.com.');

    const booked = await post(formUrl, {
      start: slot.start,
      name: 'Rosa Díaz',
      email: 'rosa@example.org',
      phone: '(425) 555-0123',
      address: '9 Alder Court, Redmond, WA',
      service: 'irrigation',
      notes: '',
      website: '',
    });
    expect(booked.statusCode).toBe(302);
    const location = String(booked.headers.location);
    expect(location).toMatch(/^\/visits\/[A-Za-z0-9_-]+\?done=booked$/);

    const manage = await get(location);
    expect(manage.statusCode).toBe(200);
    expect(manage.headers['cache-control']).toBe('private, no-store');
    expect(manage.body).toContain('<meta name="robots" content="noindex"/>');
    const page = text(manage.body);
    expect(page).toContain('Your site visit is booked. We sent a confirmation with a calendar invitation to rosa@example.org.');
    expect(page).toContain('9 Alder Court, Redmond, WA');
    expect(page).toContain('You can reschedule or cancel online until');
    expect((await get(location)).headers['x-page-cache']).toBeUndefined();
    expect((await get('/visits/no-such-token')).statusCode).toBe(404);
  });

  it('books from a prefilled address with the quote’s reference: the fields show, and the visit joins that lead', async () => {
    const quoteId = await insertQuoteRequest(t.app.ctx.db, {
      name: 'Quinn Quote',
      email: 'quinn@example.org',
      reference: 'EVG-2026-QXNN27',
    });
    const [slot] = await freeSlotsOf(t.app);
    const prefill = {
      name: 'Quinn Quote',
      email: 'quinn@example.org',
      phone: '(425) 555-0177',
      address: '12 Cedar Lane, Bellevue, WA',
      service: 'irrigation',
      lead: 'EVG-2026-QXNN27',
    };
    const formUrl = `/book-visit?${new URLSearchParams({ ...prefill, date: slot.start.slice(0, 10), start: slot.start })}`;
    const page = await get(formUrl);
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain('This visit belongs to your quote request EVG-2026-QXNN27.');
    for (const [name, value] of Object.entries(prefill).filter(([name]) => name !== 'service'))
      expect(page.body, name).toMatch(new RegExp(`<input [^>]*name="${name}"[^>]*value="${value.replace(/[().]/g, '\\$&')}"`));
    expect(page.body).toMatch(/<option value="irrigation" selected="">/);

    const booked = await post(formUrl, { ...prefill, start: slot.start, notes: 'Back gate', website: '' });
    expect(booked.statusCode).toBe(302);
    const visit = await t.app.ctx.db.selectFrom('visits').selectAll().executeTakeFirstOrThrow();
    expect(visit).toMatchObject({ lead_type: 'quote', lead_id: quoteId, name: 'Quinn Quote', service: 'irrigation' });
    expect(visit.start_at).toBe(new Date(slot.start).toISOString());
    // No second lead was made: the visit is in the quote request's history.
    expect(await t.app.ctx.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
    const events = await t.app.ctx.db.selectFrom('lead_events').select(['lead_type', 'lead_id', 'kind']).execute();
    expect(events).toEqual([{ lead_type: 'quote', lead_id: quoteId, kind: 'visit' }]);
  });

  it('links the contact page to the booking page, in every language', async () => {
    for (const [lang, label] of [
      ['en', 'Book a site visit'],
      ['es', 'Reservar una visita'],
      ['pt', 'Agendar uma visita'],
    ]) {
      const html = (await get(`/contact?lang=${lang}`)).body;
      expect(/<a [^>]*href="\/book-visit"[^>]*>([^<]+)<\/a>/.exec(html)?.[1], lang).toBe(label);
    }
  });

  it('reschedules and cancels from the manage page without JavaScript, in Spanish', async () => {
    const [first, second] = await freeSlotsOf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      payload: {
        name: 'Lucía Gómez',
        email: 'lucia@example.org',
        phone: '(425) 555-0111',
        address: '1 Pine St',
        start: first.start,
        language: 'es',
      },
    });
    const path = new URL(res.json().data.manage_url).pathname;
    // The e-mailed link opens in the visitor's language on a browser without the language cookie.
    const mailed = await get(res.json().data.manage_url.replace(t.config.publicUrl, ''));
    expect(mailed.body).toContain('<html lang="es"');
    const manage = await get(`${path}?date=${second.start.slice(0, 10)}`, { cookie: 'lang=es' });
    expect(text(manage.body)).toContain('Elige otra hora');
    // Cancelling asks first: the page links to the question, which holds the only cancel form.
    expect(manage.body).not.toContain('value="cancel"');
    expect(manage.body).toMatch(new RegExp(`href="${path}\\?[^"]*cancel=confirm#visit-cancel"`));
    const asking = await get(`${path}?cancel=confirm`, { cookie: 'lang=es' });
    expect(asking.body).toContain('value="cancel"');
    expect(text(asking.body)).toMatch(
      /¿Cancelar tu visita del .+\?.*Sí, cancelar mi visita.*Mejor cambiar la hora.*Mantener mi visita/s,
    );
    expect(asking.body).toContain(`href="${path}#visit-reschedule"`);
    expect(manage.body).toContain(`value="${second.start}"`);

    const moved = await post(path, { intent: 'reschedule', start: second.start });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`${path}?done=rescheduled`);
    const after = await get(`${path}?done=rescheduled`, { cookie: 'lang=es' });
    expect(text(after.body)).toContain('Listo: tu visita ahora es el');

    const cancelled = await post(path, { intent: 'cancel' });
    expect(cancelled.headers.location).toBe(`${path}?done=cancelled`);
    const gone = text((await get(`${path}?done=cancelled`, { cookie: 'lang=es' })).body);
    expect(gone).toContain('Tu visita está cancelada.');
    expect(gone).toContain('Reservar otra visita');
    expect(gone).not.toContain('Cancelar mi visita');
    const mails = await deliveredMail(t);
    expect(mails.filter((m) => m.to === 'lucia@example.org').map((m) => m.subject.split(' ').slice(0, 3).join(' '))).toEqual([
      'Tu visita el',
      'Tu visita ahora',
      'Tu visita del',
    ]);
  });

  it('offers the next free times when the chosen one was taken meanwhile, keeping what was typed', async () => {
    const [slot, next] = await freeSlotsOf(t.app);
    const body = { start: slot.start, name: 'Ann Lee', email: 'ann@example.org', phone: '(425) 555-0100', address: '3 Elm Way' };
    expect((await post('/book-visit', body, '203.0.113.8')).statusCode).toBe(302);
    const formUrl = `/book-visit?date=${slot.start.slice(0, 10)}&start=${encodeURIComponent(slot.start)}`;
    const again = await post(formUrl, { ...body, email: 'bo@example.org', name: 'Bo Chen' }, '203.0.113.9');
    expect(again.statusCode).toBe(409);
    const page = text(again.body);
    expect(page).toContain('Sorry, someone has just booked this time. Please choose another one.');
    expect(page).toContain('Free times soon after');
    expect(again.body).toContain(`value="${next.start}"`);
    expect(again.body).toContain('value="Bo Chen"');
  });

  it('shows the opening hours from the structured settings in every language, and in search results', async () => {
    const hoursOf = (html: string) =>
      text(html)
        .match(/Business Hours (.*?) We reply|Horario de atención (.*?) Respondemos|Horário de atendimento (.*?) Respondemos/)
        ?.slice(1)
        .find(Boolean);
    expect(hoursOf((await get('/contact?lang=en')).body)).toBe('Mon-Fri 8AM-6PM Sat 9AM-4PM Sun closed');
    expect(hoursOf((await get('/contact?lang=es')).body)).toBe('Lun-Vie 8 a. m.-6 p. m. Sáb 9 a. m.-4 p. m. Dom cerrado');
    expect(hoursOf((await get('/contact?lang=pt')).body)).toBe('Seg-Sex 8h-18h Sáb 9h-16h Dom fechado');

    const admin = await loginAs(t.app, 'admin');
    const hours = { ...DEFAULT_COMPANY.openingHours, wed: null, sat: { open: '09:30', close: '13:00' } };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: admin,
      payload: { ...DEFAULT_COMPANY, openingHours: hours },
    });
    expect(saved.statusCode).toBe(200);
    const english = (await get('/contact?lang=en')).body;
    expect(hoursOf(english)).toBe('Mon-Tue 8AM-6PM Wed closed Thu-Fri 8AM-6PM Sat 9:30AM-1PM Sun closed');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec((await get('/')).body)![1]);
    expect(jsonLd.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:30', closes: '13:00' },
    ]);
    // No slot on a closed day.
    const slots = await freeSlotsOf(t.app, 'days=14');
    expect(slots.some((s) => new Date(`${s.start.slice(0, 10)}T12:00:00Z`).getUTCDay() === 3)).toBe(false);
  });

  it('refuses settings whose hours or visit rules make no sense', async () => {
    const admin = await loginAs(t.app, 'admin');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', headers: admin, payload });
    const backwards = await put({
      ...DEFAULT_COMPANY,
      openingHours: { ...DEFAULT_COMPANY.openingHours, mon: { open: '18:00', close: '08:00' } },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ path: 'openingHours.mon.close', msg: 'Closing must come after opening.' }]);
    const zone = await put({ ...DEFAULT_COMPANY, timeZone: 'Mars/Olympus' });
    expect(zone.json().errors[0].path).toBe('timeZone');
    const length = await put({ ...DEFAULT_COMPANY, visits: { ...DEFAULT_COMPANY.visits, lengthMinutes: 5 } });
    expect(length.json().errors[0].path).toBe('visits.lengthMinutes');
    await writeCompany(t.app.ctx.db, DEFAULT_COMPANY);
  });
});
