import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the phone browser tests. */

export const PHONE = { width: 390, height: 800 };
export const SMALL_PHONE = { width: 320, height: 640 };
export const DESKTOP = { width: 1280, height: 800 };
/** The two widths a point of the phone issue is checked at: a phone and a desktop. */
export const WIDTHS = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;
export const LANGS = ['en', 'es', 'pt'] as const;

/**
 * Nothing sticks out sideways: the page does not scroll horizontally, and no text overflows the box
 * it sits in (a choice card, a button, a table cell).
 */
export async function expectNoOverflow(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *, footer *')) {
      const style = getComputedStyle(el);
      // Not shown: no box, hidden, inside a closed <details> (the header's menus), or for screen readers only.
      if (
        el.getClientRects().length === 0 ||
        style.visibility === 'hidden' ||
        !el.checkVisibility() ||
        el.closest('.sr-only, [aria-hidden="true"]')
      )
        continue;
      // A box that scrolls sideways (the category chips) may hold more than it shows; nothing is cut off.
      if (el.parentElement?.closest('.overflow-x-auto')) continue;
      // A text field scrolls its own long value; that is not the page overflowing.
      const field = ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
      if (!field && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !['auto', 'scroll'].includes(style.overflowX)) {
        found.push(`${el.tagName} "${el.textContent?.trim().slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`);
      }
      const right = el.getBoundingClientRect().right;
      if (right > root.clientWidth + 1)
        found.push(`${el.tagName} "${el.textContent?.trim().slice(0, 40)}" ends at ${Math.round(right)} px`);
    }
    // A choice card's label must hold its text.
    for (const label of document.querySelectorAll<HTMLElement>('main label')) {
      if (label.scrollWidth > label.clientWidth + 1) found.push(`label "${label.textContent?.trim().slice(0, 40)}" overflows`);
    }
    return found;
  });
  expect(problems, `horizontal overflow on ${where}`).toEqual([]);
}
