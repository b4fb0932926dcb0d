import { insertQuoteRequest } from '../helpers/leads';
import { DEMO, e2eDatabase, signIn } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { expectNoOverflow, WIDTHS } from './phone';

/** A Spanish-speaking customer's quote request under a name no other test uses. */
async function insertSpanishLead(tag: string) {
  const { db, close } = e2eDatabase();
  try {
    return await insertQuoteRequest(db, {
      name: `María ${tag}`,
      email: `maria-${tag}@example.org`,
      reference: `Q-${tag}`,
      language_code: 'es',
      services: ['tree-services'],
    });
  } finally {
    await close();
  }
}

/**
 * The proposal editor says which language the customer reads (issue 28): the owner writes the
 * lines in it, and the fields carry that language.
 */
test.describe('the proposal editor and the customer’s language', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  for (const [label, size] of WIDTHS) {
    test(`a Spanish customer's proposal says it goes out in Spanish at ${label}`, async ({ page }) => {
      await page.setViewportSize(size);
      const tag = `L${Date.now().toString(36)}`;
      const id = await insertSpanishLead(tag);
      await gotoHydrated(page, `/admin/leads/quote/${id}`);
      await expect(page.getByRole('region', { name: 'Contact' })).toContainText('Spanish');
      await page.getByRole('button', { name: 'Create proposal' }).click();
      await expect(
        page.getByText(`This proposal goes to María ${tag} in Spanish: write its lines and note in Spanish.`),
      ).toBeVisible();
      const description = page.getByRole('group', { name: 'Line 1' }).getByLabel('Description');
      await expect(description).toHaveAttribute('lang', 'es');
      await expectNoOverflow(page, `the proposal editor at ${label}`);
      await expectAccessible(page);
    });
  }

  test('in the Portuguese back office the language is named in Portuguese', async ({ page }) => {
    const tag = `P${Date.now().toString(36)}`;
    const id = await insertSpanishLead(tag);
    await page.request.post(`/api/admin/leads/quote/${id}/proposals`);
    await gotoHydrated(page, `/admin/leads/quote/${id}?lang=pt`);
    await expect(page.getByRole('region', { name: 'Dados de contato' })).toContainText('espanhol');
    await expect(
      page.getByText(`Esta proposta vai para María ${tag} em espanhol: escreva as linhas e a observação em espanhol.`),
    ).toBeVisible();
  });
});
