import sharp from 'sharp';
import { readOutbox } from '../helpers/mail';
import { DEMO, E2E_DATA_DIR, resetLinkFor, signIn, uniqueEmail } from './accounts';
import { PHONE } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** The company's date today (its clocks are Seattle's). */
const companyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());

/*
 * Request → proposal → job → the crew's day → done, as docs/jobs.md tells it: a customer accepts a
 * proposal on a phone, the owner schedules the job weekly for a new crew member, the crew member
 * goes on the way (the client is e-mailed), adds a photo and completes, and the owner sees the visit
 * completed with its photo on the crew schedule.
 */
test('an accepted proposal becomes a weekly job that the crew completes with a photo, seen by the owner', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const client = { name: `Morgan Reed ${tag}`, email: uniqueEmail('morgan') };
  const owner = await browser.newContext();
  const api = owner.request;
  expect((await api.post('/api/auth/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } })).ok()).toBe(
    true,
  );
  const ok = async (res: Awaited<ReturnType<typeof api.get>>): Promise<any> => {
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: unknown }).data;
  };

  // A request from the quote builder, and the owner's proposal for it.
  const quote = await ok(
    await page.request.post('/api/quotes', {
      headers: { 'x-forwarded-for': `198.51.100.${200 + (process.pid % 50)}` },
      data: {
        propertyType: 'residential',
        propertySize: 'medium',
        services: ['lawn-maintenance'],
        timeline: 'flexible',
        urgency: 'normal',
        plantPreferences: [],
        stylePreferences: [],
        materialSelection: [],
        contactInfo: { ...client, phone: '(425) 555-0168', address: '31 Maple Way, Bellevue, WA', message: 'Weekly mowing.' },
        language: 'en',
      },
    }),
  );
  const draft = await ok(await api.post(`/api/admin/leads/quote/${quote.id}/proposals`));
  const sent = await ok(await api.post(`/api/admin/proposals/${draft.id}/send`));

  // The customer accepts on a phone.
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, new URL(sent.url as string).pathname);
  await page.getByLabel('Your full name').fill(client.name);
  await page.getByLabel('I have read and agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(page.getByText(`Thank you, ${client.name}!`)).toBeVisible();

  // The job it became, scheduled weekly from today for a new crew member.
  const { jobs } = await ok(await api.get('/api/admin/jobs'));
  const job = jobs.find((j: { proposal_id: number | null }) => j.proposal_id === draft.id);
  expect(job).toMatchObject({ status: 'unscheduled', client_name: client.name });
  const crewEmail = uniqueEmail('crew');
  const crew = await ok(
    await api.post('/api/admin/users', {
      data: { first_name: 'Quinn', last_name: 'Ash', email: crewEmail, phone: '(206) 555-0117', colour: '#2f855a' },
    }),
  );
  const token = new URLSearchParams((await resetLinkFor(crewEmail)).split('?')[1]).get('token');
  await ok(await page.request.post('/api/auth/reset-password', { data: { token, password: 'Sweep-the-path-3' } }));
  const { visits } = await ok(
    await api.post(`/api/admin/jobs/${job.id}/visits`, {
      data: {
        start: `${companyToday()}T20:00:00Z`,
        duration_minutes: 90,
        crew_ids: [crew.id],
        recurrence: { frequency: 'weekly', count: 4 },
      },
    }),
  );
  expect(visits).toHaveLength(4);

  // The crew member's phone: My day, on the way, a photo, done.
  const phoneContext = await browser.newContext({ viewport: PHONE });
  const phone = await phoneContext.newPage();
  await gotoHydrated(phone, '/login?lang=en');
  await phone.getByLabel('Email address').fill(crewEmail);
  await phone.getByLabel('Password', { exact: true }).fill('Sweep-the-path-3');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/crew$/);
  const visit = phone.getByRole('article', { name: new RegExp(client.name) });
  await visit.getByRole('button', { name: 'On my way' }).click();
  await expect(phone.getByRole('status')).toHaveText('The client has been told you are on the way.');
  await expect.poll(() => readOutbox(E2E_DATA_DIR).some((m) => m.to === client.email && /on the way/.test(m.subject))).toBe(true);
  await visit.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'IMG_3001.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3f6212' } })
      .jpeg()
      .toBuffer(),
  });
  await visit.getByRole('button', { name: 'Add photo' }).click();
  await expect(phone.getByRole('status')).toHaveText('Photo added.');
  await visit.getByLabel('Minutes spent').fill('80');
  await visit.getByRole('button', { name: 'Complete' }).click();
  await expect(phone.getByRole('status')).toHaveText('Visit completed. Thank you!');
  await phoneContext.close();

  // The owner sees it completed, with the photo, and the client got the summary.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, `/admin/schedule?view=day&date=${companyToday()}&lang=en`);
  const done = page.getByRole('article', { name: `${job.reference} · ${job.title}` });
  await expect(done).toContainText('(Completed)');
  await expect(done.getByRole('img', { name: `Photo 1 at ${client.name}` })).toBeVisible();
  await expectAccessible(page);
  await expect
    .poll(() => readOutbox(E2E_DATA_DIR).some((m) => m.to === client.email && /finished the visit/.test(m.subject)))
    .toBe(true);
  await owner.close();

  // The customer, from the proposal's link on their phone: the hub shows the job, its visits and the photo.
  const customerContext = await browser.newContext({ viewport: PHONE });
  const customer = await customerContext.newPage();
  await customer.goto(new URL(sent.url as string).pathname);
  await customer.getByRole('button', { name: 'See everything in your client hub' }).click();
  await expect(customer).toHaveURL(/\/dashboard$/);
  const hubJobs = customer.getByRole('region', { name: /^Jobs/ });
  await expect(hubJobs).toContainText(`${job.reference} · ${job.title}`);
  await expect(hubJobs.getByRole('img', { name: `Photo 1 of visit 1, ${job.title}` })).toBeVisible();
  await expect(hubJobs.getByRole('list', { name: `Visits of ${job.reference}` }).locator(':scope > li')).toHaveCount(4);
  await expectAccessible(customer);
  await customerContext.close();
});
