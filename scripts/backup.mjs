// npm run backup / npm run restore: builds what is missing or older than the sources, then runs the CLI.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../dist/server/backup.js');
