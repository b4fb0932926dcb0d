import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { WIDTHS } from './phone';

/** A service of the test's own (inactive, after the catalogue): it comes with its drawn picture. */
async function createService(page: Page) {
  const res = await page.request.post('/api/admin/services', {
    data: {
      name: `Moss Removal ${Math.random().toString(36).slice(2, 8)}`,
      category_id: 7,
      base_price: 99,
      sort_order: 999,
      is_active: false,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; name: string };
}

/** The services listed, in order: the table's row headers from tablet width up, the cards' headings on a phone. */
const listedNames = (page: Page) =>
  page
    .getByRole('rowheader')
    .or(page.getByRole('list', { name: /^Services, \d+ in all$/ }).getByRole('heading'))
    .filter({ visible: true });

/**
 * Service Management without traps (issue 28): name matches first in the search, a photo uploaded
 * over a drawing becomes the main picture, and Delete asks in a dialog naming the service.
 */
test.describe('Service Management traps', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  for (const [label, size] of WIDTHS) {
    test(`'Patio' finds Patio Installation first at ${label}`, async ({ page }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/admin/services');
      await page.getByRole('searchbox', { name: 'Search' }).fill('Patio');
      await expect(listedNames(page).first()).toContainText('Patio Installation');
      expect(await listedNames(page).count()).toBeGreaterThan(1);
    });

    test(`a photo over the drawing becomes the main picture, and Delete names the service at ${label}`, async ({ page }) => {
      test.slow(); // Picture encoding on a shared machine.
      await page.setViewportSize(size);
      const service = await createService(page);
      await gotoHydrated(page, '/admin/services');
      await page.getByRole('checkbox', { name: 'Active Only' }).uncheck();
      await page.getByRole('searchbox', { name: 'Search' }).fill(service.name);
      await expect(listedNames(page)).toHaveCount(1);

      await page
        .getByRole('button', { name: `Images ${service.name}` })
        .filter({ visible: true })
        .click();
      const manager = page.getByRole('dialog', { name: `Images: ${service.name}` });
      await manager.getByLabel('Image file').setInputFiles({
        name: 'moss-free-roof.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6b5b45' } })
          .jpeg()
          .toBuffer(),
      });
      await manager.getByRole('button', { name: 'Upload Image' }).click();
      const grid = manager.getByRole('region', { name: 'Current Images' });
      const photo = grid.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'moss free roof' }) });
      await expect(photo.getByText('Primary', { exact: true })).toBeVisible();
      await expect(grid.getByRole('listitem').filter({ has: page.getByRole('img', { name: service.name }) })).toContainText(
        'Thumbnail',
      );
      await manager.getByRole('button', { name: 'Close' }).click();

      await page
        .getByRole('button', { name: `Delete ${service.name}` })
        .filter({ visible: true })
        .click();
      const confirm = page.getByRole('dialog', { name: `Delete ${service.name}?` });
      await expect(confirm).toBeVisible();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await expect(listedNames(page)).toHaveCount(1);
      await page
        .getByRole('button', { name: `Delete ${service.name}` })
        .filter({ visible: true })
        .click();
      await confirm.getByRole('button', { name: `Delete ${service.name}` }).click();
      await expect(page.getByText('Service deleted successfully', { exact: true }).first()).toBeVisible();
      expect((await page.request.get(`/api/admin/services/${service.id}`)).status()).toBe(404);
    });
  }
});
