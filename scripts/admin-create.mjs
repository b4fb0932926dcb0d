// npm run admin:create: builds what is missing or older than the sources, then runs the CLI.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../dist/server/admin-create.js');
