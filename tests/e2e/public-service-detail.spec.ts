import { expect, gotoHydrated, test } from './fixtures';
import { expectAccessibleAtPhoneAndDesktop } from './public';

test.describe('service detail', () => {
  test('shows everything about a service and offers a quote with it preselected', async ({ page }) => {
    await gotoHydrated(page, '/services/lawn-mowing?lang=en');
    await expect(page).toHaveTitle(/Lawn Mowing/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Lawn Mowing');
    await expect(main.getByRole('link', { name: 'Lawn Care' })).toHaveAttribute('href', '/services?category=lawn-care');
    await expect(main.locator('span:has(> .star)')).toHaveText('Popular');
    await expect(main.getByText('Starting price')).toBeVisible();
    await expect(main).toContainText('$0.15 per sq ft');
    // Demand is a badge, not a labelled field.
    await expect(main.getByText('High Demand', { exact: true })).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: 'Demand' })).toHaveCount(0);
    const image = main.getByRole('img', { name: 'Lawn Mowing' });
    await expect(image).toHaveAttribute('loading', 'eager');

    const process = main.getByRole('region', { name: 'Our Process' });
    const steps = process.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.first().getByRole('heading')).toHaveText('Step 1: Walk-through');
    await expect(steps.first()).toContainText('We measure the turf area');
    await expect(main.getByRole('region', { name: 'Why It Matters' })).toContainText('Mowing is the single biggest factor');
    await expect(main.getByRole('region', { name: 'Recommended Frequency' })).toContainText('Weekly from April through June');
    await expect(main.getByRole('region', { name: 'Key Benefits' }).getByRole('listitem')).toHaveCount(4);
    await expect(main.getByRole('region', { name: "What's Included" }).getByRole('listitem')).toHaveCount(4);
    const why = main.getByRole('region', { name: 'Why Choose Evergreen Landscaping' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Certified professionals',
      'Insured and bonded',
      'Satisfaction guarantee',
      'On-time service',
    ]);
    const quotes = main.getByRole('link', { name: 'Get Free Quote' });
    await expect(quotes).toHaveCount(2);
    for (const link of await quotes.all()) await expect(link).toHaveAttribute('href', '/quote-builder?service=lawn-mowing');

    await main.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the four fixed routes and every other service have full detail pages', async ({ page, request }) => {
    const services = (await (await request.get('/api/services')).json()).data as {
      slug: string;
      name: string;
    }[];
    expect(services).toHaveLength(25);
    for (const slug of ['lawn-mowing', 'tree-trimming', 'sprinkler-installation', 'landscape-design']) {
      expect(services.map((s) => s.slug)).toContain(slug);
    }
    for (const service of services) {
      const response = await page.goto(`/services/${service.slug}?lang=en`);
      expect(response?.status(), service.slug).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.name);
      expect(await main.getByRole('region', { name: 'Our Process' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      await expect(main.getByRole('region', { name: 'Key Benefits' }).getByRole('listitem')).toHaveCount(4);
      await expect(main.getByRole('link', { name: 'Get Free Quote' }).first()).toHaveAttribute(
        'href',
        `/quote-builder?service=${service.slug}`,
      );
    }
  });

  test('reads in Spanish and in Portuguese', async ({ page }) => {
    await gotoHydrated(page, '/services/tree-trimming?lang=es');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Poda de árboles');
    await expect(main.getByRole('heading', { name: 'Nuestro proceso' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Por qué es importante' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Por qué elegir Evergreen Landscaping' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Volver a servicios' })).toBeVisible();

    await gotoHydrated(page, '/services/landscape-design?lang=pt');
    await expect(main.getByRole('heading', { name: 'Nosso processo' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Frequência recomendada' })).toBeVisible();
    await expect(main).toContainText('US$ 500');
    await expect(main.getByRole('link', { name: 'Orçamento grátis' }).first()).toHaveAttribute(
      'href',
      '/quote-builder?service=landscape-design',
    );
  });

  test('an unknown service answers 404 with Service Not Found and a way back', async ({ page }) => {
    const response = await page.goto('/services/moon-landscaping?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Service Not Found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL(/\/services$/);

    expect((await page.goto('/services/moon-landscaping?lang=es'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicio no encontrado');
    expect((await page.goto('/services/moon-landscaping?lang=pt'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviço não encontrado');
  });

  test('has no accessibility violations at phone and desktop width', async ({ page }) => {
    await expectAccessibleAtPhoneAndDesktop(page, '/services/patio-installation?lang=en');
    await expectAccessibleAtPhoneAndDesktop(page, '/services/patio-installation?lang=es');
    await expectAccessibleAtPhoneAndDesktop(page, '/services/moon-landscaping?lang=en');
  });
});
