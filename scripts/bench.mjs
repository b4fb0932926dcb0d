// npm run bench: builds the site when needed, bundles bench/run.ts with esbuild and runs it
// against the production build.
import { build } from 'esbuild';
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await build({
  entryPoints: ['bench/run.ts'],
  outfile: 'dist/bench/run.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
await import('../dist/bench/run.mjs');
