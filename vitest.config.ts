import { defineConfig } from 'vitest/config';

// Unit tests: pure code, server routes (PGlite and PostgreSQL) and size budgets. A file that
// needs a DOM opts in with a `// @vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // The server's files share one module graph per worker instead of importing the server
          // (Hono, Kysely, PGlite's WebAssembly) afresh for each: the unit suite took 204 s this
          // way against 318 s isolated, on an idle machine. They mock no modules, run in Node
          // without a DOM, and each builds its own app, databases and ports; the server's
          // module-level caches are WeakMaps keyed by database or app. (Every file shared,
          // the widget's too, passed as well, also shuffled, in 186 and 207 s; but the widget's
          // files mock modules and keep a DOM, which shared module graphs would leak.)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'widget',
          include: [
            'src/**/*.test.ts',
            'loader/**/*.test.ts',
            'demo/**/*.test.ts',
            'test/unit/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
