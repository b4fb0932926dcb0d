import { DEMO, e2eDatabase, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/*
 * An e-mail the site could not deliver is never silent: the admin overview counts it, the Undelivered
 * e-mails screen lists it with the mail server's last answer, and a retry sends it.
 */
test('the overview counts an undelivered e-mail, the list shows why, and a retry sends it', async ({ page }) => {
  const subject = `Your quote request EVG-2026-MAIL${Date.now().toString(36).toUpperCase()}`;
  const { db, close } = e2eDatabase();
  try {
    const now = new Date().toISOString();
    await db
      .insertInto('outbox')
      .values({
        kind: 'quote-customer',
        recipient: 'stuck@example.org',
        subject,
        text_body: 'Thank you for your quote request.',
        html_body: '<p>Thank you for your quote request.</p>',
        reply_to: null,
        attachments: '[]',
        status: 'failed',
        attempts: 30,
        last_error: '550 5.1.1 mailbox unavailable',
        locked_until: null,
        sent_at: null,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
  } finally {
    await close();
  }

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoHydrated(page, '/admin');
  await expect(page.getByText(/e-mails? could not be delivered yet\./)).toBeVisible();
  await page.getByRole('link', { name: 'See and retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Undelivered e-mails' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('550 5.1.1 mailbox unavailable');
  await expect(row).toContainText('Tried 30 times; no more automatic attempts');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Retry now: ${subject}` }).click();
  await expect(page.getByRole('status')).toContainText('The e-mail will be sent again in a moment.');
  // Without a mail server the site writes it to its mail folder: delivered, it leaves the list.
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0, { timeout: 15_000 });
});
