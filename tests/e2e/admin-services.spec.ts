import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** Service Management (/admin/services) in the browser, as the demo admin. Each test works on services it creates. */

// One after another: a service another test of this file creates and deletes meanwhile shows in the
// list with a picture that is gone a moment later (a 404 in the console).
test.describe.configure({ mode: 'default' });

const ADMIN = { email: 'admin@example.com', password: 'admin123' };
const unique = () => Math.random().toString(36).slice(2, 8);

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
}

async function openScreen(page: Page) {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Management' })).toBeVisible();
  // A table from tablet width up, a list of cards on a phone.
  await expect(page.getByRole('table').or(page.getByRole('list', { name: /^Services, \d+ in all$/ }))).toBeVisible();
}

interface Created {
  id: number;
  slug: string;
  name: string;
  version: number;
}

async function createService(page: Page, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await page.request.post('/api/admin/services', {
    // Inactive and sorted after the catalogue: the public pages' tests and the first page stay as seeded.
    data: {
      name: `Moss Removal ${unique()}`,
      category_id: 7,
      base_price: 99,
      demand: 'low',
      sort_order: 999,
      is_active: false,
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data;
}

const deleteService = (page: Page, id: number) => page.request.delete(`/api/admin/services/${id}`);

/** Searches until the one matching service is listed: a table row from tablet width up, a card on a phone. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText('Services, 1 in all', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(
    page.getByRole('rowheader').or(page.getByRole('list', { name: 'Services, 1 in all' }).getByRole('heading')),
  ).toContainText(text);
}

const expectToast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** A visitor without a session (their pages come from the page cache, which admin writes empty). */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

const png = (name: string, color: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));

test('lists 20 services a page with Previous/Next, search, category filter and Active Only', async ({ page }) => {
  await openScreen(page);
  const hidden = await createService(page, { name: `Hidden Hedge ${unique()}` });

  await expect(page.getByRole('rowheader')).toHaveCount(20);
  const firstOnPage1 = await page.getByRole('rowheader').first().textContent();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText(/^Page 1 of [2-9]$/)).toBeVisible();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText(/^Page 2 of [2-9]$/)).toBeVisible();
  await expect(page.getByRole('rowheader').first()).not.toHaveText(firstOnPage1!);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText(/^Page 1 of/)).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toHaveText(firstOnPage1!);

  // One page of results: no Previous/Next.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Lawn Mowing');
  await expect(page.getByRole('rowheader').first()).toContainText('Weekly or bi-weekly mowing');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Tree Services' });
  const categoryCells = page.getByRole('row').locator('td:nth-child(3)');
  await expect.poll(async () => [...new Set(await categoryCells.allTextContents())]).toEqual(['Tree Services']);
  expect(await categoryCells.count()).toBeGreaterThan(1);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All Categories' });

  // 'Active Only' is on by default: the inactive service shows only once it is cleared.
  const activeOnly = page.getByRole('checkbox', { name: 'Active Only' });
  await expect(activeOnly).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search' }).fill(hidden.name);
  await expect(page.getByText('No services found.')).toBeVisible();
  await activeOnly.uncheck();
  await expect(page.getByRole('rowheader')).toContainText(hidden.name);
  await expect(page.getByRole('switch', { name: `Inactive – ${hidden.name}` })).toHaveAttribute('aria-checked', 'false');
  await deleteService(page, hidden.id);
});

test('creates, edits and deletes a service with the Add/Edit form', async ({ page }) => {
  await openScreen(page);
  const name = `Roof Moss Treatment ${unique()}`;

  await page.getByRole('button', { name: 'Add New Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await expect(dialog.getByRole('checkbox', { name: 'Active (shown on the public site)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expect(dialog.getByText('Please fix the validation errors below')).toBeVisible();
  await expect(dialog.getByText('Please enter the service name.')).toBeVisible();
  await expect(dialog.getByText('Please select a category.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('0');

  await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Specialty Services' });
  await dialog.getByRole('textbox', { name: 'Description (English)' }).fill('We clear moss from roofs and gutters.');
  // One price, labelled by what the price type prices, with the line visitors will read.
  await expect(dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' })).toHaveCount(0);
  await dialog.getByRole('spinbutton', { name: 'Price ($)' }).fill('129.5');
  // A cleared number is not a number: it becomes 0.
  await dialog.getByRole('spinbutton', { name: 'Estimated duration (minutes)' }).fill('');
  await dialog.getByRole('spinbutton', { name: 'Sort order' }).fill('999');
  await dialog.getByRole('textbox', { name: 'Unit (English)' }).fill('per roof');
  await expect(dialog.getByText('Visitors read: From $129.50 per roof')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Price type' }).selectOption('per_sqft');
  await expect(dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' })).toHaveValue('129.5');
  await dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('1.25');
  await dialog.getByRole('textbox', { name: 'Unit (English)' }).fill('');
  await expect(dialog.getByText('Visitors read: From $1.25 per sq ft')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Price type' }).selectOption('fixed');
  await dialog.getByRole('spinbutton', { name: 'Price ($)' }).fill('129.5');
  await dialog.getByRole('textbox', { name: 'Unit (English)' }).fill('per roof');
  await dialog.getByRole('textbox', { name: 'Features (English)' }).fill('Moss scraped by hand\nGutters cleared');
  // Kept off the public site: the public pages' own tests count the catalogue.
  await dialog.getByRole('checkbox', { name: 'Active (shown on the public site)' }).uncheck();
  await dialog.getByText('Spanish (Español)').click();
  const spanishName = dialog.getByRole('group', { name: 'Translations' }).getByRole('textbox', { name: 'Name' }).first();
  await spanishName.fill('Tratamiento de musgo');
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expectToast(page, 'Service created successfully');
  await expect(dialog).toBeHidden();

  await page.getByRole('checkbox', { name: 'Active Only' }).uncheck();
  await searchFor(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Specialty Services');
  await expect(row).toContainText('We clear moss from roofs and gutters.');
  await expect(row).toContainText('From $129.50 per roof');
  await expect(row).toContainText('0 min');
  await expect(row.getByRole('switch', { name: `Inactive – ${name}` })).toBeVisible();
  // Its picture is drawn at once, in the style of the catalogue's.
  await expect(row.getByRole('img', { name })).toBeVisible();

  // Edit: the form opens with the saved values, texts in every language included.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByRole('textbox', { name: 'Name (English)' })).toHaveValue(name);
  await expect(edit.getByRole('spinbutton', { name: 'Estimated duration (minutes)' })).toHaveValue('0');
  await expect(edit.getByRole('textbox', { name: 'Features (English)' })).toHaveValue('Moss scraped by hand\nGutters cleared');
  await edit.getByText('Spanish (Español)').click();
  await expect(edit.getByRole('group', { name: 'Translations' }).getByRole('textbox', { name: 'Name' }).first()).toHaveValue(
    'Tratamiento de musgo',
  );
  await expect(edit.getByRole('spinbutton', { name: 'Price ($)' })).toHaveValue('129.5');
  await edit.getByRole('spinbutton', { name: 'Price ($)' }).fill('149');
  await edit.getByRole('spinbutton', { name: 'Estimated duration (minutes)' }).fill('90');
  await edit.getByRole('button', { name: 'Update Service' }).click();
  await expectToast(page, 'Service updated successfully');
  await expect(row).toContainText('From $149 per roof');
  await expect(row).toContainText('1 h 30 min');

  // Cancel and Escape leave everything as it was; the next opening starts from the saved service.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByRole('textbox', { name: 'Name (English)' }).fill('Something else');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByRole('textbox', { name: 'Name (English)' })).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(row).toContainText(name);

  // Delete asks first in a dialog naming the service; keeping it changes nothing.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText(`${name} leaves the catalogue and its page`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: `Delete ${name}` }).click();
  await expectToast(page, 'Service deleted successfully');
  await expect(page.getByText('No services found.')).toBeVisible();
});

test('the public site follows status, featured, price and name changes at once', async ({ page, browser }) => {
  await openScreen(page);
  const service = await createService(page, {
    name: `Gutter Guard ${unique()}`,
    is_active: false,
    translations: { es: { name: 'Protección de canaletas' } },
  });
  await page.getByRole('checkbox', { name: 'Active Only' }).uncheck();
  await searchFor(page, service.name);
  const row = page.getByRole('row').filter({ hasText: service.name });
  const anonymous = await visitor(browser);
  await anonymous.page.goto(`/services/${service.slug}?lang=en`);
  await expect(anonymous.page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();

  // Active: one click sends only {is_active}; the catalogue and the detail page show it.
  await row.getByRole('switch', { name: `Inactive – ${service.name}` }).click();
  await expectToast(page, 'Service status updated');
  await expect(row.getByRole('switch', { name: `Active – ${service.name}` })).toHaveAttribute('aria-checked', 'true');
  try {
    await anonymous.page.goto('/services');
    await expect(anonymous.page.getByRole('article').filter({ hasText: service.name })).toContainText('$99');
    await anonymous.page.goto(`/services/${service.slug}`);
    await expect(anonymous.page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(anonymous.page.locator('span:has(> .star)', { hasText: 'Popular' })).toHaveCount(0);
    await anonymous.page.goto(`/services/${service.slug}?lang=es`);
    await expect(anonymous.page.getByRole('heading', { level: 1 })).toHaveText('Protección de canaletas');

    // Featured: the public page shows Popular.
    await row.getByRole('switch', { name: `Not featured – ${service.name}` }).click();
    await expectToast(page, 'Service featured status updated');
    await expect(row.getByRole('switch', { name: `Featured – ${service.name}` })).toHaveAttribute('aria-checked', 'true');
    await anonymous.page.goto(`/services/${service.slug}?lang=en`);
    await expect(anonymous.page.locator('span:has(> .star)', { hasText: 'Popular' })).toBeVisible();

    // A new name and price show at once.
    await row.getByRole('button', { name: `Edit ${service.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await edit.getByRole('textbox', { name: 'Name (English)' }).fill(`${service.name} Plus`);
    await edit.getByRole('spinbutton', { name: 'Price ($)' }).fill('175');
    await edit.getByRole('button', { name: 'Update Service' }).click();
    await expectToast(page, 'Service updated successfully');
    await anonymous.page.goto(`/services/${service.slug}`);
    await expect(anonymous.page.getByRole('heading', { level: 1, name: `${service.name} Plus` })).toBeVisible();
    await expect(anonymous.page.getByText('$175').first()).toBeVisible();

    // Inactive again: gone from the catalogue and its detail page.
    await row.getByRole('switch', { name: `Active – ${service.name} Plus` }).click();
    await expectToast(page, 'Service status updated');
  } finally {
    await page.request.put(`/api/admin/services/${service.id}`, { data: { is_active: false } });
  }
  await anonymous.page.goto(`/services/${service.slug}`);
  await expect(anonymous.page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
  await anonymous.page.goto('/services');
  await expect(anonymous.page.getByRole('heading', { name: 'Our Landscaping Services' })).toBeVisible();
  await expect(anonymous.page.getByRole('heading', { name: service.name })).toHaveCount(0);
  await anonymous.close();
  await deleteService(page, service.id);
});

test('a save from a stale copy is refused with a message and nothing is lost', async ({ page, consoleErrors }) => {
  await openScreen(page);
  const service = await createService(page);
  await page.getByRole('checkbox', { name: 'Active Only' }).uncheck();
  await searchFor(page, service.name);
  await page.getByRole('button', { name: `Edit ${service.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByRole('textbox', { name: 'Name (English)' })).toHaveValue(service.name);

  // Another admin changes the service meanwhile.
  const other = await page.request.put(`/api/admin/services/${service.id}`, { data: { is_featured: true } });
  expect(other.ok()).toBe(true);

  await edit.getByRole('textbox', { name: 'Name (English)' }).fill(`${service.name} renamed`);
  await edit.getByRole('button', { name: 'Update Service' }).click();
  await expectToast(
    page,
    'Someone else saved this service after you opened it. Close the form and open it again to see their changes, then make yours.',
  );
  await expect(edit).toBeVisible();
  const saved = await (await page.request.get(`/api/admin/services/${service.id}`)).json();
  expect(saved.data).toMatchObject({ name: service.name, is_featured: true });
  // The browser logs the refused request (409) itself; that one is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('409')));
  await deleteService(page, service.id);
});

test('image manager: upload with alt text from the file name, generate, history, main picture, delete', async ({
  page,
  browser,
}) => {
  // Image encoding (AVIF variants) and generation are the slow parts of the suite.
  test.slow();
  await openScreen(page);
  const service = await createService(page);
  await page.getByRole('checkbox', { name: 'Active Only' }).uncheck();
  await searchFor(page, service.name);
  await page.getByRole('button', { name: `Images ${service.name}` }).click();
  const manager = page.getByRole('dialog', { name: `Images: ${service.name}` });
  // The offline engine is named for what it is, with the advice that a real photo is better.
  await expect(manager.getByText('Image engine: Illustration, drawn offline.')).toBeVisible();
  await expect(manager.getByText('Uploading a real photo gives a better result.')).toBeVisible();
  // A new service comes with its drawn picture, like the catalogue's services.
  const grid = manager.getByRole('region', { name: 'Current Images' });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByRole('img', { name: service.name })).toBeVisible();
  await expect(grid.getByText('Primary', { exact: true })).toBeVisible();
  await expect(manager.getByText('No images have been generated for this service yet.')).toBeVisible();

  await manager.getByRole('button', { name: 'Upload Image' }).click();
  await expect(manager.getByText('Please select a file to upload')).toBeVisible();

  await manager.getByLabel('Image file').setInputFiles(await png('fresh-cut_lawn-stripes.png', '#2f6b3a'));
  await expect(manager.getByRole('textbox', { name: 'Alt text', exact: true })).toHaveValue('fresh cut lawn stripes');
  // Left on its default (Gallery), a photo uploaded while the main picture is the drawing becomes the
  // main picture; the drawing is kept out of sight (a thumbnail) (issue 28).
  await expect(manager.getByRole('combobox', { name: 'Image type' }).first()).toHaveValue('gallery');
  await manager.getByRole('button', { name: 'Upload Image' }).click();
  await expectToast(page, 'Image uploaded successfully');
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  const uploaded = grid.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'fresh cut lawn stripes' }) });
  await expect(uploaded.getByText('Primary', { exact: true })).toBeVisible();
  const drawn = grid.getByRole('listitem').filter({ has: page.getByRole('img', { name: service.name }) });
  await expect(drawn.getByText('Thumbnail', { exact: true })).toBeVisible();
  await expect(manager.getByRole('textbox', { name: 'Alt text', exact: true })).toHaveValue('');

  // Generate: disabled while the prompt is blank, with the message of docs/decisions/0004 once something blank was typed.
  const generate = manager.getByRole('button', { name: 'Generate Image' });
  await expect(generate).toBeDisabled();
  await manager.getByRole('textbox', { name: 'Prompt' }).fill('   ');
  await expect(manager.getByText('Please enter a prompt for image generation')).toBeVisible();
  await expect(generate).toBeDisabled();
  await manager.getByRole('textbox', { name: 'Prompt' }).fill('moss-free cedar shake roof on a craftsman house');
  await generate.click();
  await expectToast(page, 'Image generated successfully');
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  const history = manager.getByRole('region', { name: 'Generation History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Completed')).toBeVisible();
  // Words that name what to draw are sent as written.
  await expect(history.getByText('moss-free cedar shake roof on a craftsman house.', { exact: true })).toBeVisible();
  await expect(history.getByRole('link', { name: 'View generated image' })).toHaveAttribute('href', /^\/media\/services\//);

  // The primary image is the service's picture (the public card reads the same one: tests/api).
  const drawnSrc = await grid.getByRole('img', { name: service.name }).getAttribute('src');
  const uploadedSrc = await grid.getByRole('img', { name: 'fresh cut lawn stripes' }).getAttribute('src');
  const listed = await (await page.request.get(`/api/admin/services/${service.id}`)).json();
  expect(listed.data.primary_image_url).toBe(uploadedSrc);
  await expect(grid.getByRole('button', { name: 'Use image 2 as main picture' })).toHaveCount(0);
  await grid.getByRole('button', { name: 'Use image 1 as main picture' }).click();
  await expectToast(page, 'Main picture changed');
  await expect(grid.getByRole('button', { name: 'Use image 2 as main picture' })).toBeVisible();
  const switched = await (await page.request.get(`/api/admin/services/${service.id}`)).json();
  expect(switched.data.primary_image_url).toBe(drawnSrc);

  // Delete an image after the confirm.
  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.accept();
  });
  await grid.getByRole('button', { name: 'Delete image 2' }).click();
  await expectToast(page, 'Image deleted successfully');
  expect(messages).toEqual(['Are you sure you want to delete this image?']);
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid.getByRole('img', { name: 'fresh cut lawn stripes' })).toHaveCount(0);
  const anonymous = await visitor(browser);
  expect((await anonymous.page.request.get(uploadedSrc!)).status()).toBe(404);
  await anonymous.close();

  await manager.getByRole('button', { name: 'Close' }).click();
  await expect(manager).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: service.name }).getByRole('img')).toBeVisible();
  await deleteService(page, service.id);
});

for (const width of [1280, 375]) {
  test(`the screen and its modals pass axe at ${width}px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openScreen(page);
    const service = await createService(page);
    await page.request.post(`/api/admin/services/${service.id}/generate-image`, {
      data: { prompt: 'garden path', image_type: 'primary' },
    });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Add New Service' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Service' });
    await add.getByRole('button', { name: 'Create Service' }).click();
    await expect(add.getByText('Please enter the service name.')).toBeVisible();
    await add.getByText('Portuguese (Português)').click();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('checkbox', { name: 'Active Only' }).uncheck();
    await searchFor(page, service.name);
    await page.getByRole('button', { name: `Images ${service.name}` }).click();
    const manager = page.getByRole('dialog', { name: `Images: ${service.name}` });
    await expect(manager.getByRole('region', { name: 'Generation History' }).getByText('Completed')).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Current Images' }).getByRole('img', { name: 'garden path' })).toBeVisible();
    await expectAccessible(page);
    await deleteService(page, service.id);
  });
}

test('sends a visitor who is not an admin to the login page', async ({ page }) => {
  await page.goto('/admin/services');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fservices/);
});
