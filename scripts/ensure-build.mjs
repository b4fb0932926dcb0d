// Builds the site when the build is missing or older than the sources (npm start, npm run admin:create).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];
const OUTPUTS = [
  'build/server/index.js',
  'build/enhance.json',
  'dist/server/main.js',
  'dist/server/admin-create.js',
  'dist/server/backup.js',
  'dist/.build-stamp',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function ensureBuilt() {
  const missing = OUTPUTS.some((f) => !existsSync(f));
  const stale = !missing && Math.max(...SOURCES.map(newestMtime)) > statSync('dist/.build-stamp').mtimeMs;
  if (!missing && !stale) return;
  console.log(missing ? 'Building the site…' : 'Sources changed: rebuilding the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
