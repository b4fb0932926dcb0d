import type { Page } from '@playwright/test';
import { DEMO, registerAccount, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/** A date some days from today on the company's clocks (Bellevue). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });

/** As the owner, through the API (the page's own session): two crew members, and two jobs booked on one of them at once. */
async function doubleBooking(page: Page) {
  const tag = Date.now().toString(36);
  const ok = async (method: 'post' | 'patch', url: string, data: object) => {
    const res = await page.request[method](url, { data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data;
  };
  const crew = [];
  for (const first of [`Ash${tag}`, `Birch${tag}`]) {
    const account = await registerAccount(page.request, { first_name: first, last_name: 'Crew', email: uniqueEmail('crew') });
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await ok('patch', `/api/admin/users/${account.id}`, { role: 'crew' });
    crew.push({ id: account.id as number, name: `${first} Crew` });
  }
  const client = await ok('post', '/api/admin/clients', {
    name: `Lee Garden ${tag}`,
    email: uniqueEmail('lee'),
    address: '5 Pine Rd, Kirkland',
  });
  const day = daysAhead(3);
  const jobs = [];
  for (const [title, time] of [
    [`Mowing ${tag}`, '16:00'],
    [`Pruning ${tag}`, '16:30'],
  ]) {
    const job = await ok('post', '/api/admin/jobs', { client_id: client.id, title });
    await ok('post', `/api/admin/jobs/${job.id}/visits`, {
      start: `${day}T${time}:00Z`,
      duration_minutes: 90,
      crew_ids: [crew[0].id],
    });
    jobs.push(`${job.reference} · ${title}`);
  }
  return { crew, jobs, day };
}

test('the owner sees a double booking on the crew schedule and moves the visit to another person and day', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const { crew, jobs, day } = await doubleBooking(page);
  await gotoHydrated(page, '/admin/schedule?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crew schedule');
  const warning = `${crew[0].name} is booked twice at the same time: ${jobs[0]} and ${jobs[1]}.`;
  await expect(page.getByText(warning)).toBeVisible();
  await expectAccessible(page);

  // Another person: the warning goes.
  const second = page.getByRole('article', { name: jobs[1] });
  await second.getByRole('button', { name: /^Move/ }).click();
  // Two taps: 'Move', then the other person (saved as chosen).
  await second.getByLabel('Crew member').selectOption({ label: crew[1].name });
  await expect(page.getByRole('status')).toHaveText('Visit moved.');
  await expect(page.getByText(warning)).toHaveCount(0);
  await expect(page.getByRole('article', { name: jobs[1] }).getByText(crew[1].name)).toBeVisible();

  // Another day, two taps: 'Move', 'Day after'; the day view of that day shows it.
  const next = (() => {
    const d = new Date(`${day}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  })();
  const moving = page.getByRole('article', { name: jobs[1] });
  await moving.getByRole('button', { name: /^Move/ }).click();
  await moving.getByRole('button', { name: 'Day after' }).click();
  // Saved: the form closes (the status line already said 'Visit moved.' for the first move).
  await expect(moving.getByRole('button', { name: 'Day after' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Visit moved.');
  await gotoHydrated(page, `/admin/schedule?view=day&date=${next}&lang=en`);
  await expect(page.getByRole('article', { name: jobs[1] })).toBeVisible();
  await expect(page.getByRole('article', { name: jobs[0] })).toHaveCount(0);
});
