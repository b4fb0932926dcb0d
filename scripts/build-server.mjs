// Bundles the server entry points (TypeScript) into dist/ with esbuild; dependencies stay external.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'admin-create': 'src/server/cli/admin-create.ts',
    backup: 'src/server/cli/backup.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync('dist/.build-stamp', new Date().toISOString());
