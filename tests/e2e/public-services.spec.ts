import { expect, gotoHydrated, test } from './fixtures';
import { expectAccessibleAtPhoneAndDesktop, openDatabase } from './public';

const CATEGORIES = [
  'Lawn Care',
  'Landscaping',
  'Tree Services',
  'Irrigation',
  'Hardscaping',
  'Garden Maintenance',
  'Specialty Services',
];

test.describe('services catalogue', () => {
  test('shows the hero figures, the category filter and all 25 services with their details', async ({ page }) => {
    await gotoHydrated(page, '/services?lang=en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Landscaping Services');
    for (const text of ['25+', 'Services', '500+', 'Happy customers', '15+', 'Years of experience']) {
      await expect(main.locator('section').first()).toContainText(text);
    }
    const filter = page.getByRole('navigation', { name: 'Filter services by category' });
    await expect(filter.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
    for (const name of CATEGORIES) await expect(filter.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(filter).toHaveCSS('position', 'sticky');

    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(25);
    const mowing = cards.filter({ has: page.getByRole('heading', { name: 'Lawn Mowing' }) });
    await expect(mowing).toContainText('From $0.15 per sq ft');
    await expect(mowing.locator('span:has(> .star)')).toHaveText('Popular');
    await expect(mowing).toContainText('High Demand');
    await expect(mowing.getByRole('listitem')).toHaveCount(4);
    await expect(cards.filter({ has: page.getByRole('heading', { name: 'Landscape Design' }) })).toContainText(
      'From $500 per project',
    );
    await expect(cards.filter({ has: page.getByRole('heading', { name: 'Tree Trimming & Pruning' }) })).toContainText(
      'From $75 per tree',
    );
    const waterFeatures = cards.filter({ has: page.getByRole('heading', { name: 'Water Features & Fountains' }) });
    await expect(waterFeatures).toContainText('$2,000');
    await expect(waterFeatures).toContainText('Specialty');
    await expect(cards.filter({ has: page.getByRole('heading', { name: 'Lawn Aeration & Overseeding' }) })).toContainText(
      'Popular',
    );

    // Responsive pictures: AVIF and WebP sources, dimensions set, the first one eager (it is on a
    // phone's first screen), the others lazy; the fallback picture stays hidden once it loaded.
    await expect(mowing.locator('picture img')).toHaveAttribute('loading', 'eager');
    await expect(mowing.locator('picture img')).toHaveAttribute('fetchpriority', 'high');
    const sod = cards.filter({ has: page.getByRole('heading', { name: 'Sod Installation' }) });
    const picture = sod.locator('picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\.avif 320w, .*\.avif 640w, .*\.avif 960w$/,
    );
    // A phone shows it as a thumbnail beside the name.
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /, 104px$/);
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await sod.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    await expect(sod.locator('img[data-fallback]')).toBeHidden();

    await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expect(main.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/book-visit');
  });

  test('Learn More opens the service and Get Quote preselects it in the quote builder', async ({ page }) => {
    await gotoHydrated(page, '/services?lang=en');
    // The catalogue service itself: the builder maps it to its quote service and keeps it.
    await expect(page.getByRole('link', { name: 'Get Quote for Tree Trimming & Pruning' })).toHaveAttribute(
      'href',
      '/quote-builder?service=tree-trimming',
    );
    await expect(page.getByRole('link', { name: 'Get Quote for Lawn Mowing' })).toHaveAttribute(
      'href',
      '/quote-builder?service=lawn-mowing',
    );
    await page.getByRole('link', { name: 'Learn More about Lawn Mowing' }).click();
    await expect(page).toHaveURL(/\/services\/lawn-mowing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lawn Mowing');
  });

  test('the category filter narrows the list and is kept in the address', async ({ page }) => {
    await gotoHydrated(page, '/services?lang=en');
    const filter = page.getByRole('navigation', { name: 'Filter services by category' });
    await filter.getByRole('link', { name: 'Tree Services' }).click();
    await expect(page).toHaveURL(/\/services\?category=tree-services$/);
    await expect(filter.getByRole('link', { name: 'Tree Services' })).toHaveAttribute('aria-current', 'true');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Tree Services', 'Not sure which service you need?']);
    await expect(main.getByRole('article')).toHaveCount(4);
    await expect(main.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
      'Tree Trimming & Pruning',
      'Tree Removal',
      'Stump Grinding',
      'Hedge Trimming',
    ]);

    await page.reload();
    await expect(main.getByRole('article')).toHaveCount(4);
    await filter.getByRole('link', { name: 'All Categories' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(main.getByRole('article')).toHaveCount(25);
  });

  test('a shared filtered address works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services?category=irrigation&lang=en');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Irrigation');
    await context.close();
  });

  test('an empty category says so and names it', async ({ page }) => {
    const db = openDatabase();
    const slug = `garden-art-${Date.now()}`;
    const id = db.prepare('INSERT INTO service_categories (slug, sort_order) VALUES (?, 99)').run(slug).lastInsertRowid;
    db.prepare(
      "INSERT INTO category_translations (category_id, language_code, name) VALUES (?, 'en', 'Garden Art'), (?, 'es', 'Arte de jardín')",
    ).run(id, id);
    try {
      await gotoHydrated(page, `/services?category=${slug}&lang=en`);
      const status = page.getByRole('status');
      await expect(status.getByRole('heading', { name: 'No services found' })).toBeVisible();
      await expect(status).toContainText('There are no services in Garden Art right now. Please choose another category.');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
      await gotoHydrated(page, `/services?category=${slug}&lang=es`);
      await expect(page.getByRole('status')).toContainText('No se encontraron servicios');
      await expect(page.getByRole('status')).toContainText('Por ahora no hay servicios en Arte de jardín.');
      await page.getByRole('link', { name: 'Ver todos los servicios' }).click();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(25);
    } finally {
      db.prepare('DELETE FROM service_categories WHERE id = ?').run(id);
      db.close();
    }
  });

  test('a picture that fails to load is replaced by the fallback image', async ({ page, consoleErrors }) => {
    await page.route('**/media/services/**', (route) => route.fulfill({ status: 404, body: '' }));
    await gotoHydrated(page, '/services?category=hardscaping&lang=en');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('img[data-fallback]')).toHaveAttribute('src', '/images/service-fallback.svg');
    }
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('/media/services/')));
  });

  test('reads in Spanish and in Portuguese', async ({ page }) => {
    await gotoHydrated(page, '/services?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestros servicios de paisajismo');
    const filter = page.getByRole('navigation', { name: 'Filtrar servicios por categoría' });
    await expect(filter.getByRole('link', { name: 'Todas las categorías' })).toBeVisible();
    await expect(filter.getByRole('link', { name: 'Servicios de árboles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Más información sobre Corte de césped' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Alta demanda');
    await expect(page.getByRole('link', { name: 'Agendar una consulta' })).toHaveAttribute('href', '/book-visit');

    await gotoHydrated(page, '/services?lang=pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos serviços de paisagismo');
    await expect(
      page.getByRole('navigation', { name: 'Filtrar serviços por categoria' }).getByRole('link', { name: 'Todas as categorias' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir orçamento de Corte de grama' })).toHaveAttribute(
      'href',
      '/quote-builder?service=lawn-mowing',
    );
    await expect(page.getByRole('main')).toContainText('US$ 0,15');
  });

  test('the first frame skips the sections below the first screen, which are rendered once the page is idle', async ({
    page,
  }) => {
    // As served: every section after the first is skipped until it nears the screen.
    const html = await (await page.request.get('/services?lang=en')).text();
    const sections = [...html.matchAll(/<section id="[^"]+"[^>]*class="([^"]*)"/g)].map((match) => match[1]!);
    expect(sections).toHaveLength(CATEGORIES.length);
    expect(sections[0]).not.toContain('below-fold');
    for (const classes of sections.slice(1)) expect(classes).toContain('below-fold');
    // So is every card of the first section after its first.
    const firstSection = html.slice(
      html.indexOf('<section id="'),
      html.indexOf('<section id="', html.indexOf('<section id="') + 1),
    );
    const cards = [...firstSection.matchAll(/<li class="([^"]*)"><article/g)].map((match) => match[1]!);
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]).not.toContain('below-fold');
    for (const classes of cards.slice(1)) expect(classes).toContain('below-fold');

    // Once the page is idle the script has rendered them all, so the page has its real height.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/services?lang=en');
    const main = page.getByRole('main');
    await expect(main.locator('.below-fold')).toHaveCount(0);
    const visibility = await main
      .locator('section[id]')
      .evaluateAll((all) => all.map((section) => getComputedStyle(section).contentVisibility));
    expect(visibility).toEqual(CATEGORIES.map(() => 'visible'));
    // A link to a category further down lands on it, though the sections above it were skipped.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services?lang=en#irrigation');
    await expect(page.getByRole('heading', { level: 2, name: 'Irrigation' })).toBeInViewport();
  });

  // One test per language: four axe passes over 25 cards do not fit one test's time on a busy machine.
  for (const lang of ['en', 'pt']) {
    test(`has no accessibility violations at phone and desktop width (${lang})`, async ({ page }) => {
      await expectAccessibleAtPhoneAndDesktop(page, `/services?lang=${lang}`);
    });
  }
});
