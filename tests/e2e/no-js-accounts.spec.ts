import { DEMO, registerAccount, resetLinkFor, uniqueEmail } from './accounts';
import { expect, headerMenu, test } from './fixtures';
import { useOwnAddress } from './public';

/*
 * The account forms work without JavaScript (or before the page's script has loaded): each posts
 * to its page's action, which applies the API's own rules and answers with a page.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('signs in, with the reason shown when the password is wrong and the e-mail kept', async ({ page }) => {
  await page.goto('/login?next=/dashboard');
  await page.getByLabel('Email address').fill(DEMO.customer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO.customer.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${DEMO.customer.name}`);

  // The account menu opens by itself (a <details>) and logging out is a form.
  await headerMenu(page, `Account menu: ${DEMO.customer.name}`).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('registers an account, and refuses passwords that differ', async ({ page }) => {
  const email = uniqueEmail('nojs');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Script');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByLabel('Confirm password').fill('different-one');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Noor');
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByLabel('Confirm password').fill('long-enough');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address')).toBeVisible();

  await page.goto(await resetLinkFor(account.email));
  await page.getByLabel('New password', { exact: true }).fill('second-pass');
  await page.getByLabel('Confirm new password').fill('second-pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('second-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('edits the profile and refuses a wrong current password on the dashboard', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('Phone').fill('(425) 555-0166');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByText('(425) 555-0166')).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('third-pass');
  await page.getByLabel('Confirm new password').fill('third-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();
});
