import { attachQuoteFile, insertContactMessage, insertQuoteRequest } from '../helpers/leads';
import { DEMO, E2E_DATA_DIR, e2eDatabase, registerAccount, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** A contact message and a quote request (with a file) under names no other test uses. */
async function insertLeads(tag: string) {
  const database = e2eDatabase();
  try {
    const contactId = await insertContactMessage(database.db, {
      name: `Carla ${tag}`,
      email: `carla-${tag}@example.org`,
      message: 'Our hedge needs shaping before the party.',
      created_at: new Date(Date.now() - 30 * 3600_000).toISOString(),
    });
    const quoteId = await insertQuoteRequest(database.db, {
      name: `Quincy ${tag}`,
      email: `quincy-${tag}@example.org`,
      reference: `Q-${tag}`,
    });
    await attachQuoteFile(
      database.db,
      `${E2E_DATA_DIR}/media`,
      quoteId,
      'site-plan.pdf',
      Buffer.from('%PDF-1.4 plan'),
      'application/pdf',
    );
    return { contactId, quoteId };
  } finally {
    await database.close();
  }
}

test.describe('the admin area', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  test('shows the counts, the admin screens and both kinds of lead in the inbox', async ({ page }) => {
    const tag = `T${Date.now().toString(36)}`;
    await insertLeads(tag);
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveTitle('Admin');
    const stats = page.getByRole('region', { name: 'Leads waiting' });
    await expect(stats.getByText('New quote requests')).toBeVisible();
    await expect(stats.getByText('Unanswered after 24 hours')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const [name, href] of [
      ['Leads', '/admin'],
      ['Proposals', '/admin/proposals'],
      ['Services', '/admin/services'],
      ['Icons', '/admin/icons'],
      ['Projects', '/admin/projects'],
      ['Analytics', '/admin/analytics'],
      ['Content', '/admin/content'],
      ['Multi-language', '/admin/multilanguage'],
      ['Users', '/admin/users'],
      ['Visits', '/admin/visits'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: /Service Management/ })).toHaveAttribute('href', '/admin/services');

    const inbox = page.getByRole('region', { name: 'Leads inbox' });
    await inbox.getByLabel('Search by name or e-mail').fill(tag);
    await inbox.getByRole('button', { name: 'Search' }).click();
    const rows = inbox.getByRole('row');
    await expect(rows).toHaveCount(3);
    // The lead past the 24-hour promise comes first, though it is the older one.
    await expect(rows.nth(1)).toContainText(`Carla ${tag}`);
    await expect(rows.nth(1)).toContainText('Contact message');
    await expect(rows.nth(1)).toContainText('Over 24 hours');
    await expect(rows.nth(2)).toContainText(`Quincy ${tag}`);
    await expect(rows.nth(2)).toContainText('Quote request');
    await expect(rows.nth(2)).toContainText('Landscape Design, Irrigation');
    await expect(rows.nth(2)).not.toContainText('Over 24 hours');

    await inbox.getByLabel('Type').selectOption({ label: 'Contact message' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Carla ${tag}`);
    await inbox.getByLabel('Status').selectOption({ label: 'Won' });
    await expect(inbox.getByText('No leads match these filters.')).toBeVisible();
  });

  test('opens a quote request, downloads its file, changes the status and adds a note', async ({ page }) => {
    const tag = `D${Date.now().toString(36)}`;
    await insertLeads(tag);
    await gotoHydrated(page, '/admin');
    const inbox = page.getByRole('region', { name: 'Leads inbox' });
    await inbox.getByLabel('Search by name or e-mail').fill(tag);
    await inbox.getByRole('button', { name: 'Search' }).click();
    await inbox.getByRole('link', { name: `Quincy ${tag}` }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request Q-${tag}`);
    await expect(page.getByRole('region', { name: 'Contact' })).toContainText(`quincy-${tag}@example.org`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Residential');
    await expect(details).toContainText('$5,000 - $15,000');
    await expect(details).toContainText('Gate code 1234.');
    const estimate = page.getByRole('region', { name: 'Estimate' });
    await expect(estimate.getByRole('row', { name: /Landscape Design/ })).toContainText('$225.00');
    await expect(estimate.getByRole('row', { name: /Starting estimate/ })).toContainText('$1,170.00');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download site-plan.pdf' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('site-plan.pdf');

    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Contacted' }).click();
    await expect(status.getByRole('status')).toHaveText('Status saved.');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Status changed to Contacted');
    await expect(history).toContainText('by Alex Admin');

    const notes = page.getByRole('region', { name: 'Internal notes' });
    await notes.getByLabel('New note').fill('Called back; site visit on Friday.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('status')).toHaveText('Note added.');
    await expect(history.getByRole('listitem').first()).toContainText('Called back; site visit on Friday.');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Q-${tag}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Called back; site visit on Friday.');
    await expect(page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('opens a contact message with its text', async ({ page }) => {
    const tag = `C${Date.now().toString(36)}`;
    const { contactId } = await insertLeads(tag);
    await gotoHydrated(page, `/admin/leads/contact/${contactId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message from Carla ${tag}`);
    await expect(page.getByText('Over 24 hours')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Our hedge needs shaping before the party.');
  });

  test('changes a role and disables an account from the users list', async ({ page, request }) => {
    const account = await registerAccount(request, { last_name: `User${Date.now().toString(36)}` });
    await gotoHydrated(page, '/admin/users');
    await page.getByLabel('Search by name or e-mail').fill(account.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const name = `${account.first_name} ${account.last_name}`;
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel(`Role of ${name}`).selectOption({ label: 'Landscaping Professional' });
    await expect(page.getByRole('status')).toHaveText(`Role of ${name} changed to Landscaping Professional.`);
    await page.getByRole('button', { name: `Disable ${name}` }).click();
    await expect(page.getByRole('status')).toHaveText(`${name} is disabled and signed out.`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Disabled');
    const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(403);
    await page.getByRole('button', { name: `Enable ${name}` }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active');
  });

  test('admin pages have no accessibility violations at phone and desktop width', async ({ page }) => {
    // Six axe passes: several seconds each on a busy machine.
    test.slow();
    const { quoteId } = await insertLeads(`A${Date.now().toString(36)}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/admin');
      await expect(page.getByRole('region', { name: 'Leads inbox' }).getByRole('link').first()).toBeVisible();
      await expectAccessible(page);
      await gotoHydrated(page, `/admin/leads/quote/${quoteId}`);
      await expect(page.getByRole('region', { name: 'Estimate' })).toBeVisible();
      await expectAccessible(page);
      await gotoHydrated(page, '/admin/users');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectAccessible(page);
    }
  });
});
