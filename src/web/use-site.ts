import { useRouteLoaderData } from 'react-router';
import type { loader, SiteData } from './root';

/**
 * Root loader data from any component. Apart from root.tsx, which renders the header and footer
 * that read it: importing it from there made each of them import the module that imports them.
 */
export function useSite(): SiteData {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('Root data is missing');
  return data;
}
