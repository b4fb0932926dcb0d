import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, PHONE, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** A photo as a phone takes it: 1200 × 900, one colour (before: bare soil, after: green). */
const photo = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The alt text of the picture on top at a point of the pair's frame: a fraction of its width, low in its visible part. */
async function pictureOnTop(frame: Locator, fraction: number) {
  return frame.evaluate((el, f) => {
    const box = el.getBoundingClientRect();
    const y = Math.min(box.bottom, window.innerHeight) - 20;
    return document.elementFromPoint(box.left + box.width * f, y)?.getAttribute('alt') ?? null;
  }, fraction);
}

/** A loaded picture: decoded, from the variant pipeline (AVIF), with its size in the markup. */
async function expectOptimisedPicture(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
}

async function addProjectAsOwner(page: Page, title: string) {
  await gotoHydrated(page, '/admin/projects?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'Add project' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Add project');

  // Nothing is saved without a title, a place and a service.
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Please enter a title.')).toBeVisible();
  await expect(dialog.getByText('Please choose at least one service done.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Place', exact: true }).fill('Kirkland');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Roof water now soaks into a planted basin.');
  await dialog.getByRole('checkbox', { name: 'Rain Gardens & Native Plantings' }).check();
  await dialog.getByRole('checkbox', { name: 'Shrub & Perennial Planting' }).check();
  await dialog.getByText('Spanish', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Title in Spanish' }).fill(`Jardín de lluvia ${title.split(' ').pop()}`);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Project created. Now add its before and after photos below.')).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Edit project: ${title}`);

  await dialog
    .getByLabel('Upload the before photo')
    .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: await photo('#8d6e4a') });
  await expect(dialog.getByText('Before photo uploaded')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Before photo of ${title}` })).toBeVisible();
  await dialog
    .getByLabel('Upload the after photo')
    .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: await photo('#2f7d4a') });
  await expect(dialog.getByText('After photo uploaded')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `After photo of ${title}` })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const item = page
    .getByRole('list', { name: 'Projects, in the order visitors see them' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText('Published');
  await expect(item).toContainText('Before photo');
  await expect(item).toContainText('After photo');
  await expect(item).toContainText('Rain Gardens & Native Plantings');
}

test.describe('project gallery', () => {
  test('the owner adds a project with before and after photos and sees it on the home page and the service page', async ({
    page,
  }) => {
    // Two photos encoded into AVIF and WebP variants, then three pages: longer than a usual test.
    test.slow();
    const title = `Rain garden by the driveway ${Date.now().toString(36)}`;
    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    await addProjectAsOwner(page, title);

    await gotoHydrated(page, '/?lang=en');
    const home = page.getByRole('region', { name: 'Recent work' });
    await expect(home.getByRole('heading', { name: title })).toBeVisible();
    await expectOptimisedPicture(home.getByRole('img', { name: `After: ${title}` }));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Our Work' })).toHaveAttribute('href', '/projects');

    await gotoHydrated(page, '/services/rain-gardens?lang=en');
    const service = page.getByRole('region', { name: 'Recent work' });
    await expect(service).toContainText('Recent Rain Gardens & Native Plantings jobs by our crew, before and after.');
    await expect(service.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(page);

    await gotoHydrated(page, '/services/rain-gardens?lang=es');
    const spanish = `Jardín de lluvia ${title.split(' ').pop()}`;
    await expect(page.getByRole('region', { name: 'Trabajos recientes' }).getByRole('heading', { name: spanish })).toBeVisible();

    // Media Management lists both photos, where they show, and replaces one in place.
    await gotoHydrated(page, '/admin/content/media?lang=en');
    const photos = page.getByRole('region', { name: /Project photos/ });
    const after = photos.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `After photo: ${title}` }) });
    await expect(after.getByRole('link', { name: 'Projects page' })).toHaveAttribute('href', /^\/projects#project-\d+$/);
    await expect(after.getByRole('link', { name: 'Service page, Recent work: Rain Gardens & Native Plantings' })).toBeVisible();
    await expect(after).toContainText(`After: ${title}`);
    await expect(after).toContainText(`Después: ${spanish}`);
    await expect(after).toContainText('Made from the project’s title in each language.');
    await expect(after.getByRole('button', { name: /Edit the alt text/ })).toHaveCount(0);
    await expect(
      after.getByRole('link', { name: `Edit the project of After photo: ${title} on the Projects screen` }),
    ).toHaveAttribute('href', '/admin/projects');
    const oldSrc = await after.getByRole('img').getAttribute('src');
    await after.getByRole('button', { name: `Replace the picture: After photo: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Replace picture: After photo: ${title}` });
    await dialog
      .getByLabel('Picture file')
      .setInputFiles({ name: 'after-2.png', mimeType: 'image/png', buffer: await photo('#1f5f3a') });
    await dialog.getByRole('button', { name: 'Upload and replace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Picture replaced.' })).toBeVisible();
    await expect(after.getByRole('img')).not.toHaveAttribute('src', oldSrc!);
    const newSrc = (await after.getByRole('img').getAttribute('src'))!;
    await gotoHydrated(page, '/services/rain-gardens?lang=en');
    const card = page.getByRole('region', { name: 'Recent work' }).getByRole('img', { name: `After: ${title}` });
    // The screen's thumbnail is the smallest WebP copy of the picture the page now shows.
    await expect(card).toHaveAttribute('src', newSrc.replace(/-\d+\.webp$/, '.webp'));
  });

  test('the before/after slider works by keyboard, and every page of the gallery passes axe', async ({ page }) => {
    test.slow();
    const title = `Terraced beds ${Date.now().toString(36)}`;
    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    await addProjectAsOwner(page, title);

    await gotoHydrated(page, '/services/plant-installation?lang=en');
    await page
      .getByRole('region', { name: 'Recent work' })
      .getByRole('link', { name: `See the before and after of ${title}` })
      .click();
    await expect(page).toHaveURL(/\/projects#project-\d+$/);
    const project = page.getByRole('article', { name: title });
    const frame = project.locator('.before-after-frame');
    await frame.scrollIntoViewIfNeeded();
    await expectOptimisedPicture(project.getByRole('img', { name: `Before: ${title}` }));
    await expectOptimisedPicture(project.getByRole('img', { name: `After: ${title}` }));

    const slider = project.getByRole('slider', { name: `Compare before and after: ${title}` });
    await expect(slider).toHaveValue('50');
    expect(await pictureOnTop(frame, 0.25)).toBe(`Before: ${title}`);
    expect(await pictureOnTop(frame, 0.75)).toBe(`After: ${title}`);

    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    await expect.poll(() => pictureOnTop(frame, 0.95)).toBe(`Before: ${title}`);
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
    await expect.poll(() => pictureOnTop(frame, 0.05)).toBe(`After: ${title}`);
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('30');
    await expect.poll(() => pictureOnTop(frame, 0.25)).toBe(`Before: ${title}`);
    await expect.poll(() => pictureOnTop(frame, 0.35)).toBe(`After: ${title}`);
    await expectAccessible(page);

    // On a touch screen: a tap on the slider's track moves the divider there.
    const touch = await page.context().browser()!.newContext({ hasTouch: true, isMobile: true, viewport: PHONE });
    try {
      const phone = await touch.newPage();
      await gotoHydrated(phone, '/projects?lang=en');
      const card = phone.getByRole('article', { name: title });
      const range = card.getByRole('slider', { name: `Compare before and after: ${title}` });
      await range.scrollIntoViewIfNeeded();
      const box = (await range.boundingBox())!;
      await phone.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height / 2);
      await expect.poll(async () => Number(await range.inputValue())).toBeLessThan(35);
      const pair = card.locator('.before-after-frame');
      await expect.poll(() => pictureOnTop(pair, 0.1)).toBe(`Before: ${title}`);
      await expect.poll(() => pictureOnTop(pair, 0.5)).toBe(`After: ${title}`);
    } finally {
      await touch.close();
    }

    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/projects?lang=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Nossos trabalhos' })).toBeVisible();
    await expectAccessible(page);
    await gotoHydrated(page, '/admin/projects?lang=en');
    await expectAccessible(page);
  });

  test('without JavaScript the pair is two named pictures side by side, without a slider', async ({ browser, page }) => {
    const title = `Mossy path rebuilt ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await addProjectAsOwner(page, title);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const plain = await context.newPage();
      await plain.goto('/projects?lang=en');
      const project = plain.getByRole('article', { name: title });
      const before = project.getByRole('img', { name: `Before: ${title}` });
      const after = project.getByRole('img', { name: `After: ${title}` });
      await before.scrollIntoViewIfNeeded();
      await expect(before).toBeVisible();
      await expect(after).toBeVisible();
      await expect(project.getByRole('slider')).toBeHidden();
      const [left, right] = [await before.boundingBox(), await after.boundingBox()];
      expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);
      expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
    } finally {
      await context.close();
    }
  });
});
