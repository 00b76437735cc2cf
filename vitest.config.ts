import { defineConfig } from 'vitest/config';

// Unit tests: pure code, server routes (PGlite and PostgreSQL) and size budgets. A file that
// needs a DOM opts in with a `// @vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'loader/**/*.test.ts',
      'server/**/*.test.ts',
      'demo/**/*.test.ts',
      'test/unit/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts', 'test/e2e/**'],
    // Builds the server's prepared database snapshot once for every test file.
    globalSetup: ['server/test/global-setup.ts'],
    // Vitest's default on these 2-core machines is one worker (cores − 1), which leaves a core
    // idle while server tests wait on PostgreSQL, child processes and timers: two workers ran the
    // suite in 277 s; one took 748 s in a CI rehearsal the same morning (a build shared the
    // machine for one of those minutes). Every file makes its own databases,
    // Redis key prefixes and ports, so files never share state.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
