import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    // One worker per core, and test files share a worker's loaded modules instead of importing
    // everything again per file (docs/performance.md#the-test-loop). Tests build their own app and
    // database each time, so nothing they assert lives in shared module state.
    maxWorkers: availableParallelism(),
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
