import { attachQuoteFile, insertQuoteRequest } from '../helpers/leads';
import { allowFailedRequests, E2E_DATA_DIR, e2eDatabase, registerAccount, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, headerMenu, test } from './fixtures';

test.describe('the dashboard', () => {
  test('shows only the user’s own quote requests with date, reference, services, estimate, status and files', async ({
    page,
    request,
  }) => {
    const me = await registerAccount(request);
    const other = await registerAccount(request);
    const database = e2eDatabase();
    try {
      const mine = await insertQuoteRequest(database.db, {
        user_id: me.id,
        reference: `Q-${me.id}-A`,
        services: ['irrigation'],
        created_at: '2026-04-02T17:00:00.000Z',
      });
      await attachQuoteFile(database.db, `${E2E_DATA_DIR}/media`, mine, 'back yard.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await insertQuoteRequest(database.db, {
        user_id: me.id,
        reference: `Q-${me.id}-B`,
        status: 'won',
        services: ['hardscaping', 'seasonal-services'],
      });
      await insertQuoteRequest(database.db, { user_id: other.id, reference: `Q-${other.id}-X` });
    } finally {
      await database.close();
    }

    await signIn(page, me.email, me.password);
    await gotoHydrated(page, '/dashboard');
    await expect(page).toHaveTitle('My dashboard');
    const list = page.getByRole('list', { name: 'Your quote requests, newest first' });
    await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(2);
    await expect(page.getByText(`Q-${other.id}-X`)).toHaveCount(0);

    const first = page.getByRole('article', { name: `Reference: Q-${me.id}-A` });
    await expect(first).toContainText('Apr 2, 2026');
    await expect(first).toContainText('Irrigation');
    await expect(first).toContainText('$900.00');
    await expect(first).toContainText('New');
    await expect(first).toContainText('back yard.jpg');
    const second = page.getByRole('article', { name: `Reference: Q-${me.id}-B` });
    await expect(second).toContainText('Hardscaping, Seasonal Services');
    await expect(second).toContainText('Won');
    await expect(second).toContainText('No files');
  });

  test('edits the profile and changes the password', async ({ page, request, consoleErrors }) => {
    const me = await registerAccount(request, { user_type: 'specialist', company_name: 'Test Gardens' });
    await signIn(page, me.email, me.password);
    await gotoHydrated(page, '/dashboard');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('Landscaping Professional');
    await expect(profile).toContainText('Test Gardens');
    await profile.getByRole('link', { name: 'Edit profile' }).click();
    await profile.getByLabel('Company name').fill('');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Please enter your company name.')).toBeVisible();
    await profile.getByLabel('Company name').fill('Evergreen Partners');
    await profile.getByLabel('First name').fill('Avery');
    await profile.getByLabel('Phone').fill('(425) 555-0177');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your profile was saved.');
    await expect(profile).toContainText('Avery Test');
    await expect(profile).toContainText('Evergreen Partners');
    await expect(headerMenu(page, 'Account menu: Avery')).toBeVisible();

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('Current password').fill('wrong-one');
    await password.getByLabel('New password', { exact: true }).fill('second-pass');
    await password.getByLabel('Confirm new password').fill('second-pass');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is not correct.')).toBeVisible();
    await password.getByLabel('Current password').fill(me.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password was changed. Your other sessions were signed out.');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Avery');
    const relogin = await request.post('/api/auth/login', { data: { email: me.email, password: 'second-pass' } });
    expect(relogin.status()).toBe(200);
    allowFailedRequests(consoleErrors, 400);
  });

  test('has no accessibility violations at phone and desktop width, account menu open too', async ({ page, request }) => {
    const me = await registerAccount(request);
    const database = e2eDatabase();
    try {
      await insertQuoteRequest(database.db, { user_id: me.id });
    } finally {
      await database.close();
    }
    await signIn(page, me.email, me.password);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/dashboard');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await expectAccessible(page);
      const header = page.getByRole('banner');
      if (width === 375) await headerMenu(page, 'Menu').click();
      await headerMenu(page, 'Account menu: Robin').click();
      await expect(header.getByRole('link', { name: 'My dashboard' })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
