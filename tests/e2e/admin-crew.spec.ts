import { allowFailedRequests, DEMO, resetLinkFor, signIn, uniqueEmail } from './accounts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';

/*
 * A crew member from start to phone (docs/jobs.md): the owner adds them at /admin/users with their
 * colour, the invitation reaches their e-mail, they choose a password and land on My day.
 */
test('the owner adds a crew member with a colour, who chooses a password from the invitation and lands on My day', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoHydrated(page, '/admin/users?lang=en');
  const form = page.getByRole('region', { name: 'Add a crew member' });
  const email = uniqueEmail('crew');
  await form.getByRole('button', { name: 'Add and send the invitation' }).click();
  await expect(form.getByRole('alert')).not.toBeEmpty();
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Enter a phone number: the office calls the crew on it.');
  // The refusal was the API's 400, on purpose.
  allowFailedRequests(consoleErrors, 400);

  await form.getByLabel('First name').fill('Juniper');
  await form.getByLabel('Last name').fill('Vale');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('(206) 555-0190');
  await form.getByLabel('Colour on the schedule').fill('#b7791f');
  await form.getByRole('button', { name: 'Add and send the invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Juniper Vale was added to the crew; the invitation went to ${email}.`);
  await expect(page.getByLabel('Colour of Juniper Vale on the schedule')).toHaveValue('#b7791f');
  await expectAccessible(page);

  // On the crew member's own phone: the invitation, a password, My day.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  await gotoHydrated(phone, await resetLinkFor(email));
  await phone.getByLabel('New password', { exact: true }).fill('Rake-the-leaves-9');
  await phone.getByLabel('Confirm new password').fill('Rake-the-leaves-9');
  await phone.getByRole('button', { name: 'Save new password' }).click();
  await expect(phone.getByRole('status')).toHaveText('Your password has been changed. You can now sign in.');
  await phone.getByRole('link', { name: 'Go to login' }).click();
  await phone.getByLabel('Email address').fill(email);
  await phone.getByLabel('Password', { exact: true }).fill('Rake-the-leaves-9');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/crew$/);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('My day');
  await phoneContext.close();
});
