// npm start: builds what is missing or older than the sources, then starts the server.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../dist/server/main.js');
