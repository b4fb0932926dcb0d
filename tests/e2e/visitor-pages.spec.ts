import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { DESKTOP, LANGS, PHONE, SMALL_PHONE, WIDTHS } from './phone';
import { useOwnAddress } from './public';
import { expectInViewBelowHeader } from './visible';

/*
 * What a visitor stumbled on (UX review of 2026-11-27): the contact form's thanks half under the
 * sticky header above an emptied form, a 404 page with one way out, a catalogue 21,728 px long on
 * a phone.
 */

async function sendContactForm(page: Page, labels: { name: string; email: string; message: string; send: string }) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(labels.name).fill('Rosa Díaz');
  await form.getByLabel(labels.email).fill(`rosa-${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: labels.message }).fill('Our laurel hedge has grown over the fence.');
  await form.getByRole('button', { name: labels.send }).click();
}

test.describe('the contact form’s thanks', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  for (const [width, size] of WIDTHS) {
    test(`replace the form, on the screen and focused, with the phone number (${width})`, async ({ page }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/contact?lang=en');
      await sendContactForm(page, { name: 'Full Name', email: 'Email Address', message: 'Message', send: 'Send Message' });
      await expect(page).toHaveURL(/\/contact#contact-form$/);
      const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your message!' });
      await expect(thanks).toHaveText('Thank you for your message! We will get back to you soon.');
      await expect(page.getByRole('heading', { level: 2, name: 'Message sent' })).toBeVisible();
      const panel = page.locator('[data-autofocus]');
      await expect(panel).toBeFocused();
      await expectInViewBelowHeader(page, panel, 'the thanks');
      await expect(panel.getByRole('link', { name: '(425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
      // No emptied form under it.
      await expect(page.getByRole('main').locator('form')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test('without JavaScript too, in Portuguese on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': '10.252.4.4' },
    });
    const page = await context.newPage();
    await page.goto('/contact?lang=pt');
    await sendContactForm(page, { name: 'Nome completo', email: 'E-mail', message: 'Mensagem', send: 'Enviar mensagem' });
    const thanks = page.getByRole('status').filter({ hasText: 'Obrigado pela sua mensagem!' });
    await expectInViewBelowHeader(page, thanks, 'the thanks');
    await expect(page.getByRole('main').getByRole('link', { name: '(425) 555-0142' }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the 404 page', () => {
  for (const [width, size] of WIDTHS) {
    for (const [lang, title, heading, services, quote, call] of [
      ['en', 'Page Not Found', '404 - Page Not Found', 'See our services', 'Get a free quote', 'Call (425) 555-0142'],
      [
        'es',
        'Página no encontrada',
        '404 - Página no encontrada',
        'Ver nuestros servicios',
        'Pedir una cotización gratis',
        'Llamar al (425) 555-0142',
      ],
    ] as const) {
      test(`leads to the services, the quote builder and the phone (${lang}, ${width})`, async ({ page }) => {
        await page.setViewportSize(size);
        const response = await page.goto(`/no/such/page?lang=${lang}`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: services })).toHaveAttribute('href', '/services');
        await expect(main.getByRole('link', { name: quote })).toHaveAttribute('href', '/quote-builder');
        await expect(main.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+14255550142');
        // All on the first screen.
        await expectInViewBelowHeader(page, main.getByRole('link', { name: call }), 'the call link');
        await expectAccessible(page);
        await main.getByRole('link', { name: services }).click();
        await expect(page).toHaveURL(/\/services$/);
      });
    }
  }
});

/** The catalogue's page height on a phone, once the script has drawn every part the first frame skipped. */
async function catalogueHeight(page: Page, lang: string) {
  await gotoHydrated(page, `/services?lang=${lang}`);
  await expect(page.getByRole('main').locator('.below-fold')).toHaveCount(0);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

test.describe('the catalogue on a phone', () => {
  // Before: 21,756 px at 390 px (23,169 in Spanish, 24,232 in Portuguese) and 23,771 px at 320 px.
  for (const [size, limit] of [
    [PHONE, 12_500],
    [SMALL_PHONE, 14_500],
  ] as const) {
    test(`is short enough to scan at ${size.width} px in every language`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const lang of LANGS) {
        const height = await catalogueHeight(page, lang);
        expect(height, `${lang} at ${size.width} px`).toBeLessThanOrEqual(limit);
      }
    });
  }

  test('a dense card keeps everything a card has: thumbnail beside the name, badges, price, folded features, both links', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/services?lang=en');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(25);
    const mowing = cards.filter({ has: page.getByRole('heading', { name: 'Lawn Mowing' }) });
    const picture = mowing.locator('[data-picture-frame]');
    const name = mowing.getByRole('heading', { level: 3, name: 'Lawn Mowing' });
    const [pictureBox, nameBox] = [(await picture.boundingBox())!, (await name.boundingBox())!];
    expect(pictureBox.x + pictureBox.width, 'the thumbnail sits left of the name').toBeLessThanOrEqual(nameBox.x);
    expect(pictureBox.y, 'beside it, not above it').toBeLessThan(nameBox.y + nameBox.height);
    expect(pictureBox.width).toBeLessThan(PHONE.width / 3);
    await expect(mowing.locator('span:has(> .star)')).toHaveText('Popular');
    await expect(mowing.getByText('High Demand', { exact: true })).toBeVisible();
    await expect(mowing).toContainText('From $0.15 per sq ft');
    await expect(mowing.getByRole('link', { name: 'Learn More about Lawn Mowing' })).toBeVisible();
    await expect(mowing.getByRole('link', { name: 'Get Quote for Lawn Mowing' })).toBeVisible();
    // The features are folded: one tap shows the checklist.
    const features = mowing.getByRole('listitem');
    await expect(features).toHaveCount(0);
    await expect(mowing.locator('summary')).toHaveText("What's included");
    await mowing.locator('summary').click();
    await expect(features).toHaveCount(4);
    await expect(features.first()).toBeVisible();
    // Every card has its picture, a badge, a name, a description, a price, its features and both links.
    for (const card of await cards.all()) {
      await expect(card.locator('[data-picture-frame]')).toHaveCount(1);
      await expect(card.getByText(/^(High Demand|Popular|Specialty)$/).first()).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(
        card
          .locator('p')
          .filter({ hasText: /\w{4,}.*\w{4,}/ })
          .first(),
      ).toBeVisible();
      await expect(card.getByText(/^From /)).toBeVisible();
      await expect(card.locator('details li').first()).toBeAttached();
      await expect(card.getByRole('link', { name: /^Learn More/ })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Get Quote/ })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('on a wide screen the card keeps its picture on top and its features shown', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/services?lang=en');
    const mowing = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Lawn Mowing' }) });
    const [pictureBox, nameBox] = [
      (await mowing.locator('[data-picture-frame]').boundingBox())!,
      (await mowing.getByRole('heading', { level: 3 }).boundingBox())!,
    ];
    expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(nameBox.y);
    expect(pictureBox.width).toBeGreaterThan(300);
    await expect(mowing.getByRole('listitem')).toHaveCount(4);
    await expect(mowing.getByRole('listitem').first()).toBeVisible();
    await expect(mowing.locator('summary')).toBeHidden();
  });
});
