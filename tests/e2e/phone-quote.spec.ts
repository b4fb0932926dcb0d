import type { Page } from '@playwright/test';
import { readOutbox } from '../helpers/mail';
import { E2E_DATA_DIR, e2eDatabase } from './accounts';
import { expect, expectAccessible, gotoHydrated, test, waitForInteractive } from './fixtures';
import { DESKTOP, expectNoOverflow, LANGS, PHONE, SMALL_PHONE, WIDTHS } from './phone';
import { useOwnAddress } from './public';

const next = (page: Page) => page.locator('form button[type="submit"]');
const mailsTo = (address: string) => readOutbox(E2E_DATA_DIR).filter((m) => m.to === address);

/** Steps 1 and 2 with the first choices (and an area when given); the page is then on step 3. */
async function throughSize(page: Page, area?: string) {
  await page.locator('input[name="propertyType"][value="residential"]').check();
  await next(page).click();
  await page.locator('input[name="propertySize"][value="medium"]').check();
  if (area !== undefined) await page.locator('input[name="areaSqft"]').fill(area);
  await next(page).click();
}

/** From step 3 (services chosen) through timing, the two optional steps and contact to Review My Quote. */
async function throughContact(page: Page, timing: RegExp, contact: { name: string; email: string; phone?: string }) {
  await next(page).click();
  await page.getByRole('radio', { name: timing }).check();
  await next(page).click();
  await next(page).click();
  await next(page).click();
  await page.getByLabel('Full name').fill(contact.name);
  await page.getByLabel('E-mail').fill(contact.email);
  if (contact.phone) await page.getByLabel('Phone').fill(contact.phone);
  await page.getByRole('button', { name: 'Review My Quote' }).click();
}

async function storedQuote(reference: string) {
  const { db, close } = e2eDatabase();
  try {
    return await db.selectFrom('quote_requests').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  } finally {
    await close();
  }
}

test.describe('quote builder on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnAddress(page);
  });

  for (const [width, size] of WIDTHS) {
    test(`a quote from Water Features keeps Water Features, chosen and priced in the range, to the e-mails and the stored request (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/services/water-features');
      await page.getByRole('main').getByRole('link', { name: 'Get Free Quote' }).first().click();
      await expect(page).toHaveURL(/\/quote-builder\?service=water-features$/);
      await waitForInteractive(page);
      await expect(page.getByText('Step 1 of 7')).toBeVisible();

      await page.getByRole('radio', { name: /Residential/ }).check();
      await next(page).click();
      // Step 2: each size says the lot it means; the area is optional.
      await expect(page.getByRole('radio', { name: /Small.*under 11,000 sq ft/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Large.*more than 43,560 sq ft/ })).toBeVisible();
      await page.getByRole('radio', { name: /Medium/ }).check();
      await page.getByLabel(/Approximate area to work on/).fill('5,000');
      await next(page).click();

      // Step 3: the service the visitor came from is named, its quote service chosen, and it is chosen under it.
      await expect(page.getByText('You asked about Water Features & Fountains.')).toBeVisible();
      await expect(
        page.getByRole('checkbox', { name: /^Landscape Design.*Covers: Landscaping, Specialty Services.*From \$2,500/ }),
      ).toBeChecked();
      const choices = page.getByRole('group', { name: 'Landscape Design: which of these do you need? (optional)' });
      await expect(choices.getByRole('checkbox', { name: /Water Features & Fountains.*From \$2,000 per project/ })).toBeChecked();
      await expect(choices).toContainText('You came from this service');
      // One water feature at the catalogue's $2,000: 10% below, 30% above.
      await expect(page.getByRole('heading', { name: 'Likely range for your job' })).toBeVisible();
      await expect(page.getByTestId('job-range')).toHaveText(/^\$1,800\s–\s\$2,600$/);
      const email = `wren.${Date.now()}@example.com`;
      await throughContact(page, /Soon/, { name: 'Wren Waters', email, phone: '(425) 555-0177' });

      // The summary: the range first (its top raised 20% for 'Soon'), the line it comes from, the service it came from, the starting estimate.
      await expect(page.getByRole('heading', { name: 'Your Quote Summary' })).toBeVisible();
      await expect(page.getByTestId('summary-range')).toHaveText(/^\$1,800\s–\s\$3,200$/);
      await expect(page.getByRole('table', { name: 'Your job' })).toContainText('Water Features & Fountains');
      await expect(page.getByRole('table', { name: 'Your job' })).toContainText('$2,000 per project');
      const details = page.getByRole('region', { name: 'Your request' });
      await expect(details).toContainText('Requested from');
      await expect(details).toContainText('Water Features & Fountains');
      await expect(details).toContainText('5,000 sq ft');
      await expect(
        page.getByRole('table', { name: 'Your Quote Summary' }).getByRole('row', { name: /Starting estimate/ }),
      ).toContainText('$180.00');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Submit Quote Request' }).click();
      await expect(page.getByRole('heading', { name: 'Quote submitted successfully!' })).toBeFocused();
      const reference = (await page.getByText(/^Your reference number is/).textContent())!.match(/EVG-\d{4}-\w{6}/)![0];

      const row = await storedQuote(reference);
      expect(row).toMatchObject({
        catalogue_service: 'water-features',
        area_sqft: 5000,
        range_low_cents: 180_000,
        range_high_cents: 320_000,
        total_price: 180,
      });
      expect(JSON.parse(row.job_lines!)).toMatchObject([
        { service: 'water-features', unit_price_cents: 200_000, quantity: null },
      ]);
      expect(JSON.parse(row.services)).toEqual(['landscape-design']);
      await expect.poll(() => mailsTo(email).length).toBe(1);
      expect(mailsTo(email)[0].text).toContain('Requested from: Water Features & Fountains');
      expect(mailsTo(email)[0].text).toMatch(/Likely range: \$1,800\s–\s\$3,200 \(confirmed after a free site visit\)/);
      expect(mailsTo(email)[0].text).toContain('Starting estimate: $180.00');
    });
  }

  for (const [lang, immediate, soon, urgent] of [
    ['en', /Immediately/, /Soon/, /Urgent/],
    ['es', /De inmediato/, /Pronto/, /Urgente/],
    ['pt', /Imediatamente/, /Em breve/, /Urgente/],
  ] as const) {
    for (const [width, size] of WIDTHS)
      test(`shows each surcharge on the option that causes it (${lang}, ${width})`, async ({ page }) => {
        await page.setViewportSize(size);
        await gotoHydrated(page, `/quote-builder?service=hardscaping&lang=${lang}`);
        await throughSize(page);
        await next(page).click();
        await expect(page.getByRole('radio', { name: immediate })).toHaveAccessibleName(/\+50\s?%/);
        await expect(page.getByRole('radio', { name: soon })).toHaveAccessibleName(/\+20\s?%/);
        await expect(page.getByRole('radio', { name: urgent })).toHaveAccessibleName(/\+30\s?%/);
        await expect(page.getByRole('radio', { name: /Flexible|Flexível/ })).not.toHaveAccessibleName(/%/);
        await expect(page.getByRole('radio', { name: /Normal/ })).not.toHaveAccessibleName(/%/);
      });
  }

  for (const [width, size] of WIDTHS) {
    test(`step 5 speaks to Pacific Northwest gardens (${width})`, async ({ page }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/quote-builder?service=landscape-design');
      await throughSize(page);
      await next(page).click();
      await page.getByRole('radio', { name: /Flexible/ }).check();
      await next(page).click();
      const names = await page
        .getByRole('group', { name: 'Plant preferences' })
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
      expect(names[0]).toBe('native');
      await expect(page.getByRole('checkbox', { name: /Native plants.*Sword fern/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /Drought-tolerant.*Xeriscape/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /Natural stone.*basalt/ })).toBeVisible();
    });
  }

  test('an area that is not a number is refused on step 2', async ({ page }) => {
    await gotoHydrated(page, '/quote-builder?service=irrigation');
    await throughSize(page, 'about half an acre');
    await throughContact(page, /Flexible/, { name: 'Ari Lot', email: 'ari@example.com' });
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    const area = page.getByLabel(/Approximate area to work on/);
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the area in whole square feet, for example 5,000.')).toBeVisible();
  });

  test('a failed submission shows next to Submit with focus, the phone number, and keeps the request', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/quote-builder?service=tree-services');
    await throughSize(page);
    const email = `noor.${Date.now()}@example.com`;
    await throughContact(page, /Flexible/, { name: 'Noor Net', email });

    await page.route('**/api/quotes', (route) => route.abort('internetdisconnected'));
    const submit = page.getByRole('button', { name: 'Submit Quote Request' });
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Network error. Please try again.' });
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: 'call us at (425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
    // Next to the button the visitor pressed, both on the screen.
    const [alertBox, submitBox] = [(await alert.boundingBox())!, (await submit.boundingBox())!];
    expect(Math.abs(submitBox.y - (alertBox.y + alertBox.height))).toBeLessThan(40);
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    expect(alertBox.y).toBeGreaterThanOrEqual(headerBottom);
    expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(PHONE.height);
    await expectAccessible(page);

    // The request is kept: after a reload the summary is still there, and sending works.
    await page.unroute('**/api/quotes');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Quote Summary' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText(email);
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('heading', { name: 'Quote submitted successfully!' })).toBeVisible();
    // The browser logs the request that never reached the server.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('/api/quotes')));
  });

  for (const [width, size] of WIDTHS) {
    test(`the success screen says who contacts the visitor, how and by when (${width})`, async ({ page }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/quote-builder?service=irrigation&lang=es');
      await page.locator('input[name="propertyType"][value="hoa"]').check();
      await next(page).click();
      await page.locator('input[name="propertySize"][value="small"]').check();
      await next(page).click();
      await next(page).click();
      await page.locator('input[name="timeline"][value="flexible"]').check();
      await next(page).click();
      await next(page).click();
      await next(page).click();
      await page.getByLabel('Nombre completo').fill('Sol Riego');
      await page.getByLabel('Correo electrónico').fill(`sol.${Date.now()}@example.com`);
      await page.getByLabel('Teléfono').fill('(206) 555-0144');
      await page.getByRole('button', { name: 'Revisar mi cotización' }).click();
      await page.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();

      const panel = page.getByRole('status').filter({ hasText: '¡Cotización enviada con éxito!' });
      await expect(panel.getByText(/^Tu número de referencia es EVG-\d{4}-\w{6}\.$/)).toBeVisible();
      const steps = panel.getByRole('region', { name: 'Qué sigue' }).getByRole('listitem');
      await expect(steps.first()).toHaveText(
        /^Nuestro equipo de Evergreen Landscaping te llama al \(206\) 555-0144 a más tardar el \S+, .+ \(hora del Pacífico\)/,
      );
      await expect(panel.getByRole('link', { name: '(425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
      await expect(panel.getByRole('button', { name: 'Empezar una nueva cotización' })).toBeVisible();
      await expectAccessible(page);

      // A site visit is one tap away, booked for this request: the booking page knows the visitor.
      const reference = /EVG-\d{4}-\w{6}/.exec((await panel.getByText(/^Tu número de referencia/).textContent()) ?? '')![0];
      const book = panel.getByRole('link', { name: 'Reservar una visita' });
      await expect(book).toHaveAttribute('href', new RegExp(`^/book-visit\\?.*lead=${reference}`));
      await book.click();
      await expect(page).toHaveURL(/\/book-visit\?/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('name')).toBe('Sol Riego');
    });
  }

  for (const lang of LANGS) {
    test(`every step and the summary fit a 320 px phone in ${lang}`, async ({ page }) => {
      await page.setViewportSize(SMALL_PHONE);
      await gotoHydrated(page, `/quote-builder?service=water-features&lang=${lang}`);
      const check = (step: string) => expectNoOverflow(page, `${step} (${lang})`);
      await check('step 1');
      await page.locator('input[name="propertyType"][value="commercial"]').check();
      await next(page).click();
      await check('step 2');
      await page.locator('input[name="propertySize"][value="large"]').check();
      await page.locator('input[name="areaSqft"]').fill('1250000');
      await next(page).click();
      for (const service of ['hardscaping', 'seasonal-services']) await page.locator(`input[value="${service}"]`).check();
      await page.locator('input[value="patio-installation"]').check();
      await page.locator('input[name="quantity-patio-installation"]').fill('12000');
      await check('step 3');
      await next(page).click();
      await page.locator('input[name="timeline"][value="immediate"]').check();
      await page.locator('input[name="budget"][value="over-50k"]').check();
      await page.locator('input[name="urgency"][value="urgent"]').check();
      await check('step 4');
      await next(page).click();
      await check('step 5');
      await next(page).click();
      await check('step 6');
      await next(page).click();
      await page.locator('input[name="name"]').fill('Maximiliano Quintanilla');
      await page.locator('input[name="email"]').fill('maximiliano.quintanilla@example.com');
      await check('step 7');
      await next(page).click();
      await expect(page.locator('[data-testid="summary-range"]')).toBeVisible();
      await check('summary');
    });
  }

  test('the summary, the estimate and the failure message pass axe on a desktop too', async ({ page, consoleErrors }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/quote-builder?service=lawn-mowing&lang=pt');
    await throughSize(page, '8.000');
    await expect(page.getByRole('checkbox', { name: /Manutenção de gramado/ })).toBeChecked();
    // Lawn Mowing, where the visitor came from, is chosen under it; the range counts its quote service's from price.
    await expect(page.locator('input[value="lawn-mowing"]')).toBeChecked();
    await expect(page.getByTestId('job-range')).toHaveText(/^US\$\s?130–200$/);
    await page.locator('input[name="quantity-lawn-mowing"]').fill('8.000');
    // 8,000 sq ft at US$ 0.15 = US$ 1,200.
    await expect(page.getByTestId('job-range')).toHaveText(/^US\$\s?1\.000–1\.600$/);
    await expectAccessible(page);
    await next(page).click();
    await page.locator('input[name="timeline"][value="soon"]').check();
    await next(page).click();
    await next(page).click();
    await next(page).click();
    await page.getByLabel('Nome completo').fill('Rui Relva');
    await page.getByLabel('E-mail').fill('rui@example.com');
    await page.getByRole('button', { name: 'Revisar meu orçamento' }).click();
    await page.route('**/api/quotes', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.getByRole('button', { name: 'Enviar pedido de orçamento' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível enviar seu orçamento.' })).toBeFocused();
    await expectAccessible(page);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('/api/quotes')));
  });
});
