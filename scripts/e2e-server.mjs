// Starts the built server on an empty data folder for the browser tests.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.e2e-data', { recursive: true, force: true });
await import('../dist/server/main.js');
