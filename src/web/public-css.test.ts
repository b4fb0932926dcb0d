import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/*
 * The pages served without React get public.css, built only from the files its @source lines name.
 * A class in a file those pages import but public.css does not list would be missing from the
 * page: every such file must be listed (a route, or a folder of components).
 */
const WEB = 'src/web';

function noReactRoutes(): string[] {
  const routes = readdirSync(`${WEB}/routes`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(WEB, 'routes', file));
  return routes.filter((file) => /hydrate:\s*false/.test(readFileSync(file, 'utf8')));
}

function listedSources(): string[] {
  const css = readFileSync(`${WEB}/public.css`, 'utf8');
  return [...css.matchAll(/@source '\.\/([^']+)';/g)].map((m) => path.join(WEB, m[1]!));
}

describe('public.css', () => {
  it('lists every file of src/web that a page without React is built from', async () => {
    const routes = noReactRoutes();
    expect(routes).toContain(`${WEB}/routes/home.tsx`);
    const result = await build({
      entryPoints: [...routes, `${WEB}/root.tsx`],
      bundle: true,
      write: false,
      metafile: true,
      outdir: 'unused',
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      loader: { '.css': 'empty', '.svg': 'empty' },
      external: ['./+types/*', '*?inline'],
    });
    const sources = listedSources();
    const covered = (file: string) => sources.some((source) => file === source || file.startsWith(`${source}/`));
    // Server-side loaders and the i18n/nonce plumbing hold no class names.
    const markup = Object.keys(result.metafile.inputs).filter(
      (file) => file.startsWith(`${WEB}/`) && file.endsWith('.tsx') && !file.startsWith(`${WEB}/server/`),
    );
    expect(markup.length).toBeGreaterThan(20);
    expect(markup.filter((file) => !covered(file) && !['i18n.tsx', 'nonce.tsx'].includes(path.basename(file)))).toEqual([]);
  });
});
