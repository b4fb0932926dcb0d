// Builds the site's small enhancement script (src/web/enhance) into build/client/assets with a
// content hash in its name, and writes that name to build/enhance.json for the server to link.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const result = await build({
  entryPoints: ['src/web/enhance/index.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  write: false,
  legalComments: 'none',
});
const code = result.outputFiles[0].contents;
const name = `enhance-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
mkdirSync('build/client/assets', { recursive: true });
writeFileSync(`build/client/assets/${name}`, code);
writeFileSync('build/enhance.json', JSON.stringify({ script: `/assets/${name}` }));
console.log(`enhancement script: /assets/${name}, ${code.length} bytes`);
