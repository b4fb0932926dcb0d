import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';

/**
 * The React Router server build compiled from the sources by Vite, so API tests can render pages
 * without `npm run build` first. Close it after the tests.
 */
export async function loadPageBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { build, close: () => vite.close() };
}

/** A page's markup as a visitor reads it: without the scripts that carry its data, and without React's text separators. */
export function visibleHtml(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replaceAll('<!-- -->', '');
}
