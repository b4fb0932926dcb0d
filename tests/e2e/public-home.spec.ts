import { expect, gotoHydrated, test } from './fixtures';
import { expectAccessibleAtPhoneAndDesktop, HOME_CARD_ANCHORS, openDatabase } from './public';

test.describe('home page', () => {
  test('shows the hero, stats, six service cards, testimonials and the closing call to action', async ({ page }) => {
    await gotoHydrated(page, '/?lang=en');
    await expect(page).toHaveTitle('Evergreen Landscaping | Landscaping in Bellevue & Seattle');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Beautiful outdoor spaces, cared for all year');
    const hero = main.locator('section').first();
    await expect(hero.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expect(hero.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
    const heroImage = hero.getByRole('img', { name: /landscaped backyard/ });
    await expect(heroImage).toHaveAttribute('width', /\d+/);
    await expect(heroImage).toHaveAttribute('loading', 'eager');

    const stats = main.getByRole('region', { name: 'Evergreen Landscaping in numbers' });
    for (const text of ['500+', 'Projects completed', '15+', 'Years of experience', '98%', 'Customer satisfaction', '24/7', 'Support']) {
      await expect(stats).toContainText(text);
    }

    const services = main.getByRole('region', { name: 'Our Services' });
    const cards = services.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const hrefs = await services.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(HOME_CARD_ANCHORS.map((a) => `/services#${a}`));
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Landscape Design', 'Lawn Maintenance', 'Tree Services', 'Irrigation', 'Hardscaping', 'Seasonal Services',
    ]);
    // The design card shows the icon seeded in Icon Management.
    await expect(cards.first().locator('[data-icon]')).toHaveAttribute('data-icon', 'image');
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/media\/icons\//);

    const testimonials = main.getByRole('region', { name: 'What Our Customers Say' });
    await expect(testimonials.locator('figure')).toHaveCount(3);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);

    const cta = main.getByRole('heading', { name: 'Ready to transform your outdoor space?' }).locator('..');
    await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('a service card leads to its section of the catalogue', async ({ page }) => {
    await gotoHydrated(page, '/?lang=en');
    await page.getByRole('region', { name: 'Our Services' }).getByRole('link', { name: /Tree Services/ }).click();
    await expect(page).toHaveURL(/\/services#trees$/);
    const section = page.locator('#trees');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Tree Services');
    await expect(section).toBeInViewport();
  });

  test('reads in Spanish and in Portuguese', async ({ page }) => {
    await gotoHydrated(page, '/?lang=es');
    await expect(page).toHaveTitle('Evergreen Landscaping | Paisajismo en Bellevue y Seattle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espacios exteriores hermosos, cuidados todo el año');
    await expect(page.getByRole('heading', { name: 'Nuestros servicios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Cotización gratis' }).first()).toHaveAttribute('href', '/quote-builder');

    await gotoHydrated(page, '/?lang=pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espaços externos bonitos, cuidados o ano todo');
    await expect(page.getByRole('heading', { name: 'Nossos serviços' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Projetos concluídos');
    await expect(page.getByRole('heading', { name: 'Pronto para transformar seu espaço externo?' })).toBeVisible();
  });

  test('a card shows its icon from Icon Management, and the emoji when the icon fails to load', async ({ page, consoleErrors }) => {
    const db = openDatabase();
    const now = new Date().toISOString();
    const hero = db.prepare("SELECT m.id FROM images i JOIN media m ON m.id = i.media_id WHERE i.upload_purpose = 'site-hero'").get() as { id: number };
    const broken = db
      .prepare("INSERT INTO media (path, mime, size, width, height, variants, created_at) VALUES ('icons/missing.webp', 'image/webp', 1, 64, 64, '[]', ?)")
      .run(now).lastInsertRowid;
    const insert = db.prepare('INSERT INTO icons (name, category, media_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    const icons = [insert.run('tree services', 'Services', hero.id, now, now).lastInsertRowid, insert.run('Irrigation', 'services', broken, now, now).lastInsertRowid];
    try {
      // A URL no other test renders: the page is drawn afresh, not taken from the page cache.
      await gotoHydrated(page, '/?lang=en&utm_source=icon-test');
      const cards = page.getByRole('region', { name: 'Our Services' }).getByRole('listitem');
      const trees = cards.nth(2);
      await expect(trees.locator('[data-icon]')).toHaveAttribute('data-icon', 'image');
      await expect(trees.locator('img')).toHaveAttribute('src', /^\/media\/site\/[0-9a-f]{32}(-\d+)?\.webp$/);
      await expect.poll(() => trees.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const irrigation = cards.nth(3);
      await expect(irrigation.locator('[data-icon]')).toHaveAttribute('data-icon', 'emoji');
      await expect(irrigation).toContainText('💧');
    } finally {
      db.prepare(`DELETE FROM icons WHERE id IN (${icons.join(',')})`).run();
      db.prepare('DELETE FROM media WHERE id = ?').run(broken);
      db.close();
    }
    // The missing icon file was asked for on purpose.
    const expected = consoleErrors.filter((e) => e.includes('404'));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
  });

  test('has no accessibility violations at phone and desktop width', async ({ page }) => {
    await expectAccessibleAtPhoneAndDesktop(page, '/?lang=en');
    await expectAccessibleAtPhoneAndDesktop(page, '/?lang=es');
  });
});
