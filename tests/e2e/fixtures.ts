import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A page answered with 404 on purpose (the 404 page) logs its own status; tests assert it.
        const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
        if (!documentStatus) errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe finds no violations (WCAG 2.1 AA and best practices) on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * The header's menus are <details> disclosures (no ARIA role Playwright names): the phone menu's
 * summary is labelled 'Menu' (Menú, Menu), the account menu's 'Account menu: <first name>'. Only
 * the one shown at the page's width is returned (the account menu is in the bar and the phone menu).
 */
export const headerMenu = (page: Page, label: string) =>
  page.getByRole('banner').getByLabel(label, { exact: true }).filter({ visible: true });

/** Opens a page and waits until it is interactive (waitForInteractive). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForInteractive(page);
}

/**
 * Waits until the page answers clicks as it will: the site's script has run (`data-enhanced`),
 * and on a page that runs React (it carries React Router's context) React has hydrated it
 * (`data-hydrated`, set by root.tsx). Needed after a link opens such a page: a click before
 * hydration lands on markup nobody listens to yet.
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-enhanced') &&
      (!('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated')),
  );
}

/** The paths of the scripts the page loads from now on. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * A page served without React: it loaded no script but the site's enhancement file (`scripts`, from
 * scriptsOf), holds nothing inline but that file's loader, JSON-LD and speculation rules, and has no
 * module preloads and no React Router context.
 */
export async function expectNoReact(page: Page, scripts: string[], label = page.url()) {
  await page.waitForLoadState('networkidle');
  expect(scripts, label).toEqual([expect.stringMatching(/^\/assets\/enhance-[0-9a-f]{10}\.js$/)]);
  const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.getAttribute('type') ?? n.id));
  expect(
    inline.filter((kind) => !['application/ld+json', 'speculationrules', 'enhance-loader'].includes(kind)),
    label,
  ).toEqual([]);
  expect(await page.locator('link[rel="modulepreload"]').count(), label).toBe(0);
  expect(await page.evaluate(() => '__reactRouterContext' in window), label).toBe(false);
}
