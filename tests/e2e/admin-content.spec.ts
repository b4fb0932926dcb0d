import sharp from 'sharp';
import { DESKTOP, forgiveConsoleErrors, PHONE, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

// These tests change the logo and the company facts every visitor sees: they run one after the
// other, by themselves, after the rest of the suite (the 'logo' project of playwright.config.ts), so
// no other test's page asks for a logo picture they replaced or deleted.
test.describe.configure({ mode: 'serial' });

const logoPng = () =>
  sharp({
    create: { width: 360, height: 120, channels: 4, background: '#14532d' },
  })
    .png()
    .toBuffer();

const UNSAFE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="300" height="100" onload="alert(1)">' +
    '<script>alert(2)</script><rect width="300" height="100" fill="#166534"/><text x="20" y="60" font-size="36" fill="#fff">Evergreen</text></svg>',
);

test.describe('Content Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    // An SVG that ran its script would open a dialog: fail loudly if anything does.
    page.on('dialog', (dialog) => {
      throw new Error(`Unexpected dialog: ${dialog.message()}`);
    });
  });

  test('uploads a PNG logo that then shows in the header and footer, and edits its information', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
    await expect(page.getByText('No logo uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Information' })).toHaveCount(0);

    // Not an image: refused in red, nothing changes.
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    const message = page.getByRole('status').filter({ hasText: /logo/i });
    await expect(message).toContainText('Error uploading logo');
    await expect(message.locator('div')).toHaveClass(/text-red-900/);
    await expect(page.getByText('No logo uploaded')).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /status of 400/);

    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'evergreen-logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await expect(message).toContainText('Logo uploaded successfully!');
    await expect(message.locator('div')).toHaveClass(/text-green-900/);
    await expect(page.getByText('File: evergreen-logo.png')).toBeVisible();
    const headerLogo = page.getByRole('banner').getByRole('img', { name: 'Evergreen Landscaping logo' });
    await expect(headerLogo).toHaveAttribute('src', /^\/media\/logo\/\w+\.webp$/);
    // The admin has no marketing footer: the footer's logo is checked on a visitor's page below.

    await page.getByRole('button', { name: 'Edit Information' }).click();
    await page.getByLabel('Alt Text').fill('Cancelled text');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Alt Text')).toHaveCount(0);
    await expect(page.getByText('Cancelled text')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Information' }).click();
    await page.getByLabel('Alt Text').fill('Evergreen Landscaping, Bellevue');
    await page.getByLabel('Title').fill('Company logo');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(message).toContainText('Logo information updated successfully!');
    await expect(page.getByRole('button', { name: 'Edit Information' })).toBeVisible();
    await expect(page.getByText('Company logo', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Evergreen Landscaping, Bellevue' })).toBeVisible();

    // A visitor sees it too.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/about');
    await expect(visitor.getByRole('banner').getByRole('img', { name: 'Evergreen Landscaping, Bellevue' })).toBeVisible();
    await expect(visitor.getByRole('contentinfo').getByRole('img', { name: 'Evergreen Landscaping, Bellevue' })).toBeVisible();
    await visitor.close();
  });

  test('sanitises an SVG logo and shows it in the header', async ({ page }) => {
    await gotoHydrated(page, '/admin/content');
    await page.getByLabel('Logo file').setInputFiles({ name: 'vector-logo.svg', mimeType: 'image/svg+xml', buffer: UNSAFE_SVG });
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await expect(page.getByText('Logo uploaded successfully!')).toBeVisible();
    await expect(page.getByText('File: vector-logo.svg')).toBeVisible();
    const headerLogo = page.getByRole('banner').getByRole('img');
    await expect(headerLogo).toHaveAttribute('src', /^\/media\/logo\/\w+\.svg$/);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const svg = await page.request.get((await headerLogo.getAttribute('src'))!);
    const text = await svg.text();
    expect(text).toContain('Evergreen');
    expect(text).not.toMatch(/script|onload/);
  });

  test('the Company details card edits the company facts shown in the footer', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/admin/content');
    // Every tool is a real screen: no 'coming soon' is left.
    await expect(page.getByText('coming soon')).toHaveCount(0);
    for (const [name, href] of [
      ['Open Content Editor', '/admin/content/editor'],
      ['Open Media Management', '/admin/content/media'],
      ['Edit page texts', '/admin/multilanguage'],
      ['Open Analytics', '/admin/analytics'],
    ]) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await page.getByRole('button', { name: 'Edit company details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Company details' });
    const phone = dialog.getByLabel('Phone');
    await expect(phone).toHaveValue('(425) 555-0142');

    await dialog.getByLabel('E-mail').fill('not an address');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /status of 400/);

    await dialog.getByLabel('E-mail').fill('hello@evergreen-landscaping.example');
    await phone.fill('(425) 555-0199');
    await expect(dialog.getByLabel('Years of experience')).toHaveValue('15+');
    await dialog.getByLabel('Contractor license number').fill('EVERGLL842KQ');
    await dialog.getByLabel('Review page (Google, Yelp…)').fill('https://g.page/r/evergreen-landscaping/review');
    await dialog.getByLabel('Opens (Saturday)').fill('10:00');
    await dialog.getByLabel('Closes (Saturday)').fill('14:00');
    await dialog.getByLabel('Minimum notice (hours)').fill('2000');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog.getByText('Enter a number between 0 and 720.')).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /status of 400/);
    await dialog.getByLabel('Minimum notice (hours)').fill('24');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Company settings saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The admin has no marketing footer: the site's pages show the facts.
    const site = await page.context().newPage();
    await site.goto('/');
    const footer = site.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '(425) 555-0199' })).toBeVisible();
    await expect(footer).toContainText('Sat 10AM-2PM');
    await expect(footer).toContainText('WA contractor license EVERGLL842KQ');
    await expect(footer).toContainText('Licensed, bonded and insured in Washington State');
    await expect(site.getByRole('link', { name: 'Read all our reviews, or leave yours' })).toHaveAttribute(
      'href',
      'https://g.page/r/evergreen-landscaping/review',
    );

    // Back to the seeded facts for whatever runs next.
    await page.getByRole('button', { name: 'Edit company details' }).click();
    await dialog.getByLabel('Phone').fill('(425) 555-0142');
    await dialog.getByLabel('Contractor license number').fill('');
    await dialog.getByLabel('Review page (Google, Yelp…)').fill('');
    await dialog.getByLabel('Opens (Saturday)').fill('09:00');
    await dialog.getByLabel('Closes (Saturday)').fill('16:00');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog).toBeHidden();
    await site.reload();
    await expect(footer.getByRole('link', { name: '(425) 555-0142' })).toBeVisible();
    await expect(footer).not.toContainText('contractor license');
    await expect(site.getByRole('link', { name: 'Read all our reviews, or leave yours' })).toHaveCount(0);
    await site.close();
  });

  test('says when the logo cannot be loaded and offers Try again', async ({ page, consoleErrors }) => {
    const logoList = /\/api\/admin\/images\?purpose=logo$/;
    await page.route(logoList, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal server error' }),
      }),
    );
    await gotoHydrated(page, '/admin/content');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load data. Please try again.' });
    await expect(alert).toBeVisible();
    await page.unroute(logoList);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/File: |No logo uploaded/)).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /status of 500/);
  });

  test('the screen and the settings modal pass axe at desktop and phone widths', async ({ page }) => {
    test.slow(); // Many page loads on a shared machine.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/admin/content');
      await expect(page.getByText(/File: |No logo uploaded/)).toBeVisible();
      await expectAccessible(page);
      if (await page.getByRole('button', { name: 'Edit Information' }).isVisible()) {
        await page.getByRole('button', { name: 'Edit Information' }).click();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await page.getByRole('button', { name: 'Edit company details' }).click();
      await expect(page.getByRole('dialog', { name: 'Company details' }).getByLabel('Phone')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
  });
});
