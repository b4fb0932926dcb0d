import { enhanceBeforeAfter } from './before-after';
import { focusMarked } from './focus';
import { enhanceFormChecks } from './form-checks';
import { enhanceHeader, enhanceMenus } from './header';
import { enhanceImageFallbacks } from './image-fallbacks';
import { rememberVisitSource, sendSourceWithForms } from './lead-source';
import { enhanceProposalTotals } from './proposal-totals';
import { enhanceLanguageLinks, syncLanguage, syncUser } from './storage';

/*
 * The site's one small script, on every page (loaded with `defer`): the public pages are complete
 * HTML without React, and this adds what a script can add to them; the pages that hydrate get the
 * same behaviour from it. Every part works on the server-rendered markup through attributes and
 * document-wide listeners, so it never fights what React renders.
 *
 * It runs in short pieces so that a slow phone's main thread is never blocked long after the first
 * paint: the listeners at once (they only register), the header's first look in the next frame
 * (reading the scroll position makes the browser lay the page out, which that frame does anyway),
 * and what talks to cookies and storage (a synchronous trip to the browser process each) when the
 * page is idle. `data-enhanced` marks the end: everything is in place.
 */
enhanceLanguageLinks();
sendSourceWithForms();
enhanceMenus();
enhanceBeforeAfter();
enhanceFormChecks();
enhanceImageFallbacks();
enhanceProposalTotals();
focusMarked();
requestAnimationFrame(() => {
  enhanceHeader();
  whenIdle(() => {
    syncLanguage();
    syncUser();
    rememberVisitSource();
    document.documentElement.dataset.enhanced = '';
  });
});

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 1);
}
