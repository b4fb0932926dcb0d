import { expect, gotoHydrated, test } from './fixtures';

test.describe('search engines and sharing', () => {
  test('sitemap.xml lists every public page and service in every language', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/services',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/services/lawn-mowing',
      '/services/water-features',
    ]) {
      for (const suffix of ['', '?lang=es', '?lang=pt']) expect(urls).toContain(`${baseURL}${path}${suffix}`);
    }
    expect(urls.filter((u) => u.includes('/services/'))).toHaveLength(75);
    // Every listed page answers.
    for (const url of urls.filter((u) => u.endsWith('?lang=pt') && !u.includes('quote-builder'))) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  });

  test('robots.txt points to the sitemap and keeps private areas out', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ['/admin', '/dashboard', '/api']) expect(text).toContain(`Disallow: ${path}`);
  });

  test('every page carries its description, canonical, hreflang alternates and Open Graph tags', async ({ page, baseURL }) => {
    for (const path of ['/', '/services', '/services/drip-irrigation', '/about', '/contact', '/privacy', '/terms']) {
      await page.goto(`${path}?lang=pt`);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}?lang=pt`);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(head.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}${path}?lang=es`);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/media/`));
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
      await expect(head.locator('title')).toHaveCount(1);
    }
  });

  test('the home page describes the company in JSON-LD that parses', async ({ page }) => {
    await page.goto('/?lang=en');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]);
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data.address.streetAddress).toBe('1200 Garden Way');
    expect(data.hasOfferCatalog.itemListElement.flatMap((c: { itemListElement: unknown[] }) => c.itemListElement)).toHaveLength(
      25,
    );

    await page.goto('/services/retaining-walls?lang=es');
    const service = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'HomeAndConstructionBusiness' },
      offers: { priceCurrency: 'USD' },
    });
  });

  test('a ?lang= link from a search result gives way to the visitor’s own choice', async ({ page }) => {
    await gotoHydrated(page, '/about?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Português' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre a Evergreen Landscaping');
  });
});
