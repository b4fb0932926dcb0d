import { createContext, useContext } from 'react';

/** The two stylesheets: every class of the site, and only those of the pages served without React (public.css). */
export interface SiteCss {
  all: string;
  publicPages: string;
}

/**
 * The site's stylesheet, written into the page's head instead of linked: the first paint needs no
 * second request. Only the server has the text (entry.server provides it); in the browser the
 * element the server wrote is adopted by its key and the text is never shipped in JavaScript.
 * A page served without React gets the smaller sheet of the public pages.
 */
const SiteCssContext = createContext<SiteCss>({ all: '', publicPages: '' });
export const SiteCssProvider = SiteCssContext.Provider;

export function SiteStyles({ hydrate }: { hydrate: boolean }) {
  const css = useContext(SiteCssContext);
  return (
    <style href="site-styles" precedence="default">
      {hydrate ? css.all : css.publicPages}
    </style>
  );
}
