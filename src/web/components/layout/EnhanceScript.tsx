/**
 * Loads the site's small enhancement script (src/web/enhance) once the page has shown its first
 * frame. Nothing on the first screen waits for it (the pages are complete HTML and their forms and
 * menus work without it), so it is asked for only after that frame: a slow phone's first paint and
 * main picture never share the network or the main thread with it. `defer` would let the browser
 * run it before the first frame whenever it arrives in time, which it always does on a fast link.
 */
export function EnhanceScript({ src, nonce }: { src: string; nonce?: string }) {
  const loader = `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.src=${JSON.stringify(src)};document.head.appendChild(s)})})`;
  return <script id="enhance-loader" nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />;
}
