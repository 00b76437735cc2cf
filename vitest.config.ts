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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
