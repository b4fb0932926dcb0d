import { afterFirstFrame, scriptLiteral } from './inline-script';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTER_MODULE = /<script( nonce="[^"]*")? type="module" async="">([^]*?)<\/script>/;

/**
 * The page is complete without JavaScript, so the scripts that hydrate it must not compete with
 * the HTML for a phone's bandwidth and main thread before its first frame. React Router writes
 * module preloads into the head and its module script into the body; here both are replaced by a
 * one-line loader (with the same nonce) that asks for them once the first frame is shown, as the
 * enhancement script is (EnhanceScript). A page without them (the public pages) is unchanged.
 */
export function hydrateAfterFirstFrame(html: string): string {
  const router = ROUTER_MODULE.exec(html);
  if (!router) return html;
  const [tag, nonceAttribute = '', code = ''] = router;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const load =
    'var d=document;' +
    `${scriptLiteral(preloads)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${scriptLiteral(code)};d.body.appendChild(s)`;
  const loader = `(function(n){${afterFirstFrame(load)}})(document.currentScript.nonce)`;
  return html.replace(MODULE_PRELOAD, '').replace(tag, () => `<script id="hydrate-loader"${nonceAttribute}>${loader}</script>`);
}
