import { defineConfig } from 'vitest/config';

// The WordPress layer (`npm run test:wordpress`, not part of `npm test`): the plugin on a real
// WordPress from Debian's packages, with the journeys' server and Chromium
// (integrations/wordpress/README.md).
export default defineConfig({
  test: {
    include: ['integrations/wordpress/test/**/*.wordpress.test.ts'],
    globalSetup: ['integrations/wordpress/test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 300_000,
  },
});
