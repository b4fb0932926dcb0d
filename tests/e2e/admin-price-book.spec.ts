import type { Page } from '@playwright/test';
import { DESKTOP, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { useOwnAddress } from './public';

/*
 * The price book (docs/price-book.md): the owner changes a from price in 'Quote prices' and a
 * catalogue price in the service form; both show at once in the quote builder, the catalogue and
 * the next proposal. Site-wide (it changes what every visitor reads), and it puts the prices back.
 */

const next = (page: Page) => page.locator('form button[type="submit"]');

test('the owner changes a price: it shows at once in the builder, the catalogue and the next proposal', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  const original = (await (await page.request.get('/api/admin/price-book')).json()).data;
  const patio = (await (await page.request.get('/api/admin/services?search=Patio%20Installation')).json()).data.services[0];
  expect(patio.slug).toBe('patio-installation');

  try {
    // 'Quote prices', beside the services table: Hardscaping from $6,000, previewed before saving.
    await gotoHydrated(page, '/admin/services');
    const tabs = page.getByRole('navigation', { name: 'Service Management' });
    await tabs.getByRole('link', { name: 'Quote prices' }).click();
    await expect(page).toHaveURL(/\/admin\/services\?tab=prices$/);
    const hardscaping = page.getByRole('group', { name: 'Hardscaping', exact: true });
    await expect(hardscaping.getByRole('spinbutton', { name: 'From price ($)' })).toHaveValue('5000');
    await expect(hardscaping.getByRole('combobox', { name: 'Main catalogue service' })).toHaveValue('patio-installation');
    await hardscaping.getByRole('spinbutton', { name: 'From price ($)' }).fill('6000');
    const preview = page.getByTestId('price-book-preview');
    await expect(preview.getByRole('listitem').filter({ hasText: /^Hardscaping/ })).toContainText('From $6,000');
    await expect(preview).toContainText('Patio Installation: From $24 per sq ft');
    // A wrong number is refused under its field, and nothing is sent.
    const soon = page.getByRole('group', { name: 'Timeline multipliers' }).getByRole('spinbutton', { name: 'Soon (×)' });
    await soon.fill('-1');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(soon).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a number above 0.')).toBeVisible();
    // 'Soon' no longer charges 20% more for normal lead time: 10%.
    await soon.fill('1.1');
    await expect(page.getByRole('region', { name: 'What step 3 shows' })).toContainText('Soon: +10%');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Quote prices saved').first()).toBeVisible();
    await expectAccessible(page);

    // The services table: Patio Installation has one price, per sq ft, with the line visitors read.
    await tabs.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Patio Installation');
    const row = page.getByRole('row').filter({ hasText: 'Patio Installation' });
    await expect(row).toContainText('From $24 per sq ft');
    await row.getByRole('button', { name: 'Edit Patio Installation' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(edit.getByRole('spinbutton', { name: 'Base price ($)' })).toHaveCount(0);
    await edit.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('26');
    await expect(edit.getByText('Visitors read: From $26 per sq ft')).toBeVisible();
    await edit.getByRole('button', { name: 'Update Service' }).click();
    await expect(row).toContainText('From $26 per sq ft');

    // A visitor, at once: the catalogue, then the quote builder.
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const visitor = await context.newPage();
    await useOwnAddress(visitor);
    await gotoHydrated(visitor, '/services?category=hardscaping');
    await expect(visitor.getByRole('article').filter({ hasText: 'Patio Installation' })).toContainText('From $26 per sq ft');
    await gotoHydrated(visitor, '/quote-builder?service=patio-installation');
    await visitor.getByRole('radio', { name: /Residential/ }).check();
    await next(visitor).click();
    await visitor.getByRole('radio', { name: /Medium/ }).check();
    await next(visitor).click();
    await expect(visitor.getByRole('checkbox', { name: /^Hardscaping.*From \$6,000/ })).toBeChecked();
    const choices = visitor.getByRole('group', { name: 'Hardscaping: which of these do you need? (optional)' });
    await expect(choices.getByRole('checkbox', { name: /Patio Installation.*From \$26 per sq ft/ })).toBeChecked();
    await choices.getByLabel('Quantity in sq ft (optional)').fill('400');
    // 400 sq ft at $26 = $10,400: 10% below, 30% above.
    await expect(visitor.getByTestId('job-range')).toHaveText('$9,300 – $13,600');
    await next(visitor).click();
    await expect(visitor.getByRole('radio', { name: /Soon/ })).toHaveAccessibleName(/\+10\s?%/);
    await visitor.getByRole('radio', { name: /Flexible/ }).check();
    await next(visitor).click();
    await next(visitor).click();
    await next(visitor).click();
    await visitor.getByLabel('Full name').fill('Emily Price');
    await visitor.getByLabel('E-mail').fill(`emily.${Date.now()}@example.com`);
    await visitor.getByRole('button', { name: 'Review My Quote' }).click();
    await expect(visitor.getByTestId('summary-range')).toHaveText('$9,300 – $13,600');
    await visitor.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(visitor.getByRole('heading', { name: 'Quote submitted successfully!' })).toBeVisible();
    const reference = (await visitor.getByText(/^Your reference number is/).textContent())!.match(/EVG-\d{4}-\w{6}/)![0];
    await context.close();

    // The next proposal: the visitor's patio, 400 × the catalogue's $26 per sq ft, the range beside it.
    const leads = (await (await page.request.get(`/api/admin/leads?search=${reference}`)).json()).data.leads;
    await gotoHydrated(page, `/admin/leads/quote/${leads[0].id}`);
    await expect(page.getByTestId('lead-range')).toHaveText('$9,300 – $13,600');
    const panel = page.getByRole('region', { name: /^Proposal/ });
    await panel.getByRole('button', { name: 'Create proposal' }).click();
    const line = panel.getByRole('group', { name: 'Line 1' });
    await expect(line.getByLabel('Description')).toHaveValue('Patio Installation');
    await expect(line.getByLabel('Quantity')).toHaveValue('400');
    await expect(line.getByLabel('Unit', { exact: true })).toHaveValue('per sq ft');
    await expect(line.getByLabel('Unit price ($)')).toHaveValue('26.00');
    await expect(panel.getByTestId('reference-range')).toHaveText('$9,300 – $13,600');
  } finally {
    const current = (await (await page.request.get('/api/admin/price-book')).json()).data;
    const { updated_at: _updated, ...book } = original;
    const restored = await page.request.put('/api/admin/price-book', { data: { ...book, version: current.version } });
    expect(restored.ok(), await restored.text()).toBe(true);
    const service = (await (await page.request.get(`/api/admin/services/${patio.id}`)).json()).data;
    const back = await page.request.put(`/api/admin/services/${patio.id}`, {
      data: { ...service, base_price: 24, price_per_sqft: 24 },
    });
    expect(back.ok(), await back.text()).toBe(true);
  }
});
