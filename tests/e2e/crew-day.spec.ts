import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { registerAccount, uniqueEmail } from './accounts';
import { PHONE } from './admin-session';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** The company's date today (its clocks are Seattle's): the crew's day opens on it. */
const companyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());

/** As the owner, through the API: a client with a gate code, a job with a checklist, a visit today for a new crew member. */
async function dayWithOneVisit(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin123' } });
  expect(login.ok()).toBe(true);
  const crew = await registerAccount(request, { first_name: 'Rio', last_name: 'Mower', email: uniqueEmail('crew') });
  const ok = async (method: 'post' | 'patch', url: string, data: object) => {
    const res = await request[method](url, { data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data;
  };
  await ok('patch', `/api/admin/users/${crew.id}`, { role: 'crew' });
  const name = `Dana Hedge ${Date.now().toString(36)}`;
  const client = await ok('post', '/api/admin/clients', {
    name,
    email: uniqueEmail('dana'),
    phone: '(425) 555-0177',
    address: '88 Alder St, Bellevue',
  });
  await ok('patch', `/api/admin/clients/${client.id}`, {
    properties: [{ id: client.properties[0].id, access_notes: 'Side gate, code 1942' }],
  });
  const job = await ok('post', '/api/admin/jobs', { client_id: client.id, title: 'Hedge trimming' });
  await ok('patch', `/api/admin/jobs/${job.id}`, { checklist: ['Trim the hedge', 'Haul the clippings'] });
  // 20:00 UTC is noon or 1 pm in Seattle: the same date there, whatever the season.
  await ok('post', `/api/admin/jobs/${job.id}/visits`, {
    start: `${companyToday()}T20:00:00Z`,
    duration_minutes: 120,
    crew_ids: [crew.id],
  });
  await request.post('/api/auth/logout');
  return { crew, client: name };
}

test.describe("the crew's day on a phone", () => {
  test.use({ viewport: PHONE });

  test('a crew member signs in to My day, calls, opens the map, and goes on the way, starts, completes and adds a photo', async ({
    page,
    request,
  }) => {
    const { crew, client } = await dayWithOneVisit(request);
    await gotoHydrated(page, '/login?lang=en');
    await page.getByLabel('Email address').fill(crew.email);
    await page.getByLabel('Password', { exact: true }).fill(crew.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/crew$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My day');

    const visit = page.getByRole('article', { name: new RegExp(client) });
    await expect(visit.getByRole('link', { name: 'Call (425) 555-0177' })).toHaveAttribute('href', 'tel:+14255550177');
    await expect(visit.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /query=88%20Alder%20St%2C%20Bellevue/,
    );
    await expect(visit.getByText('Side gate, code 1942')).toBeVisible();
    await expectAccessible(page);

    await visit.getByRole('button', { name: 'On my way' }).click();
    await expect(page.getByRole('status')).toHaveText('The client has been told you are on the way.');
    await expect(visit.getByText('The client knows you are on the way.')).toBeVisible();
    await expect(visit.getByRole('button', { name: 'On my way' })).toHaveCount(0);
    // The action brought the phone back to this visit, not to the top of the page.
    await expect(visit).toBeInViewport();

    await visit.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('status')).toHaveText('Visit started.');
    await expect(visit.getByText('In progress', { exact: true })).toBeVisible();

    await visit.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4d7c0f' } })
        .jpeg()
        .toBuffer(),
    });
    await visit.getByRole('button', { name: 'Add photo' }).click();
    await expect(page.getByRole('status')).toHaveText('Photo added.');
    await expect(visit.getByRole('img', { name: `Photo 1 at ${client}` })).toBeVisible();

    await visit.getByRole('checkbox', { name: 'Trim the hedge' }).check();
    await visit.getByLabel('Notes for the office').fill('Hedge done; clippings next week.');
    await visit.getByLabel('Minutes spent').fill('95');
    await visit.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('status')).toHaveText('Visit completed. Thank you!');
    await expect(visit.getByText(/Completed at .* · 95 minutes/)).toBeVisible();
    await expect(visit.getByText('Haul the clippings: not done')).toBeVisible();
    await expectAccessible(page);

    // The day in the phone's calendar app: a private link, shown once, that the calendar reads.
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Get my calendar link' }).click();
    await expect(feed.getByText('Here is your calendar link. Copy it now: it is shown only once.')).toBeVisible();
    const link = new URL(await feed.getByLabel('Calendar link').inputValue());
    await expect(feed.getByRole('link', { name: 'Add to my calendar app' })).toHaveAttribute('href', /^webcal:/);
    const ics = await (await page.request.get(link.pathname + link.search)).text();
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual([`${client} · Hedge trimming`]);
    expect(events[0]!.location).toBe('88 Alder St, Bellevue');
    await expectAccessible(page);
  });
});
