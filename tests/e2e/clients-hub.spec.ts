import { type APIRequestContext } from '@playwright/test';
import { readOutbox } from '../helpers/mail';
import { DEMO, E2E_DATA_DIR, e2eDatabase, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { PHONE } from './phone';

/**
 * The client hub's "Done when" (docs/clients.md), on a phone: requests, visits and proposals sent
 * without an account appear once the account's address is confirmed; an e-mailed proposal opens the
 * hub without a password, and a message written there shows on the lead.
 */
test.use({ viewport: PHONE });

const quoteRequest = (name: string, email: string) => ({
  propertyType: 'residential',
  propertySize: 'medium',
  services: ['landscape-design'],
  timeline: 'immediate',
  budget: '15k-50k',
  urgency: 'urgent',
  plantPreferences: ['native'],
  stylePreferences: ['modern'],
  materialSelection: ['natural-stone'],
  contactInfo: { name, email, phone: '(425) 555-0142', address: '12 Cedar Lane, Kirkland, WA', message: 'Back garden.' },
  language: 'en',
});

async function sendQuote(request: APIRequestContext, name: string, email: string) {
  const res = await request.post('/api/quotes', { multipart: { request: JSON.stringify(quoteRequest(name, email)) } });
  expect(res.status(), await res.text()).toBe(201);
  const database = e2eDatabase();
  try {
    return await database.db
      .selectFrom('quote_requests')
      .select(['id', 'reference'])
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  } finally {
    await database.close();
  }
}

async function sendProposal(admin: APIRequestContext, quoteId: number) {
  const draft = (await (await admin.post(`/api/admin/leads/quote/${quoteId}/proposals`)).json()).data;
  const sent = await admin.post(`/api/admin/proposals/${draft.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  return draft.reference as string;
}

const mailTo = async (email: string, pattern: RegExp) => {
  let found: string | undefined;
  await expect
    .poll(() => {
      const mail = readOutbox(E2E_DATA_DIR)
        .reverse()
        .find((m) => m.to === email && pattern.test(m.text));
      found = mail?.text.match(pattern)?.[0];
      return Boolean(found);
    })
    .toBe(true);
  return new URL(found!);
};

test('a visitor’s request, visit and proposal appear in the hub once the new account is confirmed; a proposal e-mail opens the hub', async ({
  page,
  browser,
  playwright,
}) => {
  // The owner, through the API in a context of their own.
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await admin.post('/api/auth/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(login.status()).toBe(200);

  // A visitor sends a quote request and books a visit, without an account.
  const email = uniqueEmail('emily');
  const quote = await sendQuote(page.request, 'Emily Hart', email);
  const slots = (await (await page.request.get('/api/visits/slots?days=14')).json()).data;
  const booked = await page.request.post('/api/visits', {
    data: {
      name: 'Emily Hart',
      email,
      phone: '(425) 555-0142',
      address: '12 Cedar Lane, Kirkland, WA',
      service: 'hardscaping',
      start: slots[0].start,
      language: 'en',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const visitReference = (await booked.json()).data.reference as string;
  const proposalReference = await sendProposal(admin, quote.id);

  // Later she registers with the same address: the login form has it, and says to confirm it.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Emily');
  await page.getByLabel('Last name').fill('Hart');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('lilac-trombone-42');
  await page.getByLabel('Confirm password').fill('lilac-trombone-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByText(`Sign in as ${email}, then confirm the address`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('lilac-trombone-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // She confirms it: the hub shows the request, the visit and the proposal.
  const verify = await mailTo(email, /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/);
  await page.goto(verify.pathname + verify.search);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await page.goto('/dashboard');
  await expect(page.getByText(`Request ${quote.reference}`)).toBeVisible();
  await expect(page.getByText(visitReference)).toBeVisible();
  await expect(page.getByText(`Proposal ${proposalReference}`)).toBeVisible();
  await expectAccessible(page);

  // A second visitor opens the hub from the proposal e-mail, without any password, and writes.
  const rosa = uniqueEmail('rosa');
  const rosaContext = await browser.newContext({ viewport: PHONE });
  const rosaPage = await rosaContext.newPage();
  const rosaQuote = await sendQuote(rosaPage.request, 'Rosa Diaz', rosa);
  await sendProposal(admin, rosaQuote.id);
  const link = await mailTo(rosa, /https?:\/\/\S+\/proposals\/[A-Za-z0-9_-]+/);
  await rosaPage.goto(link.pathname);
  await rosaPage.getByRole('button', { name: 'See everything in your client hub' }).click();
  await expect(rosaPage).toHaveURL(/\/dashboard$/);
  await expect(rosaPage.getByRole('heading', { name: 'Hello Rosa Diaz' })).toBeVisible();
  await rosaPage.getByLabel('Your message').fill('Could you start in May?');
  await rosaPage.getByRole('button', { name: 'Send' }).click();
  await expect(rosaPage.getByText('Message sent.')).toBeVisible();
  await rosaContext.close();

  // The owner reads it on the lead, which names its client.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/admin/leads/quote/${rosaQuote.id}`);
  await expect(page.getByText('Could you start in May?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Client: Rosa Diaz' })).toBeVisible();
  await admin.dispose();
});
