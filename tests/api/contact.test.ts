import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/limits/rules.js';
import { loginAs } from '../helpers/auth.js';
import { deliveredMail, startSmtpServer } from '../helpers/mail.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(206) 555-0199',
  serviceInterest: 'tree-services',
  message: 'Our maple is leaning over the driveway. Can you take a look next week?',
};

describe.each(engines)('contact API on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (payload: object, headers: Record<string, string> = {}, url = '/api/contact', remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const messages = () => t.app.ctx.db.selectFrom('contact_messages').selectAll().execute();

  it('stores the message as a new lead and notifies the company by e-mail', async () => {
    const res = await post(valid, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: '¡Gracias por tu mensaje! Te responderemos pronto.' });

    const [stored] = await messages();
    const { serviceInterest: _, ...columns } = valid;
    expect(stored).toMatchObject({ ...columns, service_interest: 'tree-services', language_code: 'es', status: 'new' });
    const mail = await deliveredMail(t);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe('hello@evergreen-landscaping.example');
    expect(mail[0]).toMatchObject({ subject: 'New contact message from Ana Souza', replyTo: 'ana@example.com' });
    expect(mail[0].text).toContain('Our maple is leaning over the driveway.');
    expect(mail[0].text).toContain('Service interest: Tree Services');
    expect(mail[0].text).toContain('Language: Spanish');
    expect(mail[0].html).toContain('Ana Souza');

    // The message is a new lead in the admin inbox.
    const inbox = await t.app.inject({ url: '/api/admin/leads?type=contact', headers: await loginAs(t.app, 'admin') });
    expect(inbox.json().data.leads).toEqual([
      expect.objectContaining({ type: 'contact', name: 'Ana Souza', status: 'new', overdue: false }),
    ]);
  });

  it('answers the success message in English by default', async () => {
    const res = await post({ name: 'Bo', email: 'bo@example.com', message: 'Hello' });
    expect(res.json().message).toBe('Thank you for your message! We will get back to you soon.');
    const [stored] = await messages();
    expect(stored).toMatchObject({ phone: null, service_interest: null, language_code: 'en' });
  });

  it('refuses missing and invalid fields with translated messages and stores nothing', async () => {
    const res = await post({ name: ' ', email: 'not-an-email', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please fix the validation errors below',
      errors: [
        { path: 'name', msg: 'Please enter your full name.' },
        { path: 'email', msg: 'Please enter a valid email address, like name@example.com.' },
        { path: 'message', msg: 'Please enter a message.' },
      ],
    });
    const pt = await post({ ...valid, email: '', serviceInterest: 'gardening' }, {}, '/api/contact?lang=pt');
    expect(pt.json().errors).toEqual([
      { path: 'email', msg: 'Informe seu e-mail.' },
      { path: 'serviceInterest', msg: 'Escolha um serviço da lista.' },
    ]);
    expect(await messages()).toEqual([]);
    expect(await deliveredMail(t)).toEqual([]);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    expect(await messages()).toEqual([]);
    expect(await deliveredMail(t)).toEqual([]);
  });

  it(`limits each address to ${LIMITS.contact.max} messages in the window, without storing the extra ones`, async () => {
    for (let i = 0; i < LIMITS.contact.max; i++) expect((await post(valid)).statusCode).toBe(201);
    const refused = await post(valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'You have sent several messages in a short time. Please wait a few minutes, or call us.',
    });
    expect(await messages()).toHaveLength(LIMITS.contact.max);
    // Another visitor is not affected.
    expect((await post(valid, {}, '/api/contact', '203.0.113.9')).statusCode).toBe(201);
  });

  it('keeps the message when the notification cannot be sent', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const broken = await createTestApp(engine, { smtpUrl: smtp.url });
    try {
      const res = await broken.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.statusCode).toBe(201);
      expect(await broken.app.ctx.db.selectFrom('contact_messages').select('email').execute()).toEqual([{ email: valid.email }]);
    } finally {
      await broken.close();
    }
  });

  it('sends the notification over SMTP to COMPANY_EMAIL when configured', async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp(engine, { smtpUrl: smtp.url, companyEmail: 'leads@evergreen.example' });
    try {
      expect((await app.app.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode).toBe(201);
      expect(await app.app.ctx.outbox.deliverDue()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to).toEqual(['leads@evergreen.example']);
      expect(smtp.messages[0].raw).toContain('Reply-To: ana@example.com');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
