import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, forgiveConsoleErrors, PHONE, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);
/** Creates an icon through the API (and uploads its picture), for tests that need one of their own. */
async function createIcon(page: Page, fields: { name: string; category: string; description?: string }, picture?: Buffer) {
  const created = await page.request.post('/api/admin/icons', { data: fields });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  if (picture) {
    const uploaded = await page.request.post(`/api/admin/icons/${id}/upload`, {
      multipart: { image: { name: 'icon.png', mimeType: 'image/png', buffer: picture } },
    });
    expect(uploaded.status()).toBe(200);
  }
  return id;
}

const png = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();

test.describe('Icon Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });
  // The screen lists every icon, and tests in other workers delete theirs, pictures included: one
  // may go between the list's load and its picture's. What the screen does then is tested below.
  test.afterEach(({ consoleErrors }) => {
    forgiveConsoleErrors(consoleErrors, /status of 404 .*\/media\/icons\//);
  });

  test('creates, edits, uploads, generates and deletes an icon, with their toasts', async ({ page }) => {
    test.slow(); // Many page loads on a shared machine.
    const name = `Leaf ${unique()}`;
    const category = `e2e-${unique()}`;
    await gotoHydrated(page, '/admin/icons');
    await expect(page.getByRole('heading', { level: 1, name: 'Icon Management' })).toBeVisible();
    await expect(page.getByText('Image engine: Illustration, drawn offline.')).toBeVisible();
    await expect(page.getByText('Uploading a real photo gives a better result.')).toBeVisible();

    await page.getByRole('button', { name: 'Create New Icon' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Icon' });
    await create.getByRole('button', { name: 'Create Icon' }).click();
    await expect(create.getByText('Please enter a name.')).toBeVisible();
    await expect(create.getByText('Please enter a category.')).toBeVisible();
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Category').fill(category);
    await create.getByLabel('Description').fill('A leaf for the tests');
    await expect(create.getByRole('button', { name: 'Create & Generate' })).toHaveCount(0);
    await create.getByRole('button', { name: 'Create Icon' }).click();
    await expect(page.getByText('Icon created successfully')).toBeVisible();
    await expect(create).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('No Image')).toBeVisible();
    await expect(card.getByText('A leaf for the tests')).toBeVisible();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Icon' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Upload Image').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByText('Icon image uploaded successfully')).toBeVisible();
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('img', { name: `${name} icon` })).toBeVisible();
    await expect(card.getByRole('img', { name: `${name} icon` })).toBeVisible();
    await edit.getByLabel('Usage Context').fill('Footer badge');
    await edit.getByRole('button', { name: 'Update Icon' }).click();
    await expect(page.getByText('Icon updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card.getByText('Footer badge')).toBeVisible();

    const before = await card.getByRole('img').getAttribute('src');
    await card.getByRole('button', { name: `Generate an image for ${name}` }).click();
    const generate = page.getByRole('dialog', { name: 'Generate Icon Image' });
    await expect(generate.getByLabel('Size')).toHaveValue('512x512');
    await expect(generate.getByLabel('Quality')).toHaveValue('standard');
    await expect(generate.getByLabel('Style')).toHaveValue('vivid');
    await generate.getByRole('button', { name: 'Generate Icon' }).click();
    await expect(generate.getByText('Please enter a prompt for the image.')).toBeVisible();
    await generate.getByLabel('AI Prompt').fill('green leaf icon over a garden path');
    await generate.getByRole('button', { name: 'Generate Icon' }).click();
    await expect(page.getByText('Icon generated successfully')).toBeVisible();
    await expect(generate).toBeHidden();
    await expect(card.getByRole('img')).not.toHaveAttribute('src', before!);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this icon?');
      void dialog.dismiss();
    });
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(card).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Icon deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('offers Create & Generate only with a prompt, and makes the icon with its picture', async ({ page }) => {
    const name = `Sun ${unique()}`;
    await gotoHydrated(page, '/admin/icons');
    await page.getByRole('button', { name: 'Create New Icon' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Icon' });
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Category').fill(`e2e-${unique()}`);
    await create.getByLabel('AI Prompt (optional)').fill('bright sun over a lawn');
    await create.getByRole('button', { name: 'Create & Generate' }).click();
    await expect(page.getByText('New icon generated successfully')).toBeVisible();
    const picture = page.getByRole('img', { name: `${name} icon` });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  });

  test('filters by category and searches names and descriptions', async ({ page }) => {
    const category = `e2e-${unique()}`;
    const ids = [
      await createIcon(page, { name: `Sprinkler ${unique()}`, category, description: 'Waters the lawn at dawn' }),
      await createIcon(page, { name: `Paver ${unique()}`, category, description: 'Stone for the patio' }),
    ];
    await gotoHydrated(page, '/admin/icons');
    const select = page.getByLabel('Category');
    await expect(select.locator('option', { hasText: `${category} (2)` })).toHaveCount(1);
    await expect(select.locator('option', { hasText: /^services \(\d+\)$/ })).toHaveCount(1);
    await select.selectOption(category);
    const cards = page.getByRole('list', { name: /shown/ }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Search').fill('sprinkler');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(/^Sprinkler /);
    await page.getByLabel('Search').fill('PATIO');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(/^Paver /);
    await page.getByLabel('Search').fill('no such icon anywhere');
    await expect(page.getByText('No icons found matching your criteria.')).toBeVisible();
    for (const id of ids) await page.request.delete(`/api/admin/icons/${id}`);
  });

  test('hides an icon picture that fails to load and shows the placeholder', async ({ page }) => {
    const name = `Broken ${unique()}`;
    await createIcon(page, { name, category: `e2e-${unique()}` }, await png());
    await page.route('**/media/icons/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/webp', body: 'not an image' }),
    );
    await gotoHydrated(page, '/admin/icons');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('No Image')).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
  });

  test('says when the icons cannot be loaded', async ({ page, consoleErrors }) => {
    await page.route('**/api/admin/icons', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal server error' }),
      }),
    );
    await gotoHydrated(page, '/admin/icons');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load icons' })).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /status of 500/);
  });

  test('the screen and its modals pass axe at desktop and phone widths', async ({ page }) => {
    test.slow(); // Many page loads on a shared machine.
    const name = `Axe ${unique()}`;
    await createIcon(page, { name, category: `e2e-${unique()}`, description: 'Checked by axe' }, await png());
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/admin/icons');
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Create New Icon' }).click();
      await page.getByRole('dialog', { name: 'Create New Icon' }).getByLabel('AI Prompt (optional)').fill('leaf');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Icon' }).getByLabel('Name')).toHaveValue(name);
      await expectAccessible(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: `Generate an image for ${name}` }).click();
      await expect(page.getByRole('dialog', { name: 'Generate Icon Image' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    }
  });
});

test.describe('home page service icons', () => {
  // The Landscaping category's card shows the Landscape Design icon.
  const designCard = (page: Page) =>
    page
      .locator('section[aria-labelledby="home-services"] li')
      .filter({ has: page.getByRole('heading', { name: 'Landscaping', exact: true }) });

  test('show the seeded icon of each card', async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = designCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-icon]')).toHaveAttribute('data-icon', 'image');
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', /^\/media\/icons\//);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test('fall back to the emoji when the icon picture fails', async ({ page }) => {
    await page.route('**/media/icons/**', (route) => route.fulfill({ status: 200, contentType: 'image/webp', body: 'broken' }));
    await gotoHydrated(page, '/');
    const card = designCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-icon]')).toHaveAttribute('data-icon', 'emoji');
    await expect(card.getByText('🏡')).toBeVisible();
  });
});
