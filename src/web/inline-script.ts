/*
 * The inline scripts the server writes into pages (EnhanceScript, SpeculationRules, hydrate-after-first-frame.ts).
 */

/**
 * JavaScript that runs `body` once the page has shown its first frame: a script asked for then
 * never shares a slow phone's network or main thread with the first paint. (`defer` would run it
 * before the first frame whenever it arrives in time, which on a fast link it always does.)
 */
export function afterFirstFrame(body: string): string {
  return `requestAnimationFrame(function(){setTimeout(function(){${body}})})`;
}

/**
 * JavaScript that runs `body` once, a moment after the page's `load` event (or after `SAFETY_MS`,
 * should a stalled picture hold `load` back): a script asked for then never shares the network with
 * the page's main picture. `load` itself comes before the browser has shown the pictures it waited
 * for (they reach the screen a few frames later), and Lighthouse counts every download that ends
 * before the largest paint into that paint's time; `PAINTED_MS` leaves them those frames.
 */
export function afterPageLoad(body: string): string {
  const PAINTED_MS = 300;
  const SAFETY_MS = 5000;
  return (
    `(function(){var done=0;function run(){if(done++)return;${body}}` +
    `function later(){setTimeout(run,${PAINTED_MS})}` +
    `if(document.readyState==="complete")later();else addEventListener("load",later);setTimeout(run,${SAFETY_MS})})()`
  );
}

/** A value as JavaScript inside an inline script: no `</script>` or `<!--` can end or change it. */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The one-line loader of the site's enhancement script (EnhanceScript): asked for a moment after
 * the page's `load` event (afterPageLoad says why).
 */
export function enhanceLoader(src: string): string {
  return afterPageLoad(`var s=document.createElement("script");s.src=${scriptLiteral(src)};document.head.appendChild(s)`);
}

/**
 * Speculation Rules for the pages served without React (SpeculationRules): Chromium prefetches a
 * same-site link the visitor is about to follow (hover, touch) and prerenders it. Only pages that
 * are safe to load ahead: never the admin, the account area, sign-out, the API, or a language
 * switch (which sets a cookie).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: ['/admin*', '/dashboard*', '/login*', '/logout*', '/register*', '/api/*', '/media/*', '/*\\?*lang=*'],
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/**
 * Every inline script a page without React carries, as written into it. These pages are the same
 * bytes for every visitor, so the CSP allows exactly these texts by their hashes instead of a
 * per-response nonce (entry.server.tsx); a script added to such a page must be listed here, or the
 * browser refuses it (tests/api/pages.test.ts fails first).
 */
export function staticPageScripts(enhanceScript: string | null): string[] {
  return [...(enhanceScript ? [enhanceLoader(enhanceScript)] : []), SPECULATION_RULES];
}
