import { defineConfig } from 'vitest/config';

// Unit tests: pure code and server routes. Files named *.dom.test.ts run in happy-dom.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'loader/**/*.test.ts',
      'server/**/*.test.ts',
      'test/unit/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts', 'test/e2e/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
