import sharp from 'sharp';
import { attachQuoteFile, insertContactMessage, insertQuoteRequest } from '../helpers/leads';
import { DEMO, E2E_DATA_DIR, e2eDatabase, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { DESKTOP, expectNoOverflow, PHONE } from './phone';

/** A quote request from Water Features with a photo and a PDF, and a contact message about trees, under a tag. */
async function insertLeads(tag: string) {
  const { db, close } = e2eDatabase();
  try {
    const quoteId = await insertQuoteRequest(db, {
      name: `Wes ${tag}`,
      email: `wes-${tag}@example.org`,
      reference: `Q-${tag}`,
      services: ['landscape-design'],
      catalogue_service: 'water-features',
      address: '9 Lake St, Kirkland, WA 98033',
      created_at: new Date(Date.now() - 30 * 3600_000).toISOString(),
    });
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3f7d4a' } })
      .jpeg()
      .toBuffer();
    await attachQuoteFile(db, `${E2E_DATA_DIR}/media`, quoteId, 'backyard-photo.jpg', photo, 'image/jpeg');
    await attachQuoteFile(db, `${E2E_DATA_DIR}/media`, quoteId, 'site-plan.pdf', Buffer.from('%PDF-1.4 plan'), 'application/pdf');
    const contactId = await insertContactMessage(db, {
      name: `Tia ${tag}`,
      email: `tia-${tag}@example.org`,
      phone: '(206) 555-0111',
      service_interest: 'tree-services',
      created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    });
    return { quoteId, contactId };
  } finally {
    await close();
  }
}

test.describe('leads on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  test('the inbox is a list of cards with the facts an owner sorts by and Call / E-mail buttons', async ({ page }) => {
    const tag = `P${Date.now().toString(36)}`;
    await insertLeads(tag);
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin');
    const inbox = page.getByRole('region', { name: 'Leads inbox' });
    await inbox.getByLabel('Search by name or e-mail').fill(tag);
    await inbox.getByRole('button', { name: 'Search' }).click();
    const cards = inbox.getByRole('list', { name: /Quote requests and contact messages/ }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(inbox.getByRole('table')).toBeHidden();

    const quote = cards.filter({ hasText: `Wes ${tag}` });
    await expect(quote).toContainText('Quote request · Water Features & Fountains (Landscape Design) · Kirkland');
    await expect(quote).toContainText(/Starting estimate: \$\d/);
    await expect(quote).toContainText('Received 30 hr. ago');
    await expect(quote).toContainText('Over 24 hours');
    await expect(quote.getByRole('link', { name: `Call Wes ${tag}` })).toHaveAttribute('href', 'tel:+14255550100');
    await expect(quote.getByRole('link', { name: `E-mail Wes ${tag}` })).toHaveAttribute('href', `mailto:wes-${tag}@example.org`);

    const contact = cards.filter({ hasText: `Tia ${tag}` });
    await expect(contact).toContainText('Contact message · Tree Services');
    await expect(contact).toContainText('Received 2 hr. ago');
    await expect(contact).not.toContainText('Over 24 hours');
    await expect(contact.getByRole('link', { name: `Call Tia ${tag}` })).toHaveAttribute('href', 'tel:+12065550111');

    await expectNoOverflow(page, 'admin inbox');
    await expectAccessible(page);
  });

  test('a lead puts status buttons first, saves on a tap, and shows photos as thumbnails that open full size', async ({
    page,
  }) => {
    const tag = `L${Date.now().toString(36)}`;
    const { quoteId } = await insertLeads(tag);
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/admin/leads/quote/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request Q-${tag}`);

    // Status first, then notes, then the request.
    const status = page.getByRole('region', { name: 'Status' });
    const notes = page.getByRole('region', { name: 'Internal notes' });
    const details = page.getByRole('region', { name: 'Details' });
    const top = async (region: typeof status) => (await region.boundingBox())!.y;
    expect(await top(status)).toBeLessThan(await top(notes));
    expect(await top(notes)).toBeLessThan(await top(details));
    expect(await top(status)).toBeLessThan(PHONE.height);

    await expect(status.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    await status.getByRole('button', { name: 'Contacted' }).click();
    await expect(status.getByRole('status')).toHaveText('Status saved.');
    await expect(status.getByRole('button', { name: 'Contacted' })).toHaveAttribute('aria-pressed', 'true');
    await expect(status.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Status changed to Contacted');

    // The service codes read as names; the service the visitor came from is named.
    await expect(details).toContainText('Requested from');
    await expect(details).toContainText('Water Features & Fountains');
    await expect(details).toContainText('Landscape Design');
    await expect(details).not.toContainText('landscape-design');

    // The photo is a thumbnail that opens full size; the PDF is a file link.
    const files = page.getByRole('region', { name: 'Uploaded files' });
    const thumbnail = files.getByRole('button', { name: 'Open photo backyard-photo.jpg full size' });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await expect(files.getByRole('link', { name: 'Download site-plan.pdf' })).toHaveAttribute(
      'href',
      /\/api\/admin\/leads\/quote-files\/\d+$/,
    );
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'backyard-photo.jpg' });
    const full = dialog.getByRole('img', { name: 'backyard-photo.jpg' });
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    // Full size: as wide as the screen allows, not a thumbnail.
    expect((await full.boundingBox())!.width).toBeGreaterThan(300);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Contacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoOverflow(page, 'lead page');
  });

  test("a contact message names its service in the admin's language", async ({ page }) => {
    const tag = `C${Date.now().toString(36)}`;
    const { contactId } = await insertLeads(tag);
    for (const [lang, name, label] of [
      ['en', 'Tree Services', 'Service interest'],
      ['es', 'Servicios de árboles', 'Servicio de interés'],
      ['pt', 'Serviços de árvores', 'Serviço de interesse'],
    ]) {
      await gotoHydrated(page, `/admin/leads/contact/${contactId}?lang=${lang}`);
      const details = page.getByRole('main').locator('dl').filter({ hasText: label });
      await expect(details).toContainText(name);
      await expect(details).not.toContainText('tree-services');
    }
  });

  test('every admin tab and the service actions are reachable without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin/services');
    // The bottom tabs (the others are behind More: admin-workspace.spec.ts).
    const tabs = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Leads', 'Schedule', 'Proposals', 'More']) {
      const link = tabs.getByRole('link', { name });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} tab`).toBeLessThanOrEqual(PHONE.width);
    }
    const first = page
      .getByRole('list', { name: /services/i })
      .getByRole('listitem')
      .first();
    await expect(first).toBeVisible();
    for (const action of ['Edit', 'Images', 'Delete']) {
      const button = first.getByRole('button', { name: new RegExp(`^${action} `) });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${action} button`).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(first.getByRole('switch').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    await first.getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('dialog', { name: /Edit/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
