import { expect, gotoHydrated, test } from './fixtures';
import { expectAccessibleAtPhoneAndDesktop } from './public';

test.describe('about page', () => {
  test('tells the story, values, team and figures, with the two calls to action', async ({ page }) => {
    await gotoHydrated(page, '/about?lang=en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Evergreen Landscaping');
    await expect(main).toContainText('since 2009');
    await expect(main.getByRole('region', { name: 'Our Story' })).toContainText('began in 2009');
    await expect(main.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 })).toHaveText([
      'Sustainability',
      'Creativity',
      'Integrity',
      'Excellence',
    ]);
    const team = main.getByRole('region', { name: 'Meet Our Team' }).getByRole('listitem');
    await expect(team).toHaveCount(3);
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Michael Reyes', 'Jennifer Park', 'Carlos Mendoza']);
    await expect(team.nth(1)).toContainText('Certified Arborist');
    // Until the owner adds photos, members show their initials: never a flower bed standing in for a person.
    await expect(team.nth(1)).toContainText('JP');
    await expect(team.getByRole('img')).toHaveCount(0);
    const stats = main.getByRole('region', { name: 'Evergreen Landscaping in numbers' });
    for (const text of ['15+', '500+', '98%', '50+', 'Team members']) await expect(stats).toContainText(text);
    await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote-builder');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('reads in Spanish and in Portuguese', async ({ page }) => {
    await gotoHydrated(page, '/about?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acerca de Evergreen Landscaping');
    await expect(page.getByRole('heading', { name: 'Nuestros valores' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Arbolista certificada');
    await gotoHydrated(page, '/about?lang=pt');
    await expect(page.getByRole('heading', { name: 'Conheça nossa equipe' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Sustentabilidade');
    await expect(page.getByRole('main').getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contact');
  });

  test('has no accessibility violations at phone and desktop width', async ({ page }) => {
    await expectAccessibleAtPhoneAndDesktop(page, '/about?lang=en');
    await expectAccessibleAtPhoneAndDesktop(page, '/about?lang=pt');
  });
});

test.describe('privacy and terms', () => {
  test('are real pages with the company facts, in three languages', async ({ page }) => {
    await gotoHydrated(page, '/privacy?lang=en');
    await expect(page).toHaveTitle('Privacy Policy | Evergreen Landscaping');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByRole('heading', { level: 2, name: /Cookies/ })).toBeVisible();
    await expect(main).toContainText('hello@evergreen-landscaping.example');
    await main.getByRole('navigation').getByRole('link', { name: 'Your choices and rights' }).click();
    await expect(page).toHaveURL(/#rights$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByRole('main')).toContainText('1200 Garden Way, Bellevue, WA 98004');

    await gotoHydrated(page, '/privacy?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    await gotoHydrated(page, '/terms?lang=pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos de serviço');
    await expect(page.getByRole('main')).toContainText('Lei aplicável');
  });

  test('have no accessibility violations at phone and desktop width', async ({ page }) => {
    await expectAccessibleAtPhoneAndDesktop(page, '/privacy?lang=en');
    await expectAccessibleAtPhoneAndDesktop(page, '/terms?lang=es');
  });
});
