import { expect, gotoHydrated, test } from './fixtures';
import { expectAccessibleAtPhoneAndDesktop, HOME_CARD_CATEGORIES } from './public';

test.describe('home page', () => {
  test('shows the hero, stats, a service card per category, testimonials and the closing call to action', async ({ page }) => {
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
    for (const text of [
      '500+',
      'Projects completed',
      '15+',
      'Years of experience',
      '98%',
      'Customer satisfaction',
      '24 h',
      'Reply time',
    ]) {
      await expect(stats).toContainText(text);
    }
    // One set of figures for the whole site: never a round-the-clock promise from a company closed on Sundays.
    await expect(main).not.toContainText('24/7');

    const services = main.getByRole('region', { name: 'Our Services' });
    const cards = services.getByRole('listitem');
    await expect(cards).toHaveCount(7);
    const hrefs = await services.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(HOME_CARD_CATEGORIES.map((c) => `/services?category=${c}`));
    // The catalogue's own category names, as the services filter and the footer show them.
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Lawn Care',
      'Landscaping',
      'Tree Services',
      'Irrigation',
      'Hardscaping',
      'Garden Maintenance',
      'Specialty Services',
    ]);
    // The lawn card shows the icon seeded in Icon Management.
    await expect(cards.first().locator('[data-icon]')).toHaveAttribute('data-icon', 'image');
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/media\/icons\//);

    const testimonials = main.getByRole('region', { name: 'What Our Customers Say' });
    await expect(testimonials.locator('figure')).toHaveCount(3);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);

    // The team as people: names and roles with initials, no stand-in landscape pictures.
    const team = main.getByRole('region', { name: 'The people who care for your garden' });
    await expect(team.getByRole('listitem')).toHaveCount(3);
    await expect(team.getByRole('listitem').first()).toContainText('MR');
    await expect(team.getByRole('img')).toHaveCount(0);
    await expect(team.getByRole('link', { name: 'Meet our team' })).toHaveAttribute('href', '/about#team');

    const cta = main.getByRole('heading', { name: 'Ready to transform your outdoor space?' }).locator('..');
    await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('a service card leads to its category of the catalogue', async ({ page }) => {
    await gotoHydrated(page, '/?lang=en');
    await page
      .getByRole('region', { name: 'Our Services' })
      .getByRole('link', { name: /Tree Services/ })
      .click();
    await expect(page).toHaveURL(/\/services\?category=tree-services$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Tree Services');
    await expect(page.getByRole('link', { name: 'Tree Services', exact: true }).first()).toHaveAttribute('aria-current', 'true');
  });

  test('reads in Spanish and in Portuguese', async ({ page }) => {
    await gotoHydrated(page, '/?lang=es');
    await expect(page).toHaveTitle('Evergreen Landscaping | Paisajismo en Bellevue y Seattle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espacios exteriores hermosos, cuidados todo el año');
    await expect(page.getByRole('heading', { name: 'Nuestros servicios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Cotización gratis' }).first()).toHaveAttribute(
      'href',
      '/quote-builder',
    );

    await gotoHydrated(page, '/?lang=pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espaços externos bonitos, cuidados o ano todo');
    await expect(page.getByRole('heading', { name: 'Nossos serviços' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Projetos concluídos');
    await expect(page.getByRole('heading', { name: 'Pronto para transformar seu espaço externo?' })).toBeVisible();
  });

  test('has no accessibility violations at phone and desktop width', async ({ page }) => {
    await expectAccessibleAtPhoneAndDesktop(page, '/?lang=en');
    await expectAccessibleAtPhoneAndDesktop(page, '/?lang=es');
  });
});
