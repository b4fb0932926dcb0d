import type { Browser, Page } from '@playwright/test';
import { DESKTOP, forgiveConsoleErrors, PHONE, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

// These tests publish texts every visitor sees: they run one after the other, after the rest of
// the suite (the 'site-wide' project of playwright.config.ts), and put the texts back at the end.
test.describe.configure({ mode: 'serial' });

const BUILT_IN_ES = 'Espacios exteriores hermosos, cuidados todo el año';

/** The Spanish home page's title as an anonymous visitor gets it (server-rendered, page cache included). */
async function spanishHomeTitle(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto('/?lang=es');
  const title = await visitor.getByRole('heading', { level: 1 }).textContent();
  await context.close();
  return title;
}

/** The "Version: n" line of the current content (dt and dd together). */
const versionOf = (page: Page) => page.getByText('Version:', { exact: true }).locator('xpath=..');

async function choose(page: Page, section: string, language: string) {
  await page.getByLabel('Content Section').selectOption({ label: section });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: language });
}

async function saveContent(page: Page, text: string, flags: { published: boolean; draft: boolean }) {
  const content = page.getByLabel('Content', { exact: true });
  await content.fill(text);
  await page.getByRole('checkbox', { name: 'Published' }).setChecked(flags.published);
  await page.getByRole('checkbox', { name: 'Draft' }).setChecked(flags.draft);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test.describe('Multi-Language Content Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('publishes a Spanish hero title, keeps a draft from visitors and restores an older version', async ({ page, browser }) => {
    test.slow(); // Many page loads on a shared machine.
    await gotoHydrated(page, '/admin/multilanguage');
    await choose(page, 'Hero title (Home)', 'Español (Spanish)');
    await expect(page.getByText('No content available')).toBeVisible();
    await expect(versionOf(page)).toContainText('N/A');
    await expect(page.getByText(BUILT_IN_ES)).toBeVisible();

    await page.getByRole('button', { name: 'Add Content' }).click();
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(BUILT_IN_ES);
    await expect(page.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Draft' })).not.toBeChecked();
    await saveContent(page, 'Jardines que enamoran en Bellevue', { published: true, draft: false });
    await expect(page.getByText('Content saved as version 1.')).toBeVisible();
    await expect(versionOf(page)).toContainText('1');
    await expect(page.getByRole('button', { name: 'Edit Content' })).toBeVisible();
    expect(await spanishHomeTitle(browser)).toBe('Jardines que enamoran en Bellevue');

    await page.getByRole('button', { name: 'Edit Content' }).click();
    await saveContent(page, 'Borrador sin publicar', { published: false, draft: true });
    await expect(page.getByText('Content saved as version 2.')).toBeVisible();
    const row = page.getByRole('row', { name: /Hero title \(Home\) Español/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Draft');
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    expect(await spanishHomeTitle(browser)).toBe('Jardines que enamoran en Bellevue');

    await page.getByRole('button', { name: 'Edit Content' }).click();
    await saveContent(page, 'Tercera versión publicada', { published: true, draft: false });
    await expect(page.getByText('Content saved as version 3.')).toBeVisible();
    expect(await spanishHomeTitle(browser)).toBe('Tercera versión publicada');

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(page.getByText('Version 1 restored as version 4.')).toBeVisible();
    await expect(versionOf(page)).toContainText('4');
    expect(await spanishHomeTitle(browser)).toBe('Jardines que enamoran en Bellevue');

    // A version saved neither published nor draft takes the page back to the built-in text.
    await row.getByRole('button', { name: 'Edit Hero title (Home) in Español' }).click();
    await saveContent(page, 'Retirado', { published: false, draft: false });
    await expect(page.getByText('Content saved as version 5.')).toBeVisible();
    expect(await spanishHomeTitle(browser)).toBe(BUILT_IN_ES);
  });

  test('a save from a stale version is refused and the text stays in the form', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/admin/multilanguage');
    await choose(page, 'Story title (About)', 'Português (Portuguese)');
    await page.getByRole('button', { name: 'Add Content' }).click();
    await page.getByLabel('Content', { exact: true }).fill('Nossa história, por mim');

    // Someone else saves first.
    const other = await page.request.post('/api/multilanguage/content', {
      data: {
        section_key: 'about.story.title',
        language_code: 'pt',
        content: 'Nossa história, por outra pessoa',
        base_version: 0,
      },
    });
    expect(other.status()).toBe(201);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to save content. Please try again.' });
    await expect(alert).toContainText('Nossa história, por outra pessoa');
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue('Nossa história, por mim');
    forgiveConsoleErrors(consoleErrors, /status of 409/);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Content saved as version 2.')).toBeVisible();
    await page.getByRole('heading', { name: 'Version History' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('listitem').filter({ hasText: 'Version 1' })).toContainText('Nossa história, por outra pessoa');
  });

  test('shows an error with Try again when the data cannot be loaded', async ({ page, consoleErrors }) => {
    await page.route('**/api/multilanguage/sections', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal server error' }),
      }),
    );
    await gotoHydrated(page, '/admin/multilanguage');
    await expect(page.getByRole('alert')).toContainText('Failed to load data. Please try again.');
    await page.unroute('**/api/multilanguage/sections');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Content Section')).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /status of 500/);
  });

  for (const [label, size, key, section] of [
    ['a phone', PHONE, 'about.story.title', 'Story title (About)'],
    ['a desktop', DESKTOP, 'about.story.p1', 'Story, first paragraph (About)'],
  ] as const) {
    test(`a changed English text marks its Spanish 'Needs update' until confirmed, on ${label}`, async ({ page }) => {
      await page.setViewportSize(size);
      // Saved unpublished: visitors keep reading the built-in texts.
      for (const [language_code, content] of [
        ['en', 'Our story'],
        ['es', 'Nuestra historia'],
      ]) {
        const res = await page.request.post('/api/multilanguage/content', {
          data: { section_key: key, language_code, content, is_published: false },
        });
        expect(res.status()).toBe(201);
      }
      await gotoHydrated(page, '/admin/multilanguage');
      const overview = page.getByRole('region', { name: 'Content Overview' });
      const spanishRow = overview
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: section }) })
        .filter({ hasText: 'Español' });
      await expect(spanishRow).not.toContainText('Needs update');

      await choose(page, section, 'English (English)');
      await page.getByRole('button', { name: 'Edit Content' }).click();
      await saveContent(page, 'Our story, since 2009', { published: false, draft: false });
      await expect(page.getByText('Content saved as version 2.')).toBeVisible();
      await expect(spanishRow).toContainText('Needs update');
      await expectAccessible(page);

      await spanishRow.getByRole('button', { name: `${section} in Español is still correct` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Marked as still correct.' })).toBeVisible();
      await expect(spanishRow).not.toContainText('Needs update');
    });
  }

  test('the screen passes axe in view and edit modes at desktop and phone widths', async ({ page }) => {
    test.slow(); // Many page loads on a shared machine.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/admin/multilanguage');
      await expect(page.getByLabel('Content Section')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: /Add Content|Edit Content/ }).click();
      await expect(page.getByLabel('Content', { exact: true })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
