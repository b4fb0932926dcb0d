import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { readOutbox } from '../helpers/mail';
import { expectAccessible, gotoHydrated } from './fixtures';

/** Helpers of the public-site browser tests. The server under test keeps its data in .e2e-data. */
export const E2E_DATA_DIR = '.e2e-data';

/** The server's SQLite database, to check what a form stored (WAL mode: safe while it runs). */
export function openDatabase() {
  return new SQLite(path.join(E2E_DATA_DIR, 'site.db'));
}

export function outbox() {
  return readOutbox(E2E_DATA_DIR);
}

/** Gives the page its own client address (the e2e server trusts X-Forwarded-For), so per-IP limits of one test never touch another. */
export async function useOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

/** axe finds nothing at phone and at desktop width. */
export async function expectAccessibleAtPhoneAndDesktop(page: Page, url: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, url);
    await expectAccessible(page);
  }
}

/** The catalogue categories of the home page's cards, in the card order. */
export const HOME_CARD_CATEGORIES = [
  'lawn-care',
  'landscaping',
  'tree-services',
  'irrigation',
  'hardscaping',
  'garden-maintenance',
  'specialty-services',
];
