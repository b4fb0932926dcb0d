import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, forgiveConsoleErrors, PHONE, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

// These tests change what every visitor reads: they run one after the other, after the rest of the
// suite (the 'site-wide' project of playwright.config.ts), and put the lists back as they were.
test.describe.configure({ mode: 'serial' });

/** Puts a list back to the version it had before the test, through the restore API. */
async function restoreList(page: Page, kind: string, version: number) {
  const current = (await (await page.request.get(`/api/admin/site-blocks/${kind}`)).json()).data.version;
  if (current === version) return;
  const res = await page.request.post(`/api/admin/site-blocks/${kind}/restore`, {
    data: { version, base_version: current },
  });
  expect(res.ok()).toBe(true);
}

/** The element is a square with corners rounded by at least half its side: a circle. */
const isCircle = (element: Locator) =>
  element.evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return width > 0 && Math.abs(width - height) < 1 && parseFloat(getComputedStyle(el).borderTopLeftRadius) >= width / 2;
  });

const versionOf = async (page: Page, kind: string): Promise<number> =>
  (await (await page.request.get(`/api/admin/site-blocks/${kind}`)).json()).data.version;

test.describe('Content Editor and Media Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the owner edits a testimonial and a team member in Spanish and sees them on /?lang=es', async ({ page, browser }) => {
    const before = { testimonials: await versionOf(page, 'testimonials'), team: await versionOf(page, 'team') };
    try {
      await gotoHydrated(page, '/admin/content');
      await page.getByRole('link', { name: 'Open Content Editor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Content Editor' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('radio', { name: 'Spanish' }).check();
      const first = page.getByRole('listitem', { name: /^Testimonial 1: Sarah M\./ });
      const quote = first.getByRole('textbox', { name: 'Quote (Spanish)' });
      await expect(quote).toHaveValue(/^Rediseñaron nuestro patio/);
      await quote.fill('Transformaron nuestro patio lleno de musgo en un jardín de helechos.');
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Saved\. Visitors now see version \d+\./ })).toBeVisible();

      await page.getByRole('link', { name: 'Team' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
      await page.getByRole('radio', { name: 'Spanish' }).check();
      const jennifer = page.getByRole('listitem', { name: /^Team member 2: Jennifer Park/ });
      await jennifer.getByRole('textbox', { name: 'Role (Spanish)' }).fill('Jefa de arbolistas');
      // The English text stays beside the translation.
      await expect(jennifer.getByText('English: Certified Arborist')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Saved\./ })).toBeVisible();

      const visitor = await browser.newPage();
      await visitor.goto('/?lang=es');
      const main = visitor.getByRole('main');
      await expect(main.getByRole('region', { name: 'Lo que dicen nuestros clientes' })).toContainText(
        'Transformaron nuestro patio lleno de musgo en un jardín de helechos.',
      );
      await expect(main.getByRole('region', { name: 'Las personas que cuidan tu jardín' })).toContainText('Jefa de arbolistas');
      await visitor.goto('/about?lang=es');
      await expect(visitor.getByRole('main').getByRole('region', { name: 'Conoce a nuestro equipo' })).toContainText(
        'Jefa de arbolistas',
      );
      // English visitors still read English.
      await visitor.goto('/?lang=en');
      await expect(visitor.getByRole('main')).toContainText('They redesigned our sloped backyard');
      await expect(visitor.getByRole('main')).toContainText('Certified Arborist');
      await visitor.close();
    } finally {
      await restoreList(page, 'testimonials', before.testimonials);
      await restoreList(page, 'team', before.team);
    }
  });

  test('shows missing translations, keeps edits on a stale save and restores from the history', async ({
    page,
    consoleErrors,
  }) => {
    const before = await versionOf(page, 'faq');
    try {
      await gotoHydrated(page, '/admin/content/editor?list=faq');
      await page.getByRole('button', { name: 'Add a question' }).click();
      const added = page.getByRole('listitem', { name: /^Question 5/ });
      await expect(added.getByRole('textbox', { name: 'Question (English)' })).toBeFocused();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(added.getByText('Please fill in this field.')).toHaveCount(2);

      await added.getByRole('textbox', { name: 'Question (English)' }).fill('Do you haul away yard waste?');
      await added.getByRole('textbox', { name: 'Answer (English)' }).fill('Yes, and we compost it.');
      await expect(added.getByText('Spanish missing')).toBeVisible();
      await expect(added.getByText('Portuguese missing')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Spanish/ }).locator('..')).toContainText('1 item missing');

      // Someone else saves meanwhile: this save is refused and the edits stay on screen.
      const current = (await (await page.request.get('/api/admin/site-blocks/faq')).json()).data;
      await page.request.put('/api/admin/site-blocks/faq', { data: { items: current.items, base_version: current.version } });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(/Someone saved this list after you opened it/).first()).toBeVisible();
      await expect(added.getByRole('textbox', { name: 'Question (English)' })).toHaveValue('Do you haul away yard waste?');
      forgiveConsoleErrors(consoleErrors, /status of 409/);
      await page.getByRole('button', { name: 'Save mine over theirs' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Saved\./ })).toBeVisible();

      const history = page.getByRole('region', { name: 'Version history' });
      await expect(history.getByText('shown on the site')).toBeVisible();
      await history.getByRole('button', { name: `Restore version ${before}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `Version ${before} restored` })).toBeVisible();
      await expect(page.getByRole('listitem', { name: /^Question 5/ })).toHaveCount(0);
    } finally {
      await restoreList(page, 'faq', before);
    }
  });

  test('Media Management lists the pictures and edits an alt text in Spanish', async ({ page, browser }) => {
    await gotoHydrated(page, '/admin/content');
    await page.getByRole('link', { name: 'Open Media Management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media Management' })).toBeVisible();
    const site = page.getByRole('region', { name: /Site pictures/ });
    const hero = site.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Home page picture' }) });
    await expect(hero).toContainText('Home page, top');
    const team = page.getByRole('region', { name: /Team photos/ });
    await expect(team.getByText('No photo: visitors see the initials')).toHaveCount(3);
    await expect(page.getByRole('region', { name: /Service pictures/ }).getByRole('heading', { level: 3 })).toHaveCount(25);

    await hero.getByRole('button', { name: 'Edit the alt text: Home page picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alt text: Home page picture' });
    const spanish = dialog.getByRole('textbox', { name: 'Spanish' });
    const original = await spanish.inputValue();
    await spanish.fill('Un jardín con césped y un sendero de piedra');
    await dialog.getByRole('button', { name: 'Save alt text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alt text saved.' })).toBeVisible();
    await expect(hero).toContainText('Un jardín con césped y un sendero de piedra');

    const visitor = await browser.newPage({ viewport: DESKTOP });
    await visitor.goto('/?lang=es');
    await expect(visitor.getByRole('img', { name: 'Un jardín con césped y un sendero de piedra' })).toBeAttached();
    await visitor.close();

    await hero.getByRole('button', { name: 'Edit the alt text: Home page picture' }).click();
    await dialog.getByRole('textbox', { name: 'Spanish' }).fill(original);
    await dialog.getByRole('button', { name: 'Save alt text' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const [label, size] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    test(`a team photo uploads in place on ${label}, keeps unsaved edits and shows in a circle`, async ({ page, browser }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/admin/content/editor?list=team');
      const michael = page.getByRole('listitem', { name: /^Team member 1: Michael Reyes/ });
      await michael.getByRole('textbox', { name: 'Short biography (English)' }).fill('Words typed, not saved yet.');
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      // No picture is generated for a person.
      await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);

      await michael.getByLabel('Add a photo of Michael Reyes').setInputFiles({
        name: 'michael.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a5a44' } })
          .png()
          .toBuffer(),
      });
      await expect(page.getByRole('status').filter({ hasText: 'Picture replaced.' })).toBeVisible();
      const photo = michael.getByRole('img', { name: 'Photo of Michael Reyes' });
      await expect(photo).toBeVisible();
      expect(await isCircle(photo)).toBe(true);
      // Still the Team list, with the words typed before.
      await expect(page).toHaveURL(/\/admin\/content\/editor\?list=team$/);
      await expect(michael.getByRole('textbox', { name: 'Short biography (English)' })).toHaveValue(
        'Words typed, not saved yet.',
      );
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      await expectAccessible(page);

      // The setup checklist of /admin counts it.
      const home = await page.context().newPage();
      await home.goto('/admin');
      await expect(home.getByRole('region', { name: 'Make the site yours' })).toContainText(/Photos of the team.*1 of 3/);
      await home.close();

      const visitor = await browser.newPage({ viewport: size });
      await visitor.goto('/about');
      const frame = visitor
        .getByRole('img', { name: 'Michael Reyes', exact: true })
        .locator('xpath=ancestor::*[@data-picture-frame][1]');
      expect(await isCircle(frame)).toBe(true);
      await visitor.close();

      await michael.getByRole('button', { name: 'Remove the photo of Michael Reyes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Photo removed: visitors see the initials.' })).toBeVisible();
      await expect(michael.getByRole('img', { name: 'Photo of Michael Reyes' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Discard changes' }).click();
    });
  }

  test('an edited English testimonial marks its translations until they are updated or confirmed (phone, English)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const before = await versionOf(page, 'testimonials');
    try {
      await gotoHydrated(page, '/admin/content/editor?list=testimonials');
      const sarah = page.getByRole('listitem', { name: /^Testimonial 1: Sarah M\./ });
      await expect(sarah.getByText('All languages written')).toBeVisible();
      await sarah.getByRole('textbox', { name: 'Quote (English)' }).fill('They turned our mossy slope into a fern garden.');
      // At once, before the save: the written translations may now be out of date.
      await expect(sarah.getByText('Spanish needs update')).toBeVisible();
      await expect(sarah.getByText('Portuguese needs update')).toBeVisible();
      await expect(sarah.getByText('All languages written')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Saved\./ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Spanish/ }).locator('..')).toContainText('1 needs update');
      await expectAccessible(page);

      // The Multi-language overview lists it too, with the way to its list.
      await gotoHydrated(page, '/admin/multilanguage');
      const lists = page.getByRole('region', { name: 'Site lists to update' });
      await expect(lists).toContainText('Testimonials: Sarah M.');
      await expect(lists).toContainText('Needs update: Spanish, Portuguese');
      await lists.getByRole('link', { name: 'Open Testimonials in the Content Editor' }).click();

      // Portuguese is still correct; Spanish gets its new text.
      await sarah.getByRole('button', { name: 'Portuguese of Sarah M. is still correct' }).click();
      await page.getByRole('radio', { name: 'Spanish' }).check();
      await sarah
        .getByRole('textbox', { name: 'Quote (Spanish)' })
        .fill('Convirtieron nuestra ladera con musgo en un jardín de helechos.');
      await expect(sarah.getByText('All languages written')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Saved\./ })).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('listitem', { name: /^Testimonial 1: Sarah M\./ }).getByText('All languages written'),
      ).toBeVisible();
      await gotoHydrated(page, '/admin/multilanguage');
      await expect(page.getByRole('region', { name: 'Site lists to update' })).toContainText(
        'Every written translation of the site’s lists is up to date.',
      );
    } finally {
      await restoreList(page, 'testimonials', before);
    }
  });

  test('the same in the Spanish back office on a desktop: a team member’s role', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const before = await versionOf(page, 'team');
    try {
      await gotoHydrated(page, '/admin/content/editor?list=team&lang=es');
      const carlos = page.getByRole('listitem', { name: /^Integrante 3: Carlos Mendoza/ });
      await carlos.getByRole('textbox', { name: 'Cargo (inglés)' }).fill('Irrigation and drainage lead');
      await expect(carlos.getByText('español: revisar')).toBeVisible();
      await expect(carlos.getByText('portugués: revisar')).toBeVisible();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Guardado\./ })).toBeVisible();
      await carlos.getByRole('button', { name: 'español de Carlos Mendoza sigue bien' }).click();
      await carlos.getByRole('button', { name: 'portugués de Carlos Mendoza sigue bien' }).click();
      await expect(carlos.getByText('Todos los idiomas escritos')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Guardado\./ })).toBeVisible();
      await expect(carlos.getByText('Todos los idiomas escritos')).toBeVisible();
    } finally {
      await restoreList(page, 'team', before);
    }
  });

  test('the editor and Media Management pass axe at desktop and phone widths', async ({ page }) => {
    test.slow(); // Many page loads on a shared machine.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/admin/content/editor?list=team');
      await expect(page.getByRole('listitem', { name: /^Team member 1/ })).toBeVisible();
      await page.getByRole('radio', { name: 'Portuguese' }).check();
      await expectAccessible(page);

      await gotoHydrated(page, '/admin/content/media');
      await expect(page.getByRole('region', { name: /Site pictures/ })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Replace the picture: Home page picture' }).click();
      await expect(page.getByRole('dialog', { name: 'Replace picture: Home page picture' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  });
});
