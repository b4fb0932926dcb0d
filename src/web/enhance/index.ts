import { enhanceBeforeAfter } from './before-after';
import { focusMarked } from './focus';
import { enhanceFormChecks } from './form-checks';
import { enhanceHeader, enhanceMenus } from './header';
import { enhanceImageFallbacks } from './image-fallbacks';
import { rememberVisitSource, sendSourceWithForms } from './lead-source';
import { enhanceProposalTotals } from './proposal-totals';
import { renderAheadTasks } from './render-ahead';
import { enhanceLanguageLinks, syncLanguage, syncUser } from './storage';

/*
 * The site's one small script, on every page (asked for once the page has loaded, EnhanceScript.tsx):
 * the public pages are complete HTML without React, and this adds what a script can add to them;
 * the pages that hydrate get the same behaviour from it. Every part works on the server-rendered
 * markup through attributes and document-wide listeners, so it never fights what React renders.
 *
 * It runs in short pieces so that a slow phone's main thread is never blocked long after the first
 * paint: the listeners at once (they only register), the header's first look in the next frame
 * (reading the scroll position makes the browser lay the page out, which that frame does anyway),
 * and what talks to cookies and storage (a synchronous trip to the browser process each) in idle
 * tasks of its own, as does each part of the page the first frame skipped (render-ahead.ts).
 * `data-enhanced` marks the end: everything is in place.
 */
enhanceLanguageLinks();
sendSourceWithForms();
// A visitor who follows a link before the idle task below has run still has the visit's start noted.
addEventListener('pagehide', () => rememberVisitSource(), { once: true });
enhanceMenus();
enhanceBeforeAfter();
enhanceFormChecks();
enhanceImageFallbacks();
enhanceProposalTotals();
focusMarked();
requestAnimationFrame(() => {
  enhanceHeader();
  inIdleTasks([
    syncLanguage,
    syncUser,
    rememberVisitSource,
    ...renderAheadTasks(),
    () => {
      document.documentElement.dataset.enhanced = '';
    },
  ]);
});

/**
 * Each piece in its own idle task: a storage or cookie call waits for the browser process, and on
 * a slow phone three of them in one task made it long enough to block a tap.
 */
function inIdleTasks([work, ...rest]: (() => void)[]): void {
  if (!work) return;
  const run = () => {
    work();
    inIdleTasks(rest);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 1);
}
