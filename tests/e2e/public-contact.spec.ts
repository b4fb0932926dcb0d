import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { expectAccessibleAtPhoneAndDesktop, openDatabase, outbox, useOwnAddress } from './public';

const uniqueEmail = () => `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function storedMessages(email: string) {
  const db = openDatabase();
  try {
    return db.prepare('SELECT * FROM contact_messages WHERE email = ?').all(email) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

async function fillForm(
  page: Page,
  values: { name?: string; email?: string; phone?: string; service?: string; message?: string },
) {
  const form = page.getByRole('main').locator('form');
  if (values.name !== undefined) await form.getByLabel('Full Name').fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email Address').fill(values.email);
  if (values.phone !== undefined) await form.getByLabel('Phone Number').fill(values.phone);
  if (values.service !== undefined) await form.getByLabel('Service Interest').selectOption({ label: values.service });
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message);
  return form;
}

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  test('sends a message: stored, the company notified, the thanks in the form’s place', async ({ page }) => {
    const email = uniqueEmail();
    await gotoHydrated(page, '/contact?lang=en');
    const form = await fillForm(page, {
      name: 'Grace Lee',
      email,
      phone: '(425) 555-0101',
      service: 'Hardscaping',
      message: 'We would like a paver patio behind the house, about 300 sq ft.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you for your message! We will get back to you soon.');
    await expect(form).toHaveCount(0);

    const [stored] = storedMessages(email);
    expect(stored).toMatchObject({
      name: 'Grace Lee',
      phone: '(425) 555-0101',
      service_interest: 'hardscaping',
      status: 'new',
      language_code: 'en',
    });
    // The outbox's worker delivers in the background: wait for the notification to reach the folder.
    await expect.poll(() => outbox().some((m) => m.text.includes(email))).toBe(true);
    const mail = outbox().find((m) => m.text.includes(email));
    expect(mail).toMatchObject({ to: 'hello@evergreen-landscaping.example', subject: 'New contact message from Grace Lee' });
    expect(mail?.text).toContain('Service interest: Hardscaping');
  });

  test('names the required fields that are missing and sends nothing', async ({ page }) => {
    await gotoHydrated(page, '/contact?lang=en');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fix the validation errors below');
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await expect(form.getByText('Please enter your full name.')).toBeVisible();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(form.getByText('Please enter a message.')).toBeVisible();
    await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter your email address.');
    await expect(form.getByLabel('Phone Number')).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('refuses an invalid e-mail address', async ({ page }) => {
    const name = `Invalid ${Date.now()}`;
    await gotoHydrated(page, '/contact?lang=en');
    const form = await fillForm(page, { name, email: 'grace@', message: 'Hello' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(form.getByLabel('Email Address')).toBeFocused();
    await expect(page.getByText('Thank you for your message!')).toHaveCount(0);
    const db = openDatabase();
    expect(db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE name = ?').get(name)).toEqual({ n: 0 });
    db.close();
  });

  test('a filled honeypot looks like a success but nothing is stored or sent', async ({ page }) => {
    const email = uniqueEmail();
    await gotoHydrated(page, '/contact?lang=en');
    const form = await fillForm(page, { name: 'Spam Bot', email, message: 'Cheap pills' });
    await form.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you for your message! We will get back to you soon.');
    expect(storedMessages(email)).toEqual([]);
    expect(outbox().some((m) => m.text.includes(email))).toBe(false);
  });

  test('works without JavaScript: errors and the thanks are rendered by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.2' } });
    const page = await context.newPage();
    await page.goto('/contact?lang=es');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Nombre completo').fill('Lucía Gómez');
    await form.getByLabel('Correo electrónico').fill('lucia@');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toContainText('Corrige los errores de validación indicados abajo');
    await expect(form.getByText('Ingresa un correo electrónico válido, como nombre@ejemplo.com.')).toBeVisible();
    await expect(form.getByText('Escribe un mensaje.')).toBeVisible();
    // What was typed is kept.
    await expect(form.getByLabel('Nombre completo')).toHaveValue('Lucía Gómez');

    const email = uniqueEmail();
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Mensaje').fill('¿Pueden podar dos arces la próxima semana?');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status')).toHaveText('¡Gracias por tu mensaje! Te responderemos pronto.');
    await expect(form).toHaveCount(0);
    expect(storedMessages(email)).toEqual([expect.objectContaining({ name: 'Lucía Gómez', language_code: 'es' })]);
    await context.close();
  });

  test('shows the company facts, the map, the FAQ and the reply promise', async ({ page }) => {
    await gotoHydrated(page, '/contact?lang=en');
    const info = page.getByRole('region', { name: 'Get in Touch' });
    await expect(info).toContainText('1200 Garden Way, Bellevue, WA 98004');
    await expect(info.getByRole('link', { name: '(425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
    await expect(info.getByRole('link', { name: 'hello@evergreen-landscaping.example' })).toHaveAttribute(
      'href',
      'mailto:hello@evergreen-landscaping.example',
    );
    for (const text of ['Mon-Fri 8AM-6PM', 'Sat 9AM-4PM', 'Sun closed', 'We reply to every message within 24 hours.']) {
      await expect(info).toContainText(text);
    }
    await expect(page.getByRole('img', { name: /Map of Bellevue and Seattle with our office at 1200 Garden Way/ })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('term')).toHaveCount(4);
    await expect(faq).toContainText('1-2 weeks');
    await expect(faq).toContainText('2-4 weeks');
    await expect(faq).toContainText('Every estimate is free');
    await expect(faq).toContainText('Bellevue and the Seattle area');
    await expect(faq).toContainText('licensed, insured and bonded');
    await expect(page.getByLabel('Service Interest').locator('option')).toHaveText([
      'Select a service',
      'Landscape Design',
      'Lawn Maintenance',
      'Tree Services',
      'Irrigation',
      'Hardscaping',
      'Seasonal Services',
      'Other',
    ]);
  });

  test('reads and sends in Portuguese', async ({ page }) => {
    const email = uniqueEmail();
    await gotoHydrated(page, '/contact?lang=pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fale conosco');
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Nome completo').fill('João Silva');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Serviço de interesse').selectOption({ label: 'Irrigação' });
    await form.getByLabel('Mensagem').fill('Meu irrigador está vazando.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('status')).toHaveText('Obrigado pela sua mensagem! Entraremos em contato em breve.');
    expect(storedMessages(email)).toEqual([expect.objectContaining({ service_interest: 'irrigation', language_code: 'pt' })]);
  });

  test('has no accessibility violations at phone and desktop width', async ({ page }) => {
    await expectAccessibleAtPhoneAndDesktop(page, '/contact?lang=en');
    await expectAccessibleAtPhoneAndDesktop(page, '/contact?lang=es');
  });
});
