import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, signInAsAdmin } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test, waitForInteractive } from './fixtures';
import { openDatabase, useOwnAddress } from './public';

const tag = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** The stored source of the newest lead with that e-mail. */
function storedSource(table: 'contact_messages' | 'quote_requests', email: string) {
  const db = openDatabase();
  try {
    return db
      .prepare(
        `SELECT source_landing, source_referrer, utm_source, utm_medium, utm_campaign FROM ${table} WHERE email = ? ORDER BY id DESC`,
      )
      .get(email) as Record<string, string | null> | undefined;
  } finally {
    db.close();
  }
}

async function sendContactMessage(page: Page, email: string) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full Name').fill('Sam Source');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Message').fill('We found you through the flyer. Can you look at our lawn?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
}

test.describe('where leads come from', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page));

  test('a visit from a campaign link is remembered for the session and sent with a message and a quote request', async ({
    page,
  }) => {
    const campaign = tag();
    await page.goto(`/about?lang=en&utm_source=${campaign}&utm_medium=print&utm_campaign=fall`, {
      referer: 'https://www.google.com/',
    });
    // The visit's start is noted once the site's script has run.
    await waitForInteractive(page);
    // Inside the site: the note of the visit's start stays as it was.
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // The form sends the visit's source once React runs it: a post before hydration goes without JavaScript.
    await waitForInteractive(page);
    const email = `${campaign}@example.com`;
    await sendContactMessage(page, email);
    expect(storedSource('contact_messages', email)).toEqual({
      source_landing: '/about',
      source_referrer: 'https://www.google.com/',
      utm_source: campaign,
      utm_medium: 'print',
      utm_campaign: 'fall',
    });

    // Later in the same visit, a quote request carries it too.
    await gotoHydrated(page, '/quote-builder?lang=es');
    const next = page.getByRole('button', { name: 'Siguiente' });
    await page.getByRole('radio', { name: /Residencial/ }).check();
    await next.click();
    await page.getByRole('radio', { name: /Mediana/ }).check();
    await next.click();
    await page.getByRole('checkbox', { name: /Mantenimiento de césped/ }).check();
    await next.click();
    await page.getByRole('radio', { name: /Pronto/ }).check();
    await next.click();
    await next.click();
    await next.click();
    await page.getByLabel('Nombre completo').fill('Sam Source');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Revisar mi cotización' }).click();
    await page.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();
    await expect(page.getByRole('heading', { name: '¡Cotización enviada con éxito!' })).toBeVisible();
    expect(storedSource('quote_requests', email)).toMatchObject({ source_landing: '/about', utm_source: campaign });
  });

  test('without JavaScript, a message sent from the page the visit started on keeps its source', async ({ browser }) => {
    const campaign = tag();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await useOwnAddress(page);
      await page.goto(`/contact?lang=en&utm_source=${campaign}`, { referer: 'https://duckduckgo.com/' });
      const email = `${campaign}@example.com`;
      const form = page.getByRole('main').locator('form');
      await form.getByLabel('Full Name').fill('Noa Script');
      await form.getByLabel('Email Address').fill(email);
      await form.getByLabel('Message').fill('Sent from a browser without JavaScript.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
      expect(storedSource('contact_messages', email)).toMatchObject({
        source_landing: '/contact',
        source_referrer: 'https://duckduckgo.com/',
        utm_source: campaign,
      });
    } finally {
      await context.close();
    }
  });

  test('the owner sees the sources on the analytics screen, picks a period and downloads the leads', async ({ page }) => {
    const campaign = tag();
    await gotoHydrated(page, `/contact?lang=en&utm_source=${campaign}`);
    const email = `${campaign}@example.com`;
    await sendContactMessage(page, email);

    await signInAsAdmin(page);
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/admin/analytics?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Where leads came from' });
    await expect(sources.getByRole('row', { name: new RegExp(`^${campaign} \\(campaign\\) 1 `) })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Leads per week' })).toBeVisible();
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByRole('table', { name: 'Leads per week' }).getByRole('row')).toHaveCount(13);
    await expectAccessible(page);

    // A click that lands while the screen is still re-rendering the opened table is clicked again.
    await expect(async () => {
      await page.getByRole('link', { name: 'Last 4 weeks' }).click();
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    // The table stays open: the same screen, another period (a header row and four weeks).
    await expect(page.getByRole('table', { name: 'Leads per week' }).getByRole('row')).toHaveCount(5);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(`/admin/analytics?from=${today}&to=${today}`);
    await expect(sources).toContainText(`${campaign} (campaign)`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the leads (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`leads-${today}-to-${today}.csv`);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const line = csv
      .toString('utf8')
      .split('\r\n')
      .find((l) => l.includes(email));
    // Times on the company's clocks with their offset, and a label beside each code (issue 28).
    expect(line).toMatch(
      new RegExp(
        `^contact,\\d+,,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d-0[78]:00,new,New,,en,Sam Source,${email},.*,/contact,,${campaign},,,,$`,
      ),
    );
    const spanish = await (await page.request.get(`/api/admin/leads.csv?from=${today}&to=${today}&lang=es`)).text();
    expect(spanish.split('\r\n').find((l) => l.includes(email))).toContain(',new,Nuevo,');

    await page.setViewportSize(PHONE);
    await expectAccessible(page);
  });
});
