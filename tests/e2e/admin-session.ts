import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs the page's browser context in as the demo admin (the session cookie is shared with the page). */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin123' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Chromium logs every refused request ("the server responded with a status of 409"). A test that
 * causes one on purpose drops exactly those lines; any other console error still fails it.
 */
export function forgiveConsoleErrors(errors: string[], pattern: RegExp) {
  for (let i = errors.length - 1; i >= 0; i -= 1) if (pattern.test(errors[i])) errors.splice(i, 1);
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };
