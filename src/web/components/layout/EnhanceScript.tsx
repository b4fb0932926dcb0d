import { enhanceLoader } from '../../inline-script';

/**
 * Loads the site's small enhancement script (src/web/enhance) once the page has loaded, pictures
 * included. Nothing on the first screen waits for it: the pages are complete HTML and their forms
 * and menus work without it. Asked for after the first frame only, it still arrived before the
 * catalogue's first picture had been painted, and Lighthouse counts every download that ends before
 * the largest paint into that paint's time (docs/performance.md).
 * `nonce`: on a page that runs React; a page without React allows it by its hash (staticPageScripts).
 */
export function EnhanceScript({ src, nonce }: { src: string; nonce?: string }) {
  return <script id="enhance-loader" nonce={nonce} dangerouslySetInnerHTML={{ __html: enhanceLoader(src) }} />;
}
