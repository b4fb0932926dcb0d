import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the tests that check where a page opens: what the visitor sees without scrolling. */

/** The bottom of the sticky header, in the viewport's coordinates. */
export async function headerBottom(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
}

/** The element is on the screen as the page rests: wholly below the sticky header and above the window's bottom edge. */
export async function expectInViewBelowHeader(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const viewport = page.viewportSize()!;
  // The page rests where the browser put it (a fragment, the focus); the test never scrolls.
  await expect
    .poll(
      async () => {
        const { top, bottom } = await target.evaluate((el) => ({
          top: el.getBoundingClientRect().top,
          bottom: el.getBoundingClientRect().bottom,
        }));
        const below = await headerBottom(page);
        return top >= below && bottom <= viewport.height ? 'on screen' : `top ${top}, header ${below}, bottom ${bottom}`;
      },
      { message: `${what} is on the screen below the header` },
    )
    .toBe('on screen');
}

/** The window's vertical scroll position. */
export const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
