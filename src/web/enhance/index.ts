import { enhanceBeforeAfter } from './before-after';
import { focusMarked } from './focus';
import { enhanceFormChecks } from './form-checks';
import { enhanceHeader, enhanceMenus } from './header';
import { enhanceImageFallbacks } from './image-fallbacks';
import { rememberVisitSource, sendSourceWithForms } from './lead-source';
import { enhanceLanguageLinks, syncLanguage, syncUser } from './storage';

/*
 * The site's one small script, on every page (loaded with `defer`): the public pages are complete
 * HTML without React, and this adds what a script can add to them; the pages that hydrate get the
 * same behaviour from it. Every part works on the server-rendered markup through attributes and
 * document-wide listeners, so it never fights what React renders.
 */
document.documentElement.dataset.enhanced = '';
syncLanguage();
enhanceLanguageLinks();
syncUser();
rememberVisitSource();
sendSourceWithForms();
enhanceHeader();
enhanceMenus();
enhanceBeforeAfter();
enhanceFormChecks();
enhanceImageFallbacks();
focusMarked();
