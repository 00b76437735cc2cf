import { defineConfig } from 'vitest/config';
import { JOURNEY_WORKERS } from './test/e2e/workers.ts';

// Journey tests: real Chromium (one, shared) against the real server and database, started
// once by the global setup exactly as `npm start` starts them: a set of servers per worker.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    maxWorkers: JOURNEY_WORKERS,
    testTimeout: 60_000,
    // A widget's first answer includes loading it, a client session and init settings: allow
    // for a loaded 2-core machine instead of the default one second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 180_000,
  },
});
