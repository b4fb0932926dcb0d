import { DEMO } from './accounts';
import { expect, expectNoReact, headerMenu, scriptsOf, test } from './fixtures';
import { useOwnAddress } from './public';

/*
 * The public pages ship no React: they are complete HTML (root.tsx, `handle.hydrate = false`).
 * With JavaScript off, a visitor walks every one of them, switches language, filters the
 * catalogue, uses the phone menu and sends the contact form; with it on, nothing but the site's
 * small enhancement script and JSON-LD data is loaded.
 */
const PUBLIC_PAGES = ['/', '/services', '/services/lawn-mowing', '/projects', '/about', '/contact', '/privacy', '/terms'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('walks the public pages through the phone menu, the category filter and the language links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The phone menu is a disclosure the browser opens by itself.
    const header = page.getByRole('banner');
    const phoneMenu = header.locator('details[data-menu]').last();
    await expect(phoneMenu.getByRole('link', { name: 'Services' })).toBeHidden();
    await header.getByLabel('Menu', { exact: true }).click();
    await expect(phoneMenu.getByRole('link', { name: 'Services' })).toBeVisible();
    await phoneMenu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Landscaping Services' })).toBeVisible();

    // The category filter is links.
    const filter = page.getByRole('navigation', { name: 'Filter services by category' });
    await filter.getByRole('link', { name: 'Tree Services' }).click();
    await expect(page).toHaveURL(/\/services\?category=tree-services$/);
    await expect(filter.getByRole('link', { name: 'Tree Services' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Tree Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lawn Care' })).toHaveCount(0);

    // A service, then the language links: the choice holds for the next pages.
    await page.goto('/services/lawn-mowing');
    await expect(page.getByRole('heading', { level: 1, name: 'Lawn Mowing' })).toBeVisible();
    await header.getByLabel('Menu', { exact: true }).click();
    await phoneMenu.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/services\/lawn-mowing\?lang=es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Corte de césped' })).toBeVisible();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/?lang=en');

    for (const url of PUBLIC_PAGES) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    }
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('moves between the pages by their own links on a wide screen', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    for (const [name, path, heading] of [
      ['Services', '/services', 'Our Landscaping Services'],
      ['About', '/about', /./],
      ['Contact', '/contact', /./],
      ['Home', '/', /./],
    ] as const) {
      await main.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }

    // A card of the catalogue opens its service; the footer leads to the legal pages.
    await main.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('main').locator('a[href="/services/lawn-mowing"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lawn Mowing' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);

    // 'Get Free Quote' is a normal link into the quote builder, which renders its first step on the server.
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote-builder$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in visitor uses the account menu on a page without React', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(DEMO.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/services');
    await headerMenu(page, `Account menu: ${DEMO.customer.name}`).click();
    await page.getByRole('banner').getByRole('link', { name: 'My dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/about');
    await headerMenu(page, `Account menu: ${DEMO.customer.name}`).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('sends the contact form, with the server naming what is missing', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto('/contact');
    const form = page.locator('form[data-checks]');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(page.getByText('Please fix the validation errors below')).toBeVisible();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText('Please enter a message.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill('Marta Nunes');
    await page.getByLabel('Email Address').fill('marta@example.org');
    await page.getByRole('textbox', { name: 'Message' }).fill('Our cedar hedge needs a trim before winter.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('public pages load no script but the enhancement, and hold only its loader, JSON-LD and speculation rules inline', async ({
    page,
  }) => {
    for (const url of PUBLIC_PAGES) {
      const scripts = scriptsOf(page);
      await page.goto(url);
      await expectNoReact(page, scripts, url);
    }
  });

  test('asks for the enhancement script only once the page and its main picture have loaded', async ({ page }) => {
    await page.goto('/services');
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === '');
    const timing = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const enhance = resources.find((entry) => /\/assets\/enhance-[0-9a-f]+\.js$/.test(entry.name));
      const eagerPicture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc;
      const picture = resources.find((entry) => entry.name === eagerPicture);
      return { loaded, enhanceAskedAt: enhance?.startTime, pictureDoneAt: picture?.responseEnd };
    });
    expect(timing.enhanceAskedAt).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.pictureDoneAt).toBeLessThan(timing.enhanceAskedAt!);
  });

  test('checks the contact form in the page, in its language, before sending anything', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.goto('/contact?lang=pt');
    await page.waitForFunction(() => localStorage.getItem('selectedLanguage') === 'pt');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    expect(posted).toBe(false);
  });
});
