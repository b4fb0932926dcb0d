import { createContext, useContext } from 'react';

/**
 * The site's stylesheet, written into the page's head instead of linked: the first paint needs no
 * second request. Only the server has the text (entry.server provides it); in the browser the
 * element the server wrote is adopted by its key and the text is never shipped in JavaScript.
 */
const SiteCssContext = createContext<string>('');
export const SiteCssProvider = SiteCssContext.Provider;

export function SiteStyles() {
  return (
    <style href="site-styles" precedence="default">
      {useContext(SiteCssContext)}
    </style>
  );
}
