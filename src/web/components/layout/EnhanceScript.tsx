import { afterPageLoad, scriptLiteral } from '../../inline-script';

/**
 * Loads the site's small enhancement script (src/web/enhance) once the page has loaded, pictures
 * included. Nothing on the first screen waits for it: the pages are complete HTML and their forms
 * and menus work without it. Asked for after the first frame only, it still arrived before the
 * catalogue's first picture had been painted, and Lighthouse counts every download that ends before
 * the largest paint into that paint's time (on /services, 180 ms of LCP).
 */
export function EnhanceScript({ src, nonce }: { src: string; nonce?: string }) {
  const loader = afterPageLoad(`var s=document.createElement("script");s.src=${scriptLiteral(src)};document.head.appendChild(s)`);
  return <script id="enhance-loader" nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />;
}
