import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from './accounts';
import { signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, headerMenu, test } from './fixtures';
import { LANGS } from './phone';

/*
 * The header fits at every width from 320 to 1,920 px, in every language, signed in or out, with
 * every optional item: 'Our work' once a project is published (this spec publishes one, so it runs
 * in the site-wide project), the account menu of a signed-in admin. Before, Spanish pages were
 * 1,399 px wide in a 1,280 px window and the signed-in admin's header 8 px too wide.
 */

const MEASURED = [320, 1024, 1280, 1440];
const WINDOW_HEIGHT = 800;

/** Where the header's links lead, signed out; signed in, Login and Register give way to the account menu. */
const DESTINATIONS = ['/', '/services', '/projects', '/about', '/contact', '/quote-builder', '/privacy', '/terms', 'tel:'];
const SIGNED_OUT = ['/login', '/register'];
const LANGUAGE_LINKS = ['lang=en', 'lang=es', 'lang=pt'];

/** The header's links a visitor can reach now: shown, and wholly inside the window. */
async function reachableLinks(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header, width) => {
    return [...header.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => {
        const box = a.getBoundingClientRect();
        return a.checkVisibility() && box.width > 0 && box.left >= 0 && box.right <= width && !a.closest('.sr-only');
      })
      .map((a) => a.getAttribute('href')!);
  }, page.viewportSize()!.width);
}

/** Every header link is on the screen, at once or once the phone menu is opened. */
async function expectEveryLinkReachable(page: Page, where: string, signedIn: boolean) {
  const seen = new Set(await reachableLinks(page));
  const menu = headerMenu(
    page,
    await page.evaluate(() => ({ en: 'Menu', es: 'Menú', pt: 'Menu' })[document.documentElement.lang]!),
  );
  if ((await menu.count()) > 0) {
    await menu.click();
    for (const href of await reachableLinks(page)) seen.add(href);
  }
  const hrefs = [...seen];
  const expected = [...DESTINATIONS, ...(signedIn ? [] : SIGNED_OUT)];
  for (const destination of expected) {
    expect(
      hrefs.some((href) => (destination === 'tel:' ? href.startsWith('tel:') : href === destination)),
      `${where}: ${destination} on the screen (${hrefs.join(' ')})`,
    ).toBe(true);
  }
  for (const lang of LANGUAGE_LINKS) {
    expect(
      hrefs.some((href) => href.endsWith(lang)),
      `${where}: the ${lang} link`,
    ).toBe(true);
  }
  if (signedIn) {
    // The account menu opens on the screen, with the admin's way in and logging out.
    await headerMenu(page, `${await accountLabel(page)}: ${DEMO.admin.name}`).click();
    const admin = page.getByRole('banner').locator('a[href="/admin"]').filter({ visible: true });
    const logout = page.getByRole('banner').locator('form[action="/logout"] button').filter({ visible: true });
    for (const [item, name] of [
      [admin, 'the admin link'],
      [logout, 'log out'],
    ] as const) {
      const box = (await item.boundingBox())!;
      expect(box.x, `${where}: ${name}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${where}: ${name}`).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  }
}

const accountLabel = (page: Page) =>
  page.evaluate(() => ({ en: 'Account menu', es: 'Menú de la cuenta', pt: 'Menu da conta' })[document.documentElement.lang]!);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

let projectId: number | undefined;

test.describe('the header fits', () => {
  test.beforeAll(async ({ browser }) => {
    // A published project adds 'Our work' to the menu: the longest item ('Nuestros trabajos').
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsAdmin(page);
    const services = (await (await page.request.get('/api/admin/services?limit=1')).json()).data.services;
    const created = await page.request.post('/api/admin/projects', {
      data: {
        title: 'Header fit test garden',
        place: 'Bellevue',
        service_ids: [services[0].id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    projectId = (await created.json()).data.id;
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f7d4a' } })
      .png()
      .toBuffer();
    const uploaded = await page.request.post(`/api/admin/projects/${projectId}/photos/after`, {
      multipart: { image: { name: 'after.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    if (projectId === undefined) return;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsAdmin(page);
    expect((await page.request.delete(`/api/admin/projects/${projectId}`)).status()).toBe(200);
    await context.close();
  });

  for (const signedIn of [false, true]) {
    for (const lang of LANGS) {
      const who = signedIn ? 'signed in as the admin' : 'signed out';
      test(`at 320, 1024, 1280 and 1440 px, and every width between 320 and 1920, in ${lang}, ${who}`, async ({ page }) => {
        if (signedIn) await signInAsAdmin(page);
        await gotoHydrated(page, `/about?lang=${lang}`);
        const projects = { en: 'Our Work', es: 'Nuestros trabajos', pt: 'Nossos trabalhos' }[lang];

        for (const width of MEASURED) {
          await page.setViewportSize({ width, height: WINDOW_HEIGHT });
          await gotoHydrated(page, `/about?lang=${lang}`);
          const where = `${lang}, ${who}, ${width} px`;
          expect(await pageWidth(page), `${where}: page width`).toBe(width);
          if (width >= 1024) await expect(page.getByRole('banner').getByRole('link', { name: projects })).toBeVisible();
          await expectEveryLinkReachable(page, where, signedIn);
          if (width === 1280) await expectAccessible(page);
        }

        // Every other width: nothing sticks out sideways (the header holds no state, a resize is enough).
        await page.setViewportSize({ width: 1920, height: WINDOW_HEIGHT });
        await gotoHydrated(page, `/about?lang=${lang}`);
        const tooWide: string[] = [];
        for (let width = 320; width <= 1920; width += 8) {
          await page.setViewportSize({ width, height: WINDOW_HEIGHT });
          const measured = await pageWidth(page);
          if (measured > width) tooWide.push(`${width}: ${measured}`);
        }
        expect(tooWide, `${lang}, ${who}: page widths wider than the window`).toEqual([]);
      });
    }
  }
});
