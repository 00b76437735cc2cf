// Browser tests (*.browser.test.ts) in real Chromium (Debian's, found on PATH) through the
// Playwright launcher. TypeScript is transformed by esbuild; react is aliased to preact/compat,
// which is what ships (React's CommonJS build cannot load as native ES modules here).
import { execSync } from 'node:child_process';
import rollupAlias from '@rollup/plugin-alias';
import rollupJson from '@rollup/plugin-json';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { playwrightLauncher } from '@web/test-runner-playwright';

const alias = fromRollup(rollupAlias);
const json = fromRollup(rollupJson);

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
  } catch {
    throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium).");
  }
}

export default {
  files: [
    'src/**/*.browser.test.ts',
    'loader/**/*.browser.test.ts',
    'test/browser/**/*.browser.test.ts',
  ],
  nodeResolve: { browser: true, exportConditions: ['browser', 'production'] },
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  mimeTypes: { '**/*.json': 'js' },
  plugins: [
    json({ include: ['**/*.json'], preferConst: true }),
    alias({
      entries: [
        { find: 'react-dom', replacement: 'preact/compat' },
        { find: 'react', replacement: 'preact/compat' },
        // wouter and jotai import this CommonJS shim; compat has the hook (as in rollup.config).
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      ],
    }),
    esbuildPlugin({
      ts: true,
      tsx: true,
      // The plugin ignores `jsx: 'automatic'`; tsconfig's "jsx": "react-jsx" gives .tsx files
      // the automatic runtime (react/jsx-runtime, aliased to preact/compat above).
      tsconfig: 'tsconfig.json',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      target: 'es2022',
    }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath(),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
};
