import type { Page } from '@playwright/test';
import { readOutbox } from '../helpers/mail';
import { DEMO, E2E_DATA_DIR, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { useOwnAddress } from './public';

const PHONE_SIZE = { width: 390, height: 844 };

/** The manage link of the newest visit e-mail to an address, once the outbox delivered it. */
async function manageLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = readOutbox(E2E_DATA_DIR)
        .reverse()
        .find((m) => m.to === email && /\/visits\//.test(m.text));
      link = mail?.text.match(/https?:\/\/\S+\/visits\/[A-Za-z0-9_-]+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!).pathname;
}

/** Opens the n-th day that still has free times (tests pick different days, so they never race for a slot). */
async function chooseDay(page: Page, nth: number, label = 'Days with their free times', free = /free time/) {
  await page.getByRole('navigation', { name: label }).getByRole('link', { name: free }).nth(nth).click();
  await expect(page.getByRole('main').getByRole('group')).toBeVisible();
}

test.describe('site visits', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  test('a visitor on a phone books from the services page and reschedules through the e-mail’s manage link', async ({ page }) => {
    await page.setViewportSize(PHONE_SIZE);
    const email = uniqueEmail('visitor');
    await gotoHydrated(page, '/services?lang=en');
    await page.getByRole('link', { name: 'Schedule Consultation' }).click();
    await expect(page).toHaveURL(/\/book-visit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a site visit' })).toBeVisible();
    await expect(page.getByText('Times are shown in Pacific Time, our local time.')).toBeVisible();
    await expectAccessible(page);

    await chooseDay(page, 1);
    const times = page.getByRole('group', { name: /^Free times on / });
    const firstTime = times.getByRole('radio').first();
    const timeLabel = (await times.locator('label').first().innerText()).trim();
    await firstTime.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Your visit: .+, .+ \(Pacific Time\)/)).toContainText(timeLabel);

    const details = page.getByRole('region', { name: '3. Your details' });
    await details.getByLabel('Full Name').fill('Grace Hopper');
    await details.getByLabel('Email Address').fill(email);
    await details.getByLabel('Phone Number').fill('(425) 555-0177');
    await details.getByLabel('Property address').fill('77 Cedar Lane, Bellevue, WA 98004');
    await details.getByLabel('Service').selectOption({ label: 'Hardscaping' });
    await details.getByLabel('Notes').fill('Patio behind the garage.');
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Book the visit' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your site visit' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `Your site visit is booked. We sent a confirmation with a calendar invitation to ${email}.`,
    );
    await expect(page.getByText('77 Cedar Lane, Bellevue, WA 98004')).toBeVisible();
    await expectAccessible(page);

    // The e-mail's link leads back to the visit, where another time can be chosen.
    const link = await manageLinkFor(email);
    await gotoHydrated(page, link);
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
    const reschedule = page.getByRole('region', { name: 'Choose another time' });
    await reschedule
      .getByRole('navigation', { name: 'Days with their free times' })
      .getByRole('link', { name: /free time/ })
      .nth(2)
      .click();
    const newTimes = reschedule.getByRole('group', { name: /^Free times on / });
    await newTimes.getByRole('radio').last().check();
    const newLabel = (await newTimes.locator('label').last().innerText()).trim();
    await reschedule.getByRole('button', { name: 'Move my visit' }).click();
    await expect(page.getByRole('status')).toContainText('Done: your visit is now on');
    await expect(page.getByRole('status')).toContainText(newLabel);
    await expect
      .poll(() =>
        readOutbox(E2E_DATA_DIR)
          .filter((m) => m.to === email)
          .map((m) => m.subject.split(' on ')[0]),
      )
      .toEqual(['Your site visit', 'Your site visit is now']);
  });

  test('books and cancels without JavaScript, in Portuguese', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.250.7.7' } });
    const page = await context.newPage();
    const email = uniqueEmail('sem-js');
    await page.goto('/book-visit?lang=pt');
    await expect(page.getByText('Os horários estão no Horário do Pacífico, o nosso horário local.')).toBeVisible();
    await chooseDay(page, 4, 'Dias com os horários livres', /horário/);
    await page
      .getByRole('group', { name: /^Horários livres em / })
      .getByRole('radio')
      .nth(1)
      .check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Nome completo').fill('João Silva');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('(425) 555-0155');
    await page.getByLabel('Endereço do imóvel').fill('12 Maple Street, Redmond, WA');
    await page.getByRole('button', { name: 'Agendar a visita' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Sua visita está agendada. Enviamos uma confirmação com um convite de agenda para ${email}.`,
    );
    await page.getByRole('link', { name: 'Cancelar minha visita' }).click();
    await page.getByRole('button', { name: 'Sim, cancelar minha visita' }).click();
    await expect(page.getByRole('status')).toHaveText(`Sua visita foi cancelada. Enviamos uma confirmação para ${email}.`);
    await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
    await context.close();
  });

  test('the company sees the week, cancels a visit with a message and blocks a day', async ({ page, request }) => {
    const name = `Walter ${Date.now().toString(36)}`;
    const email = uniqueEmail('walter');
    const slots = (await (await request.get('/api/visits/slots?days=30')).json()).data as { start: string }[];
    // A day of its own, far from the visitor test's days.
    const days = [...new Set(slots.map((s) => s.start.slice(0, 10)))];
    const slot = slots.filter((s) => s.start.startsWith(days[8])).at(-2)!;
    const booked = await request.post('/api/visits', {
      data: {
        name,
        email,
        phone: '(425) 555-0166',
        address: '5 Birch Road, Kirkland, WA',
        service: 'irrigation',
        start: slot.start,
      },
      headers: { 'x-forwarded-for': '10.77.3.9' },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await gotoHydrated(page, '/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Visits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site visits' })).toBeVisible();
    // Move to the visit's week with the week links (the agenda of the next 14 days above may show it too).
    const card = page.getByRole('list', { name: 'Visits of the week' }).getByRole('article', { name: `Visit of ${name}` });
    for (let i = 0; i < 6 && !(await card.isVisible()); i++) {
      const heading = await page.getByRole('heading', { level: 2, name: /^Week of / }).innerText();
      await page.getByRole('link', { name: 'Next week →' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).not.toHaveText(heading);
    }
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Map of 5 Birch Road, Kirkland, WA' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=5%20Birch%20Road%2C%20Kirkland%2C%20WA',
    );
    await expect(card.getByRole('link', { name: 'Call (425) 555-0166' })).toHaveAttribute('href', 'tel:+14255550166');
    await expect(card).toContainText('Service: Irrigation');
    await expect(card.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Cancel visit' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel the visit of ${name}` });
    await dialog.getByLabel('Message to the visitor').fill('Our crew is out after the storm. Please pick another day.');
    await dialog.getByRole('button', { name: 'Cancel the visit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit cancelled' })).toHaveText(
      'Visit cancelled; the visitor was told by e-mail.',
    );
    await expect(card).toContainText('Cancelled');
    await expect
      .poll(() => readOutbox(E2E_DATA_DIR).find((m) => m.to === email && m.subject.startsWith('We had to cancel'))?.text ?? '')
      .toContain('Our crew is out after the storm.');

    await card.getByRole('link', { name: 'Open lead' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message from ${name}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Site visit booked for');
    await expect(history).toContainText('by the visitor');
    await expect(history).toContainText('cancelled');
    await expect(page.getByRole('region', { name: 'Site visits' })).toContainText('Cancelled');
    await page.goBack();

    const blocks = page.getByRole('region', { name: 'Blocked periods' });
    const day = slot.start.slice(0, 10);
    await blocks.getByLabel('From').fill(`${day}T00:00`);
    await blocks.getByLabel('Until').fill(`${day}T23:59`);
    await blocks.getByLabel('Reason').fill(`Crew day off ${name}`);
    await blocks.getByRole('button', { name: 'Block this period' }).click();
    await expect(page.getByText(`Blocked: Crew day off ${name}`)).toBeVisible();
    const free = (await (await request.get(`/api/visits/slots?from=${day}&days=1`)).json()).data;
    expect(free).toEqual([]);
    await blocks.getByRole('button', { name: `Remove the block “Crew day off ${name}”` }).click();
    await expect(page.getByText(`Blocked: Crew day off ${name}`)).toHaveCount(0);

    await page.setViewportSize(PHONE_SIZE);
    await expect(card).toBeVisible();
    await expectAccessible(page);
  });
});
