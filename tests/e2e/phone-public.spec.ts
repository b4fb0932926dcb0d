import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { DESKTOP, expectNoOverflow, LANGS, PHONE, SMALL_PHONE, WIDTHS } from './phone';

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/water-features',
  '/services/lawn-mowing',
  '/projects',
  '/about',
  '/contact',
  '/book-visit',
  '/privacy',
  '/terms',
  '/quote-builder',
  '/login',
  '/register',
  '/forgot-password',
  '/no-such-page',
];

const stickyBar = (page: Page) => page.getByRole('navigation', { name: 'Call or get a quote' });

test.describe('public pages on a phone', () => {
  for (const lang of LANGS) {
    test(`no page overflows sideways at 320 px in ${lang}`, async ({ page }) => {
      await page.setViewportSize(SMALL_PHONE);
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${path}?lang=${lang}`);
        await expectNoOverflow(page, `${path} (${lang})`);
      }
    });
  }

  test('service pages end with a sticky Call and Free Quote bar on a phone, not on a desktop', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/services/water-features');
    const bar = stickyBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call (425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
    // From a service, the quote starts with that service.
    await expect(bar.getByRole('link', { name: 'Free Quote' })).toHaveAttribute('href', '/quote-builder?service=water-features');
    // Slim, and at the bottom of the screen.
    const box = (await bar.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(72);
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    await expectAccessible(page);

    await gotoHydrated(page, '/services');
    await expect(stickyBar(page).getByRole('link', { name: 'Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expectAccessible(page);

    // The end of the page scrolls clear of the bar.
    // (Scrolled again on each look: pictures arriving below can still lengthen the page.)
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const barTop = (await stickyBar(page).boundingBox())!.y;
        const termsBox = (await terms.boundingBox())!;
        return barTop - (termsBox.y + termsBox.height);
      })
      .toBeGreaterThanOrEqual(0);

    await page.setViewportSize(DESKTOP);
    await expect(stickyBar(page)).toBeHidden();
    await gotoHydrated(page, '/about');
    await page.setViewportSize(PHONE);
    await expect(stickyBar(page)).toHaveCount(0);
  });

  test('the sticky bar never covers a focused link or field, and steps aside while a field has focus', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/services/lawn-mowing');
    const bar = stickyBar(page);
    // Every link and button reached with the keyboard scrolls clear of the bar.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      // Past the last link the focus returns to the document itself; the bar's own links may sit on the bar.
      const skip = await page.evaluate(
        () => document.activeElement === document.body || Boolean(document.activeElement?.closest('[data-sticky-actions]')),
      );
      if (skip) continue;
      const focused = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: r.height };
      });
      if (focused.height === 0) continue;
      const barTop = (await bar.boundingBox())!.y;
      expect(focused.bottom, `focused element ${i} is under the bar`).toBeLessThanOrEqual(barTop + 1);
    }

    // On the contact page the bar gives way to the form's fields.
    await gotoHydrated(page, '/contact');
    await expect(stickyBar(page)).toBeVisible();
    const form = page.getByRole('main').locator('form');
    const message = form.getByLabel('Message');
    await message.click();
    await expect(stickyBar(page)).toBeHidden();
    const field = (await message.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(PHONE.height);
    await page.keyboard.type('Our hedge needs shaping.');
    await page.getByRole('heading', { name: 'Send Us a Message' }).click();
    await expect(stickyBar(page)).toBeVisible();
    await form.getByLabel('Full Name').focus();
    await expect(stickyBar(page)).toBeHidden();
  });

  test('the contact page shows how to reach us above the form on a phone, beside it on a desktop', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/contact?lang=pt');
    const info = page.getByRole('heading', { name: 'Entre em contato', level: 2 });
    const form = page.getByRole('heading', { name: 'Envie uma mensagem', level: 2 });
    expect((await info.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
    await expect(
      page.getByRole('region', { name: 'Entre em contato' }).getByRole('link', { name: '(425) 555-0142' }),
    ).toHaveAttribute('href', 'tel:+14255550142');
    await page.setViewportSize(DESKTOP);
    expect((await info.boundingBox())!.x).toBeGreaterThan((await form.boundingBox())!.x);
    await expectAccessible(page);
  });

  for (const [width, size] of WIDTHS) {
    test(`home cards, footer links, the services filter and the quote builder name the same seven categories (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const lang of LANGS) {
        await gotoHydrated(page, `/services?lang=${lang}`);
        const chips = await page
          .locator('main nav a[href^="/services?category="]')
          .evaluateAll((links) => links.map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute('href') })));
        expect(chips, `filter (${lang})`).toHaveLength(7);

        const footer = await page
          .getByRole('contentinfo')
          .locator('a[href^="/services?category="]')
          .evaluateAll((links) => links.map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute('href') })));
        expect(footer, `footer (${lang})`).toEqual(chips);

        await gotoHydrated(page, `/?lang=${lang}`);
        const cards = page.locator('main a[href^="/services?category="]');
        await expect(cards).toHaveCount(7);
        const cardLinks = await cards.evaluateAll((links) =>
          links.map((a) => ({ name: a.querySelector('h3')!.textContent!.trim(), href: a.getAttribute('href') })),
        );
        expect(cardLinks, `home cards (${lang})`).toEqual(chips);

        // The quote builder's six priced services each say which of those categories they cover.
        await page.evaluate(() => sessionStorage.clear());
        await gotoHydrated(page, `/quote-builder?service=irrigation&lang=${lang}`);
        await page.locator('input[name="propertyType"]').first().check();
        await page.locator('form button[type="submit"]').click();
        await page.locator('input[name="propertySize"]').first().check();
        await page.locator('form button[type="submit"]').click();
        const covered = await page
          .locator('input[name="services"]')
          .evaluateAll((inputs) => inputs.map((i) => i.closest('label')!.textContent!));
        expect(covered).toHaveLength(6);
        const names = chips.map((c) => c.name);
        const mentioned = names.filter((name) => covered.some((text) => text.includes(name)));
        expect(mentioned.sort(), `quote services (${lang})`).toEqual([...names].sort());
      }
    });
  }

  for (const [width, size] of WIDTHS) {
    test(`a service page shows demand as a badge, never as a labelled field (${width})`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const [lang, badge, field] of [
        ['en', 'Specialty', 'Demand'],
        ['es', 'Especialidad', 'Demanda'],
        ['pt', 'Especialidade', 'Procura'],
      ]) {
        await page.goto(`/services/water-features?lang=${lang}`);
        const main = page.getByRole('main');
        await expect(main.getByText(badge, { exact: true }).first()).toBeVisible();
        await expect(main.getByText(new RegExp(`^${field}:?$`))).toHaveCount(0);
        await expect(main.locator('dt', { hasText: field })).toHaveCount(0);
      }
    });
  }
});
