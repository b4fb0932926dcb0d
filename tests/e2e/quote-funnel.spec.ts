import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { PHONE, WIDTHS } from './phone';
import { useOwnAddress } from './public';

/*
 * The quote builder is a funnel: no marketing footer under its steps, a summary whose every part
 * can be changed in one tap and shows the photos as photos, and on a phone an upload that offers
 * the camera instead of talking about drag and drop.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#4a8f3c' } })
    .png()
    .toBuffer();

const next = (page: Page) => page.locator('form button[type="submit"]');

/** Steps 1 to 5 with their first choices: the page is then on step 6, the files. */
async function toFiles(page: Page) {
  await page.locator('input[name="propertyType"][value="residential"]').check();
  await next(page).click();
  await page.locator('input[name="propertySize"][value="medium"]').check();
  await next(page).click();
  await next(page).click();
  await page.locator('input[name="timeline"][value="flexible"]').check();
  await next(page).click();
  await next(page).click();
  await expect(page.getByText(/^(Step|Paso|Passo) 6 (of|de) 7$/)).toBeVisible();
}

test.describe('the quote funnel', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  for (const [width, size] of WIDTHS) {
    test(`has no marketing footer under its steps, only the phone and the legal links (${width})`, async ({ page }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/quote-builder?lang=en');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Get Free Quote' })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Call (425) 555-0142' })).toHaveAttribute('href', 'tel:+14255550142');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      const height = (await footer.boundingBox())!.height;
      expect(height, 'one slim line').toBeLessThan(size === PHONE ? 160 : 80);
      // Other pages keep the full footer.
      await gotoHydrated(page, '/about?lang=en');
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    });

    test(`the summary shows photos as thumbnails, a PDF as a chip, and each part has a Change button (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/quote-builder?service=hardscaping&lang=en');
      await toFiles(page);
      await page.locator('input[type="file"]:not([capture])').setInputFiles([
        { name: 'back-garden.png', mimeType: 'image/png', buffer: await png() },
        { name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      await expect(page.getByText('2 of 10 files', { exact: true })).toBeVisible();
      await next(page).click();
      await page.getByLabel('Full name').fill('Theo Stone');
      await page.getByLabel('E-mail').fill(`theo.${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Review My Quote' }).click();

      const request = page.getByRole('region', { name: 'Your request' });
      const thumbnail = request.getByRole('img', { name: 'Preview of back-garden.png' });
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
      const box = (await thumbnail.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(64);
      expect(box.width).toBeLessThanOrEqual(128);
      const chip = request.getByRole('listitem').filter({ hasText: 'site-plan.pdf' });
      await expect(chip).toHaveText('PDFsite-plan.pdf');
      for (const step of [
        'Property type',
        'Property size',
        'Services',
        'Timeline and budget',
        'Preferences',
        'Photos and documents',
        'Contact information',
      ]) {
        await expect(request.getByRole('region', { name: step }).getByRole('button', { name: `Change: ${step}` })).toBeVisible();
      }
      await expectAccessible(page);

      // Change opens the step; once changed, one tap goes back to the summary.
      await request.getByRole('button', { name: 'Change: Property size' }).click();
      await expect(page.getByText('Step 2 of 7')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Property size' })).toBeFocused();
      await page.locator('input[name="propertySize"][value="large"]').check();
      await page.getByRole('button', { name: 'Back to the summary' }).click();
      await expect(page.getByRole('heading', { name: 'Your Quote Summary' })).toBeFocused();
      await expect(request.getByRole('region', { name: 'Property size' })).toContainText('Large');
      await expect(request.getByRole('img', { name: 'Preview of back-garden.png' })).toBeVisible();
    });
  }

  for (const [lang, take, choose, drop] of [
    ['en', 'Take photo', 'Choose files', 'Drag and drop files here, or'],
    ['es', 'Tomar foto', 'Elegir archivos', 'Arrastra y suelta archivos aquí, o'],
  ] as const) {
    test(`on a phone the upload offers the camera and does not talk of drag and drop (${lang})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, `/quote-builder?service=irrigation&lang=${lang}`);
      await toFiles(page);
      await expect(page.getByText(drop)).toBeHidden();
      await expect(page.getByText(choose, { exact: true })).toBeVisible();
      const camera = page.getByLabel(take);
      await expect(page.getByText(take, { exact: true })).toBeVisible();
      await expect(camera).toHaveAttribute('capture', 'environment');
      await expect(camera).toHaveAttribute('accept', 'image/*');
      await expect(camera).toHaveAttribute('type', 'file');
      // A photo taken arrives like a chosen one.
      await camera.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png() });
      await expect(page.getByRole('img', { name: /photo\.png/ })).toBeVisible();
      // 'Choose files' opens the files input.
      await expect(page.getByLabel(choose, { exact: true })).toHaveAttribute('multiple', '');
      await expectAccessible(page);

      // On a computer: drag and drop, no camera button.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByText(drop)).toBeVisible();
      await expect(page.getByText(take, { exact: true })).toBeHidden();
    });
  }
});
