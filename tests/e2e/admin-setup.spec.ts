import type { Page } from '@playwright/test';
import { DEMO, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { DESKTOP, PHONE } from './phone';

// The checklist's answers are the site's, not a test's: one test at a time, each putting them back.
test.describe.configure({ mode: 'serial' });

const setSetup = (page: Page, body: object) => page.request.put('/api/admin/setup', { data: body });

/**
 * 'Make the site yours' on /admin (issue 28): the checklist with each item linked to its screen,
 * ticked from what the site holds (tests/api/setup.test.ts) or by hand for the prices, and hidden
 * once dismissed. It comes after the leads, with a line at the top leading to it.
 */
test.describe('Make the site yours', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await setSetup(page, { prices_checked: false, dismissed: false });
  });
  test.afterEach(async ({ page }) => {
    await setSetup(page, { prices_checked: false, dismissed: false });
  });

  test('on a desktop: each item with its screen, the prices ticked by hand', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/admin');
    // Other tests may have done some items meanwhile: the count is read, then followed.
    const setup = page.getByRole('region', { name: 'Make the site yours' });
    const done = Number((await setup.getByText(/^\d of 9 done$/).innerText()).split(' ')[0]);
    await expect(page.getByRole('link', { name: `Make the site yours: ${done} of 9 done` })).toBeVisible();
    for (const [title, href] of [
      ['A real photo on the home page', '/admin/content/media'],
      ['Real photos of your services', '/admin/services'],
      ['Photos of the team', '/admin/content/editor?list=team'],
      ['Your contractor licence number', '/admin/content'],
      ['Demo accounts off', '/admin/users'],
      ['Outgoing mail configured', '/admin/mail'],
    ]) {
      await expect(setup.getByRole('link', { name: `Open: ${title}` })).toHaveAttribute('href', href);
    }
    await expect(setup.getByText('Real photos of your services: To do')).toBeAttached();
    await expectAccessible(page);

    await setup.getByRole('button', { name: 'I checked the prices' }).click();
    await expect(setup.getByText('Prices checked: Done')).toBeAttached();
    await expect(setup).toContainText(`${done + 1} of 9 done`);
    await page.reload();
    await expect(setup.getByText('Prices checked: Done')).toBeAttached();
  });

  test('on a phone: after the leads, a line at the top leads to it; hidden once dismissed', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin');
    const summary = page.getByRole('link', { name: /^Make the site yours: \d of 9 done$/ });
    await expect(summary).toHaveAttribute('href', '#setup');
    const setup = page.getByRole('region', { name: 'Make the site yours' });
    const inbox = page.getByRole('region', { name: 'Leads inbox' });
    expect((await setup.boundingBox())!.y).toBeGreaterThan((await inbox.boundingBox())!.y);
    await summary.click();
    await expect(setup.getByRole('heading', { name: 'Make the site yours' })).toBeInViewport();
    await expectAccessible(page);

    await setup.getByRole('button', { name: 'Hide this list' }).click();
    await expect(setup).toHaveCount(0);
    await expect(summary).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Leads inbox' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Make the site yours' })).toHaveCount(0);
  });

  test('in Spanish', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin?lang=es');
    const setup = page.getByRole('region', { name: 'Haz tuyo el sitio' });
    await expect(setup).toContainText(/\d de 9 hechos/);
    await setup.getByRole('button', { name: 'Revisé los precios' }).click();
    await expect(setup.getByText('Precios revisados: Hecho')).toBeAttached();
  });
});
