import { afterFirstFrame, scriptLiteral } from '../../inline-script';

/**
 * Loads the site's small enhancement script (src/web/enhance) once the page has shown its first
 * frame. Nothing on the first screen waits for it: the pages are complete HTML and their forms and
 * menus work without it.
 */
export function EnhanceScript({ src, nonce }: { src: string; nonce?: string }) {
  const loader = afterFirstFrame(
    `var s=document.createElement("script");s.src=${scriptLiteral(src)};document.head.appendChild(s)`,
  );
  return <script id="enhance-loader" nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />;
}
