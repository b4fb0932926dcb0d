import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './nonce';
import { SiteCssProvider } from './styles';
import siteCss from './app.css?inline';

export const streamTimeout = 5000;

/** Renders the whole page before sending: complete HTML for visitors, crawlers and the page cache. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={loadContext.nonce}>
        <SiteCssProvider value={siteCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
        </SiteCssProvider>
      </NonceProvider>,
      {
        nonce: loadContext.nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: failed ? 500 : status }));
          pipe(body);
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
