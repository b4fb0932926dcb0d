// npm run bench: bundles bench/run.ts with esbuild and runs it against the production build.
import { existsSync } from 'node:fs';
import { build } from 'esbuild';

if (!existsSync('dist/server/main.js') || !existsSync('build/server/index.js')) {
  console.error('Build the site first: npm run build');
  process.exit(1);
}
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
