import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isDatabaseUnavailable } from '../server/db/errors';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './nonce';
import { SiteCssProvider } from './styles';
import { hydrateAfterFirstFrame } from './hydrate-after-first-frame';
import { staticPageScripts } from './inline-script';
import type { PageHandle } from './root';
import allCss from './app.css?inline';
import publicCss from './public.css?inline';

const siteCss = { all: allCss, publicPages: publicCss };

export const streamTimeout = 5000;

/**
 * Renders the whole page before sending: complete HTML for visitors, crawlers and the page cache.
 * A page that runs React gets this response's nonce on its inline scripts (it carries its route
 * data, and the CSP header of security.ts names the nonce). A page without React carries no nonce:
 * its inline scripts are the same for every visitor and its CSP allows them by their hashes, so it
 * is the same bytes for everyone (compressed once and kept by the page cache, a CDN or a proxy).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const hydrates = pageHydrates(routerContext);
  const nonce = hydrates ? loadContext.nonce : undefined;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteCssProvider value={siteCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteCssProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          headers.set('Content-Type', 'text/html; charset=utf-8');
          if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
          if (!hydrates)
            headers.set('Content-Security-Policy', loadContext.staticPagePolicy(staticPageScripts(loadContext.enhanceScript)));
          pipe(
            collectHtml((html) =>
              resolve(new Response(hydrateAfterFirstFrame(html), { headers, status: failed ? 500 : status })),
            ),
          );
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A loader or action failed. When the database is unreachable the page is not broken, the site is
 * unavailable for a moment: the server then answers 503 (http/ssr.ts) with the error page.
 */
export const handleError: HandleErrorFunction = (error, { context, request }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) (context as AppLoadContext).databaseUnavailable = true;
  else console.error(error);
};

/**
 * False when a matched route says `hydrate: false` (root.tsx, useHydration, reads the same): the page
 * (or the error page shown for its address) is served without React in the browser.
 */
function pageHydrates({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return !staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as PageHandle | undefined)?.hydrate === false,
  );
}

/** A sink that hands over the whole rendered document once React has written all of it. */
function collectHtml(done: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, next) {
      chunks.push(Buffer.from(chunk));
      next();
    },
    final(next) {
      done(Buffer.concat(chunks).toString('utf8'));
      next();
    },
  });
}
