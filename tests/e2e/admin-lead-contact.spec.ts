import { insertQuoteRequest } from '../helpers/leads';
import { DEMO, e2eDatabase, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { expectNoOverflow, PHONE, WIDTHS } from './phone';

/** A quote request that arrived 30 hours ago (past the reply promise), under a name no other test uses. */
async function insertLead(tag: string, language_code = 'en') {
  const { db, close } = e2eDatabase();
  try {
    return await insertQuoteRequest(db, {
      name: `Nell ${tag}`,
      email: `nell-${tag}@example.org`,
      reference: `Q-${tag}`,
      language_code,
      created_at: new Date(Date.now() - 30 * 3600_000).toISOString(),
    });
  } finally {
    await close();
  }
}

/**
 * A lead on the owner's phone (issue 28): the number is a 44 px target at the top, a sticky Call ·
 * Text · Reply bar stays in reach; replying or logging a call counts as answering the lead.
 */
test.describe('reaching a lead', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  for (const [label, size] of WIDTHS) {
    test(`the phone number is a 44 px target at the top at ${label}`, async ({ page }) => {
      await page.setViewportSize(size);
      const tag = `N${Date.now().toString(36)}`;
      const id = await insertLead(tag);
      await gotoHydrated(page, `/admin/leads/quote/${id}`);
      const phone = page.getByRole('link', { name: `Call Nell ${tag} at (425) 555-0100` });
      await expect(phone).toHaveAttribute('href', 'tel:+14255550100');
      const box = (await phone.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThan(320);
      await expect(page.getByText('Not answered yet')).toBeVisible();
      const bar = page.getByRole('group', { name: `Reach Nell ${tag}` });
      if (size === PHONE) await expect(bar).toBeVisible();
      else await expect(bar).toBeHidden();
      await expectNoOverflow(page, `a lead at ${label}`);
      await expectAccessible(page);
    });
  }

  test('on a phone the Call · Text · Reply bar stays above the tab bar, and Reply goes to the message', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const tag = `B${Date.now().toString(36)}`;
    const id = await insertLead(tag);
    await gotoHydrated(page, `/admin/leads/quote/${id}`);
    const bar = page.getByRole('group', { name: `Reach Nell ${tag}` });
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+14255550100');
    await expect(bar.getByRole('link', { name: 'Text' })).toHaveAttribute('href', 'sms:+14255550100');
    const tabs = (await page.getByRole('navigation', { name: 'Admin sections' }).boundingBox())!;
    await page.mouse.wheel(0, 3000);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(tabs.y + 1);
    expect(box.y).toBeGreaterThan(PHONE.height / 2);

    await bar.getByRole('button', { name: 'Reply' }).click();
    const message = page.getByRole('region', { name: 'Reply by e-mail' }).getByLabel('Message');
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
  });

  test('a reply answers the lead: it becomes Contacted and the first response is shown', async ({ page }) => {
    const tag = `R${Date.now().toString(36)}`;
    const id = await insertLead(tag);
    await gotoHydrated(page, `/admin/leads/quote/${id}`);
    await expect(page.getByText('Over 24 hours')).toBeVisible();
    const reply = page.getByRole('region', { name: 'Reply by e-mail' });
    await reply.getByLabel('Message').fill('Hello Nell,\n\nWe can come on Friday.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(reply.getByRole('status')).toContainText(`Reply sent to nell-${tag}@example.org.`);
    await expect(page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Contacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^First response: /)).toBeVisible();
    await expect(page.getByText('Over 24 hours')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Status changed to Contacted');
  });

  test('Log a call keeps the note in the history, in Spanish too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const tag = `C${Date.now().toString(36)}`;
    const id = await insertLead(tag, 'es');
    await gotoHydrated(page, `/admin/leads/quote/${id}?lang=es`);
    const calls = page.getByRole('region', { name: 'Llamadas' });
    await calls.getByLabel('Qué se habló (opcional)').fill('Dejé un mensaje de voz.');
    await calls.getByRole('button', { name: 'Registrar una llamada' }).click();
    await expect(calls.getByRole('status')).toHaveText('Llamada registrada.');
    const history = page.getByRole('region', { name: 'Historial' });
    await expect(history.getByRole('listitem').first()).toContainText('Llamada registrada');
    await expect(history.getByRole('listitem').first()).toContainText('Dejé un mensaje de voz.');
    await expect(page.getByRole('region', { name: 'Estado' }).getByRole('button', { name: 'Contactado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^Primera respuesta: /)).toBeVisible();
    await expectNoOverflow(page, 'a lead in Spanish on a phone');
  });
});
