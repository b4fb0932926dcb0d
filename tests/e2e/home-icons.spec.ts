import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { E2E_DATA_DIR } from './accounts';
import { forgiveConsoleErrors, signInAsAdmin } from './admin-session';
import { expect, gotoHydrated, test } from './fixtures';

/*
 * Changes the icons of the home page's service cards and deletes them again: a page any other test
 * loads meanwhile would ask for a deleted picture. So this file runs alone, after every other test
 * (the 'alone' project in playwright.config.ts).
 */
test.describe('home page service cards', () => {
  test('a card shows its icon from Icon Management, and the emoji when the icon fails to load', async ({
    page,
    consoleErrors,
  }) => {
    // Real admin writes, which also refresh the cached home page.
    await signInAsAdmin(page);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#166534' } })
      .png()
      .toBuffer();
    const icons: number[] = [];
    const createIcon = async (name: string) => {
      const created = await page.request.post('/api/admin/icons', { data: { name, category: 'services' } });
      expect(created.status(), await created.text()).toBe(201);
      const id = (await created.json()).data.id as number;
      icons.push(id);
      const upload = await page.request.post(`/api/admin/icons/${id}/upload`, {
        multipart: { image: { name: 'icon.png', mimeType: 'image/png', buffer: png } },
      });
      expect(upload.ok(), await upload.text()).toBe(true);
      return (await upload.json()).data.image_url as string;
    };
    try {
      await createIcon('tree services');
      // The Irrigation icon's file goes missing on disk: the card must fall back to its emoji.
      const brokenUrl = await createIcon('Irrigation');
      const brokenFile = brokenUrl.replace(/^\/media\//, '').replace(/\.\w+$/, '');
      for (const file of readdirSync(path.join(E2E_DATA_DIR, 'media', 'public', path.dirname(brokenFile)))) {
        if (file.startsWith(path.basename(brokenFile)))
          rmSync(path.join(E2E_DATA_DIR, 'media', 'public', path.dirname(brokenFile), file));
      }
      await page.context().clearCookies();
      await gotoHydrated(page, '/?lang=en');
      const cards = page.getByRole('region', { name: 'Our Services' }).getByRole('listitem');
      const trees = cards.nth(2);
      await expect(trees.locator('[data-icon]')).toHaveAttribute('data-icon', 'image');
      await expect(trees.locator('img')).toHaveAttribute('src', /^\/media\/icons\/[0-9a-f]{32}(-\d+)?\.webp$/);
      await expect.poll(() => trees.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const irrigation = cards.nth(3);
      await expect(irrigation.locator('[data-icon]')).toHaveAttribute('data-icon', 'emoji');
      await expect(irrigation).toContainText('💧');
    } finally {
      await signInAsAdmin(page);
      for (const id of icons) await page.request.delete(`/api/admin/icons/${id}`);
    }
    // The missing icon file was asked for on purpose.
    expect(consoleErrors.some((e) => e.includes('404'))).toBe(true);
    forgiveConsoleErrors(consoleErrors, /404/);
  });
});
