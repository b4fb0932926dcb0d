// Writes .br and .gz twins of the built client files, served by @fastify/static (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'build/client';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|xml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

for (const file of files(root)) {
  const data = readFileSync(file);
  // Even small chunks: a page loads several, and each compresses to about half.
  if (data.length < 200) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}
