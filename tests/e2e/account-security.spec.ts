import { readOutbox } from '../helpers/mail';
import { allowFailedRequests, DEMO, E2E_DATA_DIR, registerAccount, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** The newest verification link mailed to an address (caught in the outbox), as a path. */
async function verificationLinkFor(email: string, count = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readOutbox(E2E_DATA_DIR).filter((m) => m.to === email && m.text.includes('/verify-email?token='));
      link = mails.at(-1)?.text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe('a verified e-mail address', () => {
  test('the dashboard says why it shows little until the address is confirmed, sends the link again, and the link confirms it', async ({
    page,
    request,
  }) => {
    const me = await registerAccount(request);
    await signIn(page, me.email, me.password);
    await gotoHydrated(page, '/dashboard');
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(notice).toContainText(`We sent a confirmation link to ${me.email}.`);
    await expect(notice).toContainText('Until you confirm it, this page shows only the quote requests you sent while signed in');
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByRole('status')).toHaveText(`We sent a new link to ${me.email}. It works for 24 hours.`);
    const link = await verificationLinkFor(me.email, 2);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('status')).toHaveText('Your e-mail address is confirmed.');
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${me.first_name}`);
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
  });

  test('registering an address that has an account looks exactly like a new registration', async ({ page }) => {
    for (const email of [DEMO.customer.email, uniqueEmail('fresh')]) {
      await gotoHydrated(page, '/register');
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Ortiz');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('ortiz-lilac-trombone');
      await page.getByLabel('Confirm password').fill('ortiz-lilac-trombone');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('status')).toContainText('Your account is ready!');
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a common password is refused under the field when changing it on the dashboard', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const me = await registerAccount(request);
    await signIn(page, me.email, me.password);
    await gotoHydrated(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current password').fill(me.password);
    await card.getByLabel('New password', { exact: true }).fill('iloveyou');
    await card.getByLabel('Confirm new password').fill('iloveyou');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /This password is one of the most common ones and easy to guess\. Please choose another\./,
    );
    allowFailedRequests(consoleErrors, 400);
  });
});
