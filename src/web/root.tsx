import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Footer } from './components/layout/Footer';
import { SlimFooter } from './components/layout/SlimFooter';
import { Header } from './components/layout/Header';
import { Toasts } from './components/layout/Toasts';
import { textAreasDiffer } from '../i18n/areas';
import { I18nProvider } from './i18n';
import { useNonce } from './nonce';
import { SiteStyles } from './styles';
import { ErrorPage } from './routes/not-found';
import { loadSite } from './server/site.server';
import { EnhanceScript } from './components/layout/EnhanceScript';
import { SpeculationRules } from './components/layout/SpeculationRules';
import faviconSvg from '../../public/favicon.svg?raw';

/**
 * The site's icon in the page itself (a quarter of a kilobyte): no request a first visit waits on,
 * and none that Lighthouse counts into the largest paint when the browser asks for it at `load`.
 */
// Spaces are escaped too: a URL, even a data: one, has none (the W3C checker refuses them).
const FAVICON = `data:image/svg+xml,${faviconSvg
  .trim()
  .replace(/\s+/g, ' ')
  .replace(/[<>#%" ]/g, encodeURIComponent)}`;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSite(context, request);
}

/** A page of another area needs other texts: the root data then comes again with the page's. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || textAreasDiffer(currentUrl.pathname, nextUrl.pathname);
}

export type SiteData = Awaited<ReturnType<typeof loader>>;

/**
 * What a route declares in its `handle`. `hydrate: false`: the page is complete HTML that needs no
 * React in the browser; it ships none (no hydration, module preloads or route manifest), only the
 * site's small enhancement script, and Speculation Rules so the next page opens at once.
 */
export interface PageHandle {
  hydrate?: boolean;
  toasts?: boolean;
  /** 'slim': a one-task page (the quote builder) ends with a one-line footer, not the marketing footer. */
  footer?: 'slim';
  /** 'admin': the back office draws its own header and navigation, and no marketing footer (routes/admin/layout.tsx). */
  workspace?: 'admin';
}

/** False when the page (or the error page shown for its address) is served without React in the browser. */
function useHydration(): boolean {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const hydrate = useHydration();
  return (
    <html lang={site?.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        {/* Written here, not through `links`: <Links> gives every link of a page that runs React the CSP nonce, which an icon does not need. */}
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        <SiteStyles hydrate={hydrate} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-stone-800 antialiased">
        {site ? (
          <I18nProvider lang={site.lang} messages={site.messages}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        {site?.enhanceScript && <EnhanceScript src={site.enhanceScript} nonce={nonce} />}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <SpeculationRules />
        )}
      </body>
    </html>
  );
}

/**
 * Header, main area and footer around every page, error pages included. A workspace (the admin)
 * draws its own header, main area and navigation instead.
 */
function SiteChrome({ children, workspace = false }: { children: React.ReactNode; workspace?: boolean }) {
  // A page that runs React says so once it does (forms and buttons answer from then on).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const slim = useMatches().some((match) => (match.handle as PageHandle | undefined)?.footer === 'slim');
  if (workspace)
    return (
      <>
        {children}
        <Toasts />
      </>
    );
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {slim ? <SlimFooter /> : <Footer />}
      <Toasts />
    </>
  );
}

export default function App() {
  const workspace = useMatches().some((match) => (match.handle as PageHandle | undefined)?.workspace === 'admin');
  return (
    <SiteChrome workspace={workspace}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const page = <ErrorPage kind={notFound ? 'notFound' : 'error'} />;
  return site ? <SiteChrome>{page}</SiteChrome> : page;
}
