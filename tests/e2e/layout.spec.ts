import { expect, expectAccessible, gotoHydrated, headerMenu, test } from './fixtures';

test.describe('layout and languages', () => {
  test('home renders in English, Spanish and Portuguese with html lang following', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beautiful outdoor spaces, cared for all year');

    const language = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await language.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espacios exteriores hermosos, cuidados todo el año');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Servicios' })).toBeVisible();
    expect(page.url()).not.toContain('lang=');

    await page.getByRole('banner').getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Português' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espaços externos bonitos, cuidados o ano todo');
    await expect(page.getByRole('contentinfo')).toContainText('Todos os direitos reservados.');
  });

  test('the language choice survives a reload and is kept in local storage', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espacios exteriores hermosos, cuidados todo el año');
  });

  test('?lang= chooses the language without JavaScript and is remembered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?lang=pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espaços externos bonitos, cuidados o ano todo');
    await context.close();
  });

  test('the browser language is used when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('the header changes style after scrolling more than 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 40);
    await page.waitForFunction(() => window.scrollY >= 30);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('scrolls smoothly, except for visitors who ask for reduced motion', async ({ page }) => {
    await gotoHydrated(page, '/');
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe('auto');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await scrollBehavior()).toBe('smooth');
  });

  test('the mobile menu opens and closes at phone width, by keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/no-such-page');
    const toggle = headerMenu(page, 'Menu');
    const menu = page.getByRole('banner').locator('details[data-menu]:has(> summary[aria-label="Menu"])');
    await expect(menu).not.toHaveAttribute('open');
    await toggle.click();
    await expect(menu).toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu.getByRole('link', { name: 'Home' })).toBeHidden();
  });

  test('footer shows the company facts, links and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('1200 Garden Way, Bellevue, WA 98004');
    await expect(footer.getByRole('link', { name: '(425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
    await expect(footer.getByRole('link', { name: 'hello@evergreen-landscaping.example' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Evergreen Landscaping. All rights reserved.`);
    await expect(footer.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Tree Services' })).toHaveAttribute('href', '/services?category=tree-services');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  });

  test('unknown paths show the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expectAccessible(page);
    await page.goto('/no/such/page?lang=es');
    await expect(page).toHaveTitle('Página no encontrada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Página no encontrada');
  });

  test('home has no accessibility violations at phone and desktop width', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expectAccessible(page);
    }
  });
});
