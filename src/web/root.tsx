import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { useLanguageSync } from './components/layout/language';
import { Toasts } from './components/layout/Toasts';
import { textAreasDiffer } from '../i18n/areas';
import { I18nProvider } from './i18n';
import { useNonce } from './nonce';
import { SiteStyles } from './styles';
import { ErrorPage } from './routes/not-found';
import { loadSite } from './server/site.server';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSite(context, request);
}

/** A page of another area needs other texts: the root data then comes again with the page's. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || textAreasDiffer(currentUrl.pathname, nextUrl.pathname);
}

export type SiteData = Awaited<ReturnType<typeof loader>>;

/** Root loader data from any component. */
export function useSite(): SiteData {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('Root data is missing');
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={site?.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        <SiteStyles />
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Header, main area and footer around every page, error pages included. */
function SiteChrome({ children }: { children: React.ReactNode }) {
  useLanguageSync(useSite().lang);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Toasts />
    </>
  );
}

export default function App() {
  return (
    <SiteChrome>
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
