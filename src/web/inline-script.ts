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

/** A value as JavaScript inside an inline script: no `</script>` or `<!--` can end or change it. */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
