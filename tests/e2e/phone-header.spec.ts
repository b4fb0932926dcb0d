import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, headerMenu, test } from './fixtures';

const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const header = (page: Page) => page.getByRole('banner');

test.describe('header: call and quote in one tap', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`offers a tel: link and Get Free Quote as the primary action on a ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/about');
      const call = header(page).getByRole('link', { name: 'Call (425) 555-0142' }).first();
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+14255550142');
      const quote = header(page).getByRole('link', { name: 'Get Free Quote' }).first();
      await expect(quote).toBeVisible();
      await expect(quote).toHaveAttribute('href', '/quote-builder');
      // Both fit on the screen, beside the logo.
      for (const action of [call, quote]) {
        const box = (await action.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height).toBeGreaterThanOrEqual(40);
      }
      await expectAccessible(page);
    });
  }

  // SPEC.md: the header has Login and Register, and links to /privacy and /terms (as the footer does).
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`has Login and Register, Privacy and Terms on a ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/services?lang=es');
      if (device === 'phone') await headerMenu(page, 'Menú').click();
      for (const [name, href] of [
        ['Iniciar sesión', '/login'],
        ['Registrarse', '/register'],
        ['Política de privacidad', '/privacy'],
        ['Términos del servicio', '/terms'],
      ]) {
        const link = header(page).getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      }
      await header(page).getByRole('link', { name: 'Registrarse', exact: true }).click();
      await expect(page).toHaveURL(/\/register$/);
    });
  }

  test('the phone menu starts with the call and quote buttons, then the pages and the account links', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/services?lang=es');
    await headerMenu(page, 'Menú').click();
    const menu = header(page).locator('details[data-menu][open]');
    const call = menu.getByRole('link', { name: 'Llamar al (425) 555-0142' });
    await expect(call).toHaveAttribute('href', 'tel:+14255550142');
    const quote = menu.getByRole('link', { name: 'Cotización gratis' });
    await expect(quote).toHaveAttribute('href', '/quote-builder');
    const home = menu.getByRole('link', { name: 'Inicio' });
    expect((await call.boundingBox())!.y).toBeLessThan((await home.boundingBox())!.y);
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Portuguese pages say it in Portuguese', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/?lang=pt');
    await expect(header(page).getByRole('link', { name: 'Ligar para (425) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14255550142',
    );
    await expect(header(page).getByRole('link', { name: 'Orçamento grátis' })).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`switches style once when the page rests just past 50 px (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: 700 });
      await gotoHydrated(page, '/services');
      await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
      const result = await page.evaluate(async () => {
        const banner = document.querySelector('header')!;
        let switches = 0;
        const observer = new MutationObserver(() => switches++);
        observer.observe(banner, { attributes: true, attributeFilter: ['data-scrolled'] });
        window.scrollTo(0, 55);
        // Sixty frames (about a second) for every layout change and scroll event to play out.
        for (let i = 0; i < 60; i++) await new Promise(requestAnimationFrame);
        observer.disconnect();
        return { switches, state: banner.dataset.scrolled };
      });
      expect(result).toEqual({ switches: 1, state: 'true' });
    });
  }
});

test.describe('toasts', () => {
  test('the notification region is named in the page language', async ({ page }) => {
    for (const [lang, name] of [
      ['en', 'Notifications (Alt+T)'],
      ['es', 'Notificaciones (Alt+T)'],
      ['pt', 'Notificações (Alt+T)'],
    ]) {
      await gotoHydrated(page, `/login?lang=${lang}`);
      await expect(page.getByRole('region', { name })).toBeAttached();
      await expect(page.getByRole('region', { name: 'Notifications Alt+T' })).toHaveCount(0);
    }
  });
});
