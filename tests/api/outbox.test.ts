import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth.js';
import { startSmtpServer } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const quote = {
  propertyType: 'residential',
  propertySize: 'medium',
  services: ['lawn-maintenance'],
  timeline: 'flexible',
  urgency: 'normal',
  plantPreferences: [],
  stylePreferences: [],
  materialSelection: [],
  contactInfo: { name: 'Robin Lee', email: 'robin@example.org' },
  language: 'en',
};

/** A port on which nothing listens: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(engines)('the mail outbox on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterEach(async () => {
    await t.close();
  });

  const outbox = () => t.app.ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('accepts a lead while the mail server is down, keeps its mails, and delivers them once when it is back', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: quote });
    expect(res.statusCode).toBe(201);
    expect((await outbox()).map((m) => [m.kind, m.status])).toEqual([
      ['quote-customer', 'pending'],
      ['quote-company', 'pending'],
    ]);

    expect(await t.app.ctx.outbox.deliverDue()).toBe(0);
    const failed = await outbox();
    expect(failed.every((m) => m.status === 'pending' && m.attempts === 1 && m.last_error)).toBe(true);
    expect(failed.every((m) => m.next_attempt_at > m.created_at)).toBe(true);

    // The admin sees both, with the mail server's answer.
    const admin = await loginAs(t.app, 'admin');
    const listed = (await t.app.inject({ url: '/api/admin/outbox', headers: admin })).json().data;
    expect(listed.map((m: { kind: string }) => m.kind).sort()).toEqual(['quote-company', 'quote-customer']);
    expect(listed[0].last_error).toMatch(/ECONNREFUSED|connect/i);

    // The site restarts with a working mail server: the two mails go out, once each.
    const smtp = await startSmtpServer();
    const restarted = await createTestApp(engine, { smtpUrl: smtp.url }, { shareDatabaseOf: t });
    try {
      for (const m of failed)
        await restarted.app.inject({ method: 'POST', url: `/api/admin/outbox/${m.id}/retry`, headers: admin });
      const sent = await Promise.all([restarted.app.ctx.outbox.deliverDue(), restarted.app.ctx.outbox.deliverDue()]);
      expect(sent[0] + sent[1]).toBe(2);
      expect(await restarted.app.ctx.outbox.deliverDue()).toBe(0);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['hello@evergreen-landscaping.example', 'robin@example.org']);
      expect((await outbox()).every((m) => m.status === 'sent' && m.sent_at)).toBe(true);
    } finally {
      await restarted.close();
      await smtp.close();
    }
  });

  it('sends each message once when several processes deliver at the same time', async () => {
    const smtp = await startSmtpServer();
    const workers = await Promise.all([1, 2, 3].map(() => createTestApp(engine, { smtpUrl: smtp.url }, { shareDatabaseOf: t })));
    try {
      for (let i = 0; i < 6; i++) {
        const payload = { ...quote, contactInfo: { name: `Visitor ${i}`, email: `visitor${i}@example.org` } };
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/quotes', payload, remoteAddress: `192.0.2.${i}` })).statusCode,
        ).toBe(201);
      }
      const sent = await Promise.all(workers.map((w) => w.app.ctx.outbox.deliverDue()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
      expect(smtp.messages).toHaveLength(12);
      const customers = smtp.messages.map((m) => m.to[0]).filter((to) => to.startsWith('visitor'));
      expect(new Set(customers).size).toBe(6);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await smtp.close();
    }
  });

  it('lets only admins see and retry undelivered mail', async () => {
    expect((await t.app.inject({ url: '/api/admin/outbox' })).statusCode).toBe(401);
    const customer = await loginAs(t.app, 'customer');
    expect((await t.app.inject({ url: '/api/admin/outbox', headers: customer })).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'admin');
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/outbox/999999/retry', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This e-mail does not exist or was already delivered.');
  });
});
