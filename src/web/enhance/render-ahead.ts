/**
 * Parts of a page marked `below-fold` (content-visibility: auto, site.css) are skipped by the first
 * frame. Once the page is idle they are rendered ahead of the visitor, one per idle task: each costs
 * a few milliseconds then instead of a hitch in the middle of a scroll, the scrollbar and in-page
 * links use the page's real height, and tools that read colours off the rendered page (axe,
 * Lighthouse) see every part as it looks.
 */
export function renderAheadTasks(): (() => void)[] {
  return [...document.querySelectorAll('.below-fold')].map((part) => () => part.classList.remove('below-fold'));
}
