import type { Browser, Page } from '@playwright/test';
import { readOutbox } from '../helpers/mail';
import { pdfText } from '../helpers/pdf';
import { DEMO, E2E_DATA_DIR, signIn } from './accounts';
import { DESKTOP } from './admin-session';
import { expectNoOverflow } from './phone';
import { expect, expectAccessible, expectNoReact, gotoHydrated, scriptsOf, test } from './fixtures';

/**
 * The whole story of docs/proposals.md: a quote request comes in, the admin builds and sends a
 * proposal, the customer opens the e-mailed link on a phone, unticks an optional line and accepts;
 * the lead is won with the snapshot, both e-mails exist and the PDF carries the total.
 */

const PHONE = { width: 390, height: 844 };

/** What the customer reads, per language of the request. */
const CUSTOMER = {
  en: {
    lines: ['Landscape Design', 'Sprinkler System Installation'],
    subject: /^Your proposal EVG-\d{4}-\w{6} from Evergreen Landscaping$/,
    heading: /^Proposal EVG-/,
    keep: 'Include Moss treatment',
    name: 'Your full name',
    terms: 'I have read and agree to the terms and conditions',
    accept: 'Accept proposal',
    thanks: (name: string) => `Thank you, ${name}!`,
    totalAll: '$1,570.00',
    total: '$1,450.00',
    confirmation: /^You accepted proposal EVG-/,
  },
  es: {
    lines: ['Diseño de paisajismo', 'Instalación de sistemas de aspersores'],
    subject: /^Tu propuesta EVG-\d{4}-\w{6} de Evergreen Landscaping$/,
    heading: /^Propuesta EVG-/,
    keep: 'Incluir Moss treatment',
    name: 'Tu nombre completo',
    terms: 'He leído y acepto los términos y condiciones',
    accept: 'Aceptar propuesta',
    thanks: (name: string) => `¡Gracias, ${name}!`,
    totalAll: '$1,570.00',
    total: '$1,450.00',
    confirmation: /^Aceptaste la propuesta EVG-/,
  },
  pt: {
    lines: ['Projeto de paisagismo', 'Instalação de sistema de aspersores'],
    subject: /^Sua proposta EVG-\d{4}-\w{6} da Evergreen Landscaping$/,
    heading: /^Proposta EVG-/,
    keep: 'Incluir Moss treatment',
    name: 'Seu nome completo',
    terms: 'Li e concordo com os termos e condições',
    accept: 'Aceitar proposta',
    thanks: (name: string) => `Obrigado, ${name}!`,
    totalAll: 'US$\u00a01.570,00',
    total: 'US$\u00a01.450,00',
    confirmation: /^Você aceitou a proposta EVG-/,
  },
} as const;

let ipCounter = 0;

/** A quote request as the quote builder sends it, from an address of its own (per-address limits). */
async function requestQuote(page: Page, lang: keyof typeof CUSTOMER, name: string, email: string) {
  ipCounter += 1;
  const res = await page.request.post('/api/quotes', {
    headers: { 'x-forwarded-for': `198.51.100.${(process.pid % 100) + ipCounter}` },
    data: {
      propertyType: 'residential',
      propertySize: 'medium',
      services: ['landscape-design', 'irrigation'],
      timeline: 'flexible',
      urgency: 'normal',
      plantPreferences: [],
      stylePreferences: [],
      materialSelection: [],
      contactInfo: { name, email, phone: '(425) 555-0123', address: '9 Fern Road, Bellevue, WA', message: 'Backyard refresh.' },
      language: lang,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: number; reference: string };
}

/** The admin, in a browser of their own: builds the proposal from the request (lines in its language) and sends it. */
async function buildAndSend(browser: Browser, quoteId: number, lines: readonly string[]) {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const admin = await context.newPage();
  const errors: string[] = [];
  admin.on('pageerror', (err) => errors.push(err.message));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await gotoHydrated(admin, `/admin/leads/quote/${quoteId}`);

  const panel = admin.getByRole('region', { name: /^Proposal/ });
  await panel.getByRole('button', { name: 'Create proposal' }).click();
  await expect(panel.getByRole('group', { name: 'Line 1' }).getByLabel('Description')).toHaveValue(lines[0]);
  await expect(panel.getByRole('group', { name: 'Line 2' }).getByLabel('Description')).toHaveValue(lines[1]);
  // The request beside the lines: the range the visitor read, then the starting estimate.
  const reference = panel.getByRole('region', { name: /^(The request|La solicitud|A solicitação)$/ });
  await expect(reference.getByTestId('reference-range')).toBeVisible();

  await panel.getByRole('button', { name: 'Add line' }).click();
  const line = panel.getByRole('group', { name: 'Line 3' });
  await line.getByLabel('Description').fill('Moss treatment');
  await line.getByLabel('Unit', { exact: true }).fill('visit');
  await line.getByLabel('Unit price ($)').fill('120');
  await line.getByLabel('Optional').check();
  await expect(panel.getByRole('region', { name: 'Totals' })).toContainText('$1,570.00');

  // A line added by mistake goes again; the order is the admin's: moved up and back down.
  await panel.getByRole('button', { name: 'Add line' }).click();
  await panel.getByRole('group', { name: 'Line 4' }).getByLabel('Description').fill('Left over');
  await panel.getByRole('button', { name: 'Remove line 4' }).click();
  await expect(panel.getByRole('group', { name: 'Line 4' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Move line 3 up' }).click();
  await expect(panel.getByRole('group', { name: 'Line 2' }).getByLabel('Description')).toHaveValue('Moss treatment');
  await panel.getByRole('button', { name: 'Move line 2 down' }).click();
  await expect(panel.getByRole('group', { name: 'Line 3' }).getByLabel('Description')).toHaveValue('Moss treatment');
  await expect(panel.getByRole('region', { name: 'Totals' })).toContainText('$1,570.00');

  // The same editor on a phone: its lines and totals fit the width.
  await admin.setViewportSize(PHONE);
  await expect(panel.getByRole('group', { name: 'Line 3' }).getByLabel('Description')).toBeVisible();
  await expectNoOverflow(admin, 'the proposal editor on a phone');
  await admin.setViewportSize(DESKTOP);
  await panel.getByRole('button', { name: 'Send to customer' }).click();
  await expect(panel.getByRole('status')).toContainText('Sent to');
  await expect(panel).toContainText('Sent');
  await expect(admin.getByRole('region', { name: 'History' })).toContainText('Proposal sent to the customer');

  expect(errors).toEqual([]);
  return { admin, context, errors };
}

/** The newest e-mail to an address whose subject matches, once the outbox has delivered it. */
async function mailTo(email: string, subject: RegExp) {
  let found: ReturnType<typeof readOutbox>[number] | undefined;
  await expect
    .poll(() => {
      found = readOutbox(E2E_DATA_DIR)
        .reverse()
        .find((m) => m.to === email && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found! as ReturnType<typeof readOutbox>[number] & {
    attachments?: { filename: string; contentType: string; content: string }[];
  };
}

for (const lang of ['en', 'es', 'pt'] as const) {
  test(`a quote request becomes a won job through an accepted proposal (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const texts = CUSTOMER[lang];
    const tag = `${lang}${Date.now().toString(36)}${process.pid}`;
    const name = `Rowan ${tag}`;
    const email = `rowan-${tag}@example.org`;
    const quote = await requestQuote(page, lang, name, email);
    const { admin, context, errors } = await buildAndSend(browser, quote.id, texts.lines);

    // The customer opens the e-mailed link on a phone, in the request's language.
    const sent = await mailTo(email, texts.subject);
    const link = sent.text.match(/https?:\/\/\S+\/proposals\/[\w-]+\?lang=\w+/)?.[0];
    expect(link).toBeTruthy();
    await page.setViewportSize(PHONE);
    const scripts = scriptsOf(page);
    await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    await expectNoReact(page, scripts);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const total = page.getByRole('status').filter({ hasText: texts.totalAll });
    await expect(total).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The site's script makes the total follow the optional line, both ways.
    const keep = page.getByRole('checkbox', { name: texts.keep });
    await keep.uncheck();
    await expect(page.getByRole('status').filter({ hasText: texts.total })).toBeVisible();
    await keep.check();
    await expect(page.getByRole('status').filter({ hasText: texts.totalAll })).toBeVisible();
    await keep.uncheck();
    await expect(page.getByRole('status').filter({ hasText: texts.total })).toBeVisible();
    await page.getByLabel(texts.name).fill(name);
    await page.getByRole('checkbox', { name: texts.terms }).check();
    await page.getByRole('button', { name: texts.accept }).click();
    await expect(page.getByRole('heading', { name: texts.thanks(name) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: texts.thanks(name) })).toContainText(texts.total);
    await expectAccessible(page);

    // The PDF the page links to: a PDF, in the proposal's language, with the accepted total.
    const pdfHref = await page.getByRole('link', { name: /PDF/ }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain(texts.total);

    // Both e-mails: the company's notice and the customer's confirmation with the PDF.
    const notice = await mailTo('hello@evergreen-landscaping.example', new RegExp(`accepted by ${name}$`));
    expect(notice.text).toContain(quote.reference);
    const confirmation = await mailTo(email, texts.confirmation);
    expect(confirmation.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(pdfText(Buffer.from(confirmation.attachments![0].content, 'base64'))).toContain(texts.total);

    // The lead is won, with what was accepted and the history of the proposal.
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(quote.reference);
    await expect(admin.locator('h1').locator('..').getByText('Won', { exact: true })).toBeVisible();
    const panel = admin.getByRole('region', { name: /^Proposal/ });
    await expect(panel).toContainText(`Accepted by ${name}`);
    await expect(panel).toContainText('$1,450.00');
    const history = admin.getByRole('region', { name: 'History' });
    for (const entry of [
      'Proposal created',
      'Proposal sent to the customer',
      'Proposal opened by the customer',
      'Proposal accepted',
    ])
      await expect(history).toContainText(entry);
    await expect(history).toContainText('Lead status: Won');

    // The inbox tells the proposal's state and total on the lead's row.
    await gotoHydrated(admin, '/admin');
    const inbox = admin.getByRole('region', { name: 'Leads inbox' });
    await inbox.getByLabel('Search by name or e-mail').fill(tag);
    await inbox.getByRole('button', { name: 'Search' }).click();
    await expect(inbox.getByRole('row').filter({ hasText: name })).toContainText('Proposal accepted, $1,450.00');
    expect(errors).toEqual([]);
    await context.close();
  });
}

/** The admin's API, signed in apart from the customer's browser: the proposal of a request (its lines plus an optional one), sent; its page. */
async function sendWithApi(browser: Browser, quoteId: number) {
  const context = await browser.newContext();
  const api = context.request;
  const login = await api.post('/api/auth/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const draft = (await (await api.post(`/api/admin/leads/quote/${quoteId}/proposals`)).json()).data;
  const lines = [
    ...draft.lines,
    { description: 'Moss treatment', quantity: 1, unit: 'visit', unit_price_cents: 12_000, optional: true },
  ];
  expect((await api.put(`/api/admin/proposals/${draft.id}`, { data: { version: draft.version, lines } })).ok()).toBe(true);
  const sent = await api.post(`/api/admin/proposals/${draft.id}/send`);
  expect(sent.ok(), await sent.text()).toBe(true);
  const url = new URL((await sent.json()).data.url as string);
  await context.close();
  return url.pathname;
}

test("without JavaScript, the customer unticks an optional line and accepts: the totals are the server's", async ({
  page,
  browser,
}) => {
  const tag = `n${Date.now().toString(36)}${process.pid}`;
  const name = `Nova ${tag}`;
  const quote = await requestQuote(page, 'en', name, `nova-${tag}@example.org`);
  const path = await sendWithApi(browser, quote.id);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.17.${process.pid % 200}` },
  });
  const customer = await context.newPage();
  await customer.goto(path);
  await expect(customer.getByRole('status').filter({ hasText: '$1,570.00' })).toBeVisible();
  const keep = customer.getByRole('checkbox', { name: 'Include Moss treatment' });
  await keep.uncheck();
  // The line shows as left out (CSS follows the box); the total waits for the server.
  await expect(customer.getByText('Moss treatment', { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await customer.getByLabel('Your full name').fill(name);
  await customer.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await customer.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(customer.getByRole('heading', { name: `Thank you, ${name}!` })).toBeVisible();
  await expect(customer.getByRole('status').filter({ hasText: `Thank you, ${name}!` })).toContainText('$1,450.00');
  await expect(customer.locator('[data-total="total"]')).toHaveText('$1,450.00');
  await context.close();
});

test('replies to a lead by e-mail from its page on a phone', async ({ page }) => {
  const tag = `r${Date.now().toString(36)}${process.pid}`;
  const quote = await requestQuote(page, 'en', `Sky ${tag}`, `sky-${tag}@example.org`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `/admin/leads/quote/${quote.id}`);
  const reply = page.getByRole('region', { name: 'Reply by e-mail' });
  await expect(reply.getByLabel('Subject')).toHaveValue(`Evergreen Landscaping · ${quote.reference}`);
  await reply.getByLabel('Message').fill('We can visit on Friday at 9.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByRole('status')).toHaveText(`Reply sent to sky-${tag}@example.org.`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `E-mail reply: Evergreen Landscaping · ${quote.reference}`,
  );
  // The reply's own subject: the quote's confirmation, also to this address, names the reference too.
  const mail = await mailTo(`sky-${tag}@example.org`, new RegExp(`^Evergreen Landscaping · ${quote.reference}$`));
  expect(mail.text).toContain('We can visit on Friday at 9.');
  await expectAccessible(page);
});
