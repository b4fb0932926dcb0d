import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { connectDatabase, type Database } from '../../src/server/db/connect';
import { readOutbox } from '../helpers/mail';

/** Helpers of the accounts area for browser tests. */

export const E2E_DATA_DIR = '.e2e-data';

export const DEMO = {
  customer: { email: 'customer@example.com', password: 'customer123', name: 'Casey' },
  professional: { email: 'pro@example.com', password: 'pro12345', name: 'Pat' },
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Alex' },
} as const;

let counter = 0;
/** An e-mail address no other test uses. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.org`;

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A fresh customer (or professional) account, for tests that change passwords or disable accounts. */
export async function registerAccount(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const account = {
    first_name: 'Robin',
    last_name: 'Test',
    email: uniqueEmail('robin'),
    password: 'first-pass',
    user_type: 'client',
    ...overrides,
  };
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  // Registration answers the same for every address (docs/security.md): the id comes from the database.
  const database = e2eDatabase();
  try {
    const row = await database.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    return { ...account, id: row.id };
  } finally {
    await database.close();
  }
}

/** The running test server's database, to put leads in as the quote builder and contact form do. */
export function e2eDatabase(): Database {
  return connectDatabase({ kind: 'sqlite', file: path.resolve(E2E_DATA_DIR, 'site.db') });
}

/** The reset link of the newest reset e-mail to an address (caught in the outbox). */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = readOutbox(E2E_DATA_DIR)
        .reverse()
        .find((m) => m.to === email);
      link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!).pathname + new URL(link!).search;
}

/**
 * Takes the browser's "Failed to load resource … status of N" messages out of the console errors:
 * for the tests where the API answers an error on purpose (wrong password, taken e-mail).
 */
export function allowFailedRequests(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i].includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}
