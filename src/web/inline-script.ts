/*
 * Pieces of the inline scripts the server writes into pages (EnhanceScript, hydrate-after-first-frame.ts).
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
