import ICAL from 'ical.js';
import { readOutbox } from '../helpers/mail';
import { DEMO, E2E_DATA_DIR, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { expectNoOverflow, WIDTHS } from './phone';

/** A date some days from today on the company's clocks (Bellevue), as a date field takes it. */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });

/** The manage link in the newest visit e-mail to an address. */
async function manageTokenFor(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      const mail = readOutbox(E2E_DATA_DIR)
        .reverse()
        .find((m) => m.to === email && /\/visits\//.test(m.text));
      token = mail?.text.match(/\/visits\/([A-Za-z0-9_-]+)/)?.[1];
      return Boolean(token);
    })
    .toBe(true);
  return token!;
}

/**
 * Visits the crew can use (issue 28): a visit booked in the admin for a customer who phoned (the
 * customer gets the usual confirmation), the next 14 days' agenda with the visitor's notes, the
 * date on the lead's visit card, and a lead flagged when the visitor cancels. Times before opening
 * ('any time') keep these visits clear of the free slots other tests book.
 */
test.describe('visits in the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  test('the owner makes a private calendar link of the schedule, reads it as a calendar would, and stops it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/admin/visits?lang=en');
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: /^(Get my calendar link|Make a new link)$/ }).click();
    await expect(feed.getByText('Here is your calendar link. Copy it now: it is shown only once.')).toBeVisible();
    const link = new URL(await feed.getByLabel('Calendar link').inputValue());
    const res = await page.request.get(link.pathname + link.search);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/.+: .+/);
    await expectAccessible(page);

    await feed.getByRole('button', { name: 'Stop my calendar link' }).click();
    await expect(feed.getByText('You have no calendar link yet.')).toBeVisible();
    expect((await page.request.get(link.pathname + link.search)).status()).toBe(404);
  });

  for (const [index, [label, size]] of WIDTHS.entries()) {
    test(`a visit booked by phone shows in the agenda with its notes and on its lead with its date at ${label}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const email = uniqueEmail('phoned');
      const name = `Paz ${Date.now().toString(36)}`;
      await gotoHydrated(page, '/admin/visits');
      await page.getByRole('button', { name: 'Book a visit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book a visit for a customer who phoned' });
      await dialog.getByLabel('Day').fill(daysAhead(9 + index));
      await dialog.getByLabel('Any time (not only the free times)').check();
      await dialog.getByLabel('Time', { exact: true }).fill(`06:${10 + index * 20}`);
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Phone').fill('(425) 555-0123');
      await dialog.getByLabel('Address of the visit').fill('48 Lakeview Drive, Bellevue, WA 98004');
      await dialog.getByLabel('Notes for the crew (gate code, dog, parking)').fill('Side gate code 4321. Text before arriving.');
      await dialog.getByLabel('Language of the confirmation').selectOption({ label: 'Español' });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Book the visit' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: /^Visit booked for .+; the customer was e-mailed the confirmation\.$/ }),
      ).toBeVisible();
      await expect
        .poll(() =>
          readOutbox(E2E_DATA_DIR)
            .filter((m) => m.to === email)
            .map((m) => m.subject),
        )
        .toEqual([expect.stringMatching(/visita/i)]);

      // The agenda of the next 14 days shows it, whichever week it falls in, with the notes.
      const agenda = page.getByRole('region', { name: 'Next 14 days' });
      const card = agenda.getByRole('article', { name: `Visit of ${name}` });
      await expect(card).toContainText(`6:${10 + index * 20} AM`);
      await expect(card).toContainText('Notes: Side gate code 4321. Text before arriving.');
      await expectNoOverflow(page, `/admin/visits at ${label}`);
      await expectAccessible(page);

      // Its lead (new, answered by the call) shows the visit with its date.
      await card.getByRole('link', { name: 'Open lead' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message from ${name}`);
      const visits = page.getByRole('region', { name: 'Site visits' });
      const date = new Date(`${daysAhead(9 + index)}T12:00:00`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      });
      await expect(visits.getByRole('article', { name: `Visit of ${name}` })).toContainText(`${date} · 6:${10 + index * 20} AM`);
      await expect(page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Contacted' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test(`a visit the visitor cancels flags the lead in the inbox and on its page at ${label}`, async ({ page }) => {
      await page.setViewportSize(size);
      const email = uniqueEmail('canceller');
      const name = `Tom ${Date.now().toString(36)}`;
      const start = `${daysAhead(11 + index)}T06:${10 + index * 20}:00-08:00`;
      const booked = await page.request.post('/api/admin/visits', {
        data: {
          start,
          any_time: true,
          name,
          email,
          phone: '(425) 555-0144',
          address: '9 Fir Street, Redmond, WA 98052',
          language: 'en',
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const lead = (await booked.json()).data.lead;
      const cancelled = await page.request.post(`/api/visits/${await manageTokenFor(email)}/cancel`);
      expect(cancelled.status()).toBe(200);

      await gotoHydrated(page, '/admin');
      const inbox = page.getByRole('region', { name: 'Leads inbox' });
      await inbox.getByLabel('Search by name or e-mail').fill(name);
      await inbox.getByRole('button', { name: 'Search' }).click();
      const entry = inbox.getByRole(size.width < 768 ? 'article' : 'row').filter({ hasText: name });
      await expect(entry.getByText('Visit cancelled', { exact: true })).toBeVisible();
      await expectAccessible(page);

      await gotoHydrated(page, `/admin/leads/${lead.type}/${lead.id}`);
      await expect(page.getByText(/^The visitor cancelled the site visit of /)).toBeVisible();
      await expect(page.getByText('Visit cancelled', { exact: true })).toBeVisible();
    });
  }
});
