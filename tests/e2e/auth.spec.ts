import { allowFailedRequests, DEMO, registerAccount, resetLinkFor, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, headerMenu, test, waitForInteractive } from './fixtures';

test.describe('register, login, logout and password reset', () => {
  test('registers a customer, with the password rules checked before sending', async ({ page }) => {
    await gotoHydrated(page, '/register');
    await expect(page).toHaveTitle('Register');
    await expect(page.getByLabel('Company name')).toBeHidden();
    const email = uniqueEmail('customer');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone').fill('(206) 555-0123');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('54321');
    await expect(page.getByText('Must be at least 6 characters long')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fix the validation errors below');
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirm password').fill('secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toHaveText('Your account is ready! Taking you to the login page…');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Jordan');
    await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  });

  test('registers a professional: the company name appears and is required; server errors show under the field', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/register');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Ortiz');
    await page.getByLabel('Email address').fill(uniqueEmail('pro'));
    await page.getByLabel('Landscaping Professional').check();
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm password').fill('password1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your company name.')).toBeVisible();

    await page.getByLabel('Company name').fill('Ortiz Outdoor');
    await page.getByRole('button', { name: 'Create account' }).click();
    // A common password: the server's field error shows under the password field.
    await expect(page.getByRole('alert')).toHaveText('Please fix the validation errors below');
    const passwordField = page.getByLabel('Password', { exact: true });
    await expect(passwordField).toHaveAccessibleDescription(
      /This password is one of the most common ones and easy to guess\. Please choose another\./,
    );

    await passwordField.fill('ortiz-lilac-trombone');
    await page.getByLabel('Confirm password').fill('ortiz-lilac-trombone');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Your account is ready!');
    allowFailedRequests(consoleErrors, 400);
  });

  for (const [role, home, heading] of [
    ['customer', '/dashboard', 'Hello, Casey'],
    ['professional', '/dashboard', 'Hello, Pat'],
    ['admin', '/admin', 'Admin dashboard'],
  ] as const) {
    test(`the ${role} demo login lands on ${home} and the header shows the user`, async ({ page, context }) => {
      await gotoHydrated(page, '/login');
      const demo = page.getByRole('region', { name: 'Demo accounts' });
      await expect(demo).toContainText(DEMO[role].email);
      const roleName = { customer: 'Customer', professional: 'Landscaping Professional', admin: 'Admin' }[role];
      await demo.getByRole('button', { name: `Fill in the ${roleName} demo account` }).click();
      await expect(page.getByLabel('Email address')).toHaveValue(DEMO[role].email);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await headerMenu(page, `Account menu: ${DEMO[role].name}`).click();
      await expect(header.getByRole('link', { name: role === 'admin' ? 'Admin' : 'My dashboard' })).toHaveAttribute('href', home);

      // The site's script keeps the record in step once the page is loaded.
      await waitForInteractive(page);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
      expect(stored).toMatchObject({ email: DEMO[role].email, role });
      expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain('token');
      const [cookie] = (await context.cookies()).filter((c) => c.name === 'session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });
    });
  }

  test('remember me keeps the session cookie beyond the browser session', async ({ page, context }) => {
    await gotoHydrated(page, '/login');
    await page.getByLabel('Email address').fill(DEMO.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'session');
    expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 80 * 24 * 3600 * 1000);
  });

  test('a wrong password shows the server message', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/login');
    await page.getByLabel('Email address').fill(DEMO.customer.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
    await expect(page).toHaveURL(/\/login$/);
    allowFailedRequests(consoleErrors, 401);
  });

  test('logs out from the header menu', async ({ page }) => {
    await signIn(page, DEMO.professional.email, DEMO.professional.password);
    await gotoHydrated(page, '/dashboard');
    await page.evaluate(() => localStorage.setItem('user', '{"email":"pro@example.com"}'));
    const header = page.getByRole('banner');
    await headerMenu(page, 'Account menu: Pat').click();
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out again: the header's quiet account link is back (Register lives in the phone menu and on /login).
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await waitForInteractive(page);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('resets a forgotten password through the e-mailed link, once', async ({ page, request }) => {
    const account = await registerAccount(request);
    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that address');

    const link = await resetLinkFor(account.email);
    await gotoHydrated(page, link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm new password').fill('brand-new-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been changed. You can now sign in.');

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('sends visitors and non-admins away from admin pages, and back after an admin signs in', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);

    await signIn(page, DEMO.customer.email, DEMO.customer.password);
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await expect(page.getByRole('alert')).toHaveText(
      'You are signed in as customer@example.com. The page you asked for needs an admin account.',
    );

    await gotoHydrated(page, '/login?next=%2Fadmin%2Fusers');
    await page.getByLabel('Email address').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  });

  test('the account pages read in Spanish and Portuguese', async ({ page }) => {
    await gotoHydrated(page, '/login?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido de nuevo');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await gotoHydrated(page, '/register?lang=pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crie sua conta');
    await expect(page.getByText('Deve ter pelo menos 6 caracteres')).toBeVisible();
  });

  test('login, register, forgot and reset pages have no accessibility violations at phone and desktop width', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ['/login', '/register', '/forgot-password', '/reset-password?token=unknown']) {
        await gotoHydrated(page, url);
        await expectAccessible(page);
      }
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
      await expectAccessible(page);
    }
  });
});
