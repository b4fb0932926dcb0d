import { insertQuoteRequest } from '../helpers/leads';
import { DEMO, e2eDatabase, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { DESKTOP, expectNoOverflow, PHONE, WIDTHS } from './phone';

/** A quote request under a name no other test uses, so the inbox has at least one lead. */
async function insertLead(tag: string) {
  const { db, close } = e2eDatabase();
  try {
    return await insertQuoteRequest(db, { name: `Wren ${tag}`, email: `wren-${tag}@example.org`, reference: `Q-${tag}` });
  } finally {
    await close();
  }
}

/**
 * The back office is its own workspace (issue 28): a compact header with the company, 'View site'
 * and the account menu; no 'Get Free Quote' and no marketing footer; the screens as one row of
 * tabs on a wide screen and a bottom tab bar on a phone, where the first lead shows on the first screen.
 */
test.describe('the admin workspace', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  for (const [label, size] of WIDTHS) {
    test(`has its own compact header and no marketing footer at ${label}`, async ({ page }) => {
      await page.setViewportSize(size);
      await insertLead(`H${Date.now().toString(36)}`);
      await gotoHydrated(page, '/admin');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Evergreen Landscaping: back office home' })).toHaveAttribute(
        'href',
        '/admin',
      );
      await expect(header.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
      await expect(header.getByLabel('Account menu: Alex', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Free Quote' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(57);
      await expectNoOverflow(page, `/admin at ${label}`);
      await expectAccessible(page);
    });
  }

  test('on a phone: a bottom tab bar, and the first lead on the first screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await insertLead(`P${Date.now().toString(36)}`);
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
    const tabs = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [name, href] of [
      ['Leads', '/admin'],
      ['Schedule', '/admin/visits'],
      ['Proposals', '/admin/proposals'],
      ['More', '/admin/more'],
    ]) {
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(tabs.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    const bar = (await tabs.boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);

    // The first lead's card (overdue ones first, then the newest) is entirely above the tab bar without scrolling.
    const first = page
      .getByRole('list', { name: /Quote requests and contact messages/ })
      .getByRole('article')
      .first();
    await expect(first).toBeVisible();
    const card = (await first.boundingBox())!;
    expect(card.y + card.height).toBeLessThan(bar.y);

    // More reaches every other screen; Schedule opens the visits calendar.
    await tabs.getByRole('link', { name: 'More' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Service Management', '/admin/services'],
      ['Projects', '/admin/projects'],
      ['Content Management', '/admin/content'],
      ['Multi-Language Content', '/admin/multilanguage'],
      ['Icon Management', '/admin/icons'],
      ['Analytics', '/admin/analytics'],
      ['Users', '/admin/users'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expectAccessible(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Analytics/ })
      .click();
    await expect(tabs.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/admin\/visits$/);
    await expect(tabs.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
    await expectNoOverflow(page, '/admin/visits on a phone');
  });

  test('on a wide screen: every screen in one row of tabs, no bottom bar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/admin/services');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const [name, href] of [
      ['Leads', '/admin'],
      ['Visits', '/admin/visits'],
      ['Proposals', '/admin/proposals'],
      ['Services', '/admin/services'],
      ['Projects', '/admin/projects'],
      ['Content', '/admin/content'],
      ['Multi-language', '/admin/multilanguage'],
      ['Icons', '/admin/icons'],
      ['Analytics', '/admin/analytics'],
      ['Users', '/admin/users'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect((await nav.boundingBox())!.height).toBeLessThan(50);
  });

  test('in Spanish and Portuguese the tabs and the header speak the language', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin?lang=es');
    const tabs = page.getByRole('navigation', { name: 'Secciones de administración' });
    await expect(tabs.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/admin/visits');
    await expect(tabs.getByRole('link', { name: 'Más' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ver el sitio' })).toBeVisible();
    await expectNoOverflow(page, '/admin in Spanish');
    await gotoHydrated(page, '/admin/more?lang=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Mais' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Propostas' }),
    ).toBeVisible();
    await expectNoOverflow(page, '/admin/more in Portuguese');
  });

  test('Proposals lists every proposal in force with its status and total', async ({ page }) => {
    const tag = `R${Date.now().toString(36)}`;
    const id = await insertLead(tag);
    const created = await page.request.post(`/api/admin/leads/quote/${id}/proposals`);
    expect(created.status()).toBe(201);
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin/proposals');
    const item = page.getByRole('article').filter({ hasText: `Wren ${tag}` });
    await expect(item).toContainText('Draft');
    await expect(item).toContainText('not sent yet');
    await expectAccessible(page);
    await item.getByRole('link', { name: `Wren ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request Q-${tag}`);
  });
});
