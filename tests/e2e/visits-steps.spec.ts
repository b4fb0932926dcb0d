import type { APIRequestContext, Page } from '@playwright/test';
import { readOutbox } from '../helpers/mail';
import { E2E_DATA_DIR, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, test, waitForInteractive } from './fixtures';
import { PHONE, WIDTHS } from './phone';
import { useOwnAddress } from './public';
import { expectInViewBelowHeader, scrollTop } from './visible';

/*
 * Booking a site visit is three steps on one page without React: a day (links), a time (a GET
 * form), the details (a POST form). Each step opens the page again at the next one (a fragment),
 * so a visitor on a phone never lands back at the top, 1,300 or 2,000 px above what comes next;
 * with the page's script the next step also has the focus. Cancelling asks first and offers to
 * reschedule instead.
 */

/** The n-th day that still has free times (tests pick different days, so they never race for a slot). */
const dayLink = (page: Page, nth: number, label = 'Days with their free times', free = /free time/) =>
  page.getByRole('navigation', { name: label }).getByRole('link', { name: free }).nth(nth);

/** A visit booked through the API on the n-th bookable day, at its last free time; its manage page's path. */
async function bookedVisit(request: APIRequestContext, day: number, email: string): Promise<string> {
  const slots = (await (await request.get('/api/visits/slots?days=30')).json()).data as { start: string }[];
  const days = [...new Set(slots.map((s) => s.start.slice(0, 10)))];
  const slot = slots.filter((s) => s.start.startsWith(days[day]!)).at(-1)!;
  const res = await request.post('/api/visits', {
    data: { name: 'Lee Park', email, phone: '(425) 555-0133', address: '9 Fir Court, Bellevue, WA', start: slot.start },
    headers: { 'x-forwarded-for': `10.66.${day}.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return new URL((await res.json()).data.manage_url).pathname;
}

test.describe('booking a site visit: each step lands on the next', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  for (const [width, size] of WIDTHS) {
    test(`with JavaScript the day opens the times and Continue the form, in view and focused (${width})`, async ({ page }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/book-visit?lang=en');
      await dayLink(page, 5).click();
      await expect(page).toHaveURL(/\/book-visit\?.*date=[\d-]+#visit-time$/);
      await waitForInteractive(page);
      const timeHeading = page.getByRole('heading', { level: 2, name: '2. Choose a time' });
      await expect(timeHeading).toBeFocused();
      await expectInViewBelowHeader(page, timeHeading, 'the times heading');
      const firstTime = page
        .getByRole('group', { name: /^Free times on / })
        .getByRole('radio')
        .first();
      await expectInViewBelowHeader(page, firstTime, 'the first free time');
      if (size === PHONE) expect(await scrollTop(page), 'the page opened below its top').toBeGreaterThan(500);

      await firstTime.check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/#visit-details$/);
      await waitForInteractive(page);
      const detailsHeading = page.getByRole('heading', { level: 2, name: '3. Your details' });
      await expect(detailsHeading).toBeFocused();
      await expectInViewBelowHeader(page, detailsHeading, 'the details heading');
      await expectInViewBelowHeader(page, page.getByText(/^Your visit: /), 'the chosen time');
      if (size === PHONE) expect(await scrollTop(page), 'the page opened below its top').toBeGreaterThan(1000);
      await expectAccessible(page);

      // 'Choose another time' goes back to the times, not to the top.
      await page.getByRole('link', { name: 'Choose another time' }).click();
      await expect(page).toHaveURL(/#visit-time$/);
      await waitForInteractive(page);
      await expect(timeHeading).toBeFocused();
      await expectInViewBelowHeader(page, timeHeading, 'the times heading again');
    });
  }

  test('without JavaScript each step opens at the next, where the next Tab starts, in Spanish on a phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': '10.251.8.8' },
    });
    const page = await context.newPage();
    await page.goto('/book-visit?lang=es');
    await dayLink(page, 6, 'Días con sus horas libres', /hora/).click();
    await expect(page).toHaveURL(/#visit-time$/);
    await expectInViewBelowHeader(page, page.getByRole('heading', { level: 2, name: '2. Elige una hora' }), 'the times');
    expect(await scrollTop(page)).toBeGreaterThan(500);
    // The fragment is where keyboard navigation starts: the next Tab reaches the first free time.
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('group', { name: /^Horas libres el / })
        .getByRole('radio')
        .first(),
    ).toBeFocused();

    await page
      .getByRole('group', { name: /^Horas libres el / })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/#visit-details$/);
    await expectInViewBelowHeader(page, page.getByRole('heading', { level: 2, name: '3. Tus datos' }), 'the details');
    expect(await scrollTop(page)).toBeGreaterThan(1000);

    // A refused form opens at the details again, with the message on the screen.
    await page.getByLabel('Nombre completo').fill('Ana Ruiz');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('ana'));
    await page.getByLabel('Teléfono').fill('12');
    await page.getByLabel('Dirección de la propiedad').fill('3 Elm Street, Bellevue, WA');
    await page.getByRole('button', { name: 'Reservar la visita' }).click();
    await expect(page).toHaveURL(/#visit-details$/);
    await expectInViewBelowHeader(page, page.getByRole('alert').filter({ hasText: /\S/ }), 'the message');
    await context.close();
  });
});

test.describe('cancelling a visit asks first', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  for (const [index, [width, size]] of WIDTHS.entries()) {
    test(`one tap only asks, with 'Reschedule instead' and 'Keep my visit' beside the confirmation (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const email = uniqueEmail('careful');
      const manage = await bookedVisit(page.request, 9 + index, email);
      await gotoHydrated(page, manage);

      await page.getByRole('link', { name: 'Cancel my visit' }).click();
      await expect(page).toHaveURL(/\?cancel=confirm#visit-cancel$/);
      await waitForInteractive(page);
      const question = page.getByRole('region', { name: 'Cancel the visit' });
      await expect(question.getByRole('heading', { name: 'Cancel the visit' })).toBeFocused();
      await expect(question).toContainText(/^Cancel the visitCancel your visit on .+\?/);
      await expectInViewBelowHeader(page, question.getByRole('button', { name: 'Yes, cancel my visit' }), 'the confirmation');
      await expectInViewBelowHeader(page, question.getByRole('link', { name: 'Reschedule instead' }), 'Reschedule instead');
      // Nothing is cancelled yet.
      await expect(page.getByText('Booked', { exact: true })).toBeVisible();
      await expectAccessible(page);

      // 'Reschedule instead' opens the calendar of the same visit, focused.
      await question.getByRole('link', { name: 'Reschedule instead' }).click();
      await expect(page).toHaveURL(/#visit-reschedule$/);
      await waitForInteractive(page);
      const reschedule = page.getByRole('heading', { level: 2, name: 'Choose another time' });
      await expect(reschedule).toBeFocused();
      await expectInViewBelowHeader(page, reschedule, 'the reschedule heading');
      await expect(page.getByRole('button', { name: 'Yes, cancel my visit' })).toHaveCount(0);

      // 'Keep my visit' leaves it as it was.
      await page.getByRole('link', { name: 'Cancel my visit' }).click();
      await page.getByRole('link', { name: 'Keep my visit' }).click();
      await expect(page.getByRole('button', { name: 'Yes, cancel my visit' })).toHaveCount(0);
      await expect(page.getByText('Booked', { exact: true })).toBeVisible();
      expect(readOutbox(E2E_DATA_DIR).filter((m) => m.to === email && /cancel/i.test(m.subject))).toEqual([]);

      // Only the confirmation cancels.
      await page.getByRole('link', { name: 'Cancel my visit' }).click();
      await page.getByRole('button', { name: 'Yes, cancel my visit' }).click();
      await expect(page.getByRole('status')).toHaveText(`Your visit is cancelled. We sent a confirmation to ${email}.`);
      await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    });
  }

  test('without JavaScript, in Portuguese on a phone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const email = uniqueEmail('cuidado');
    const manage = await bookedVisit(context.request, 11, email);
    await page.goto(`${manage}?lang=pt`);
    await page.getByRole('link', { name: 'Cancelar minha visita' }).click();
    await expect(page).toHaveURL(/#visit-cancel$/);
    const confirm = page.getByRole('button', { name: 'Sim, cancelar minha visita' });
    await expectInViewBelowHeader(page, confirm, 'the confirmation');
    await expect(page.getByRole('link', { name: 'Prefiro remarcar' })).toBeVisible();
    await expect(page.getByText('Agendada', { exact: true })).toBeVisible();
    await confirm.click();
    await expect(page.getByRole('status')).toHaveText(`Sua visita foi cancelada. Enviamos uma confirmação para ${email}.`);
    await context.close();
  });
});
