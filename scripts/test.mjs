// `npm test`: every layer, in order, stopping at the first failure:
// lockfile (would `npm ci` accept it? a second, before anything slow) → type check → lint/format → build → unit (node + happy-dom, incl. server routes on PGlite and
// PostgreSQL, and the size budgets) → browser (web-test-runner, Chromium) → journeys (Playwright).
// Every step runs on this script's Node.js: the steps find `npm`, `npx` and each tool's
// `#!/usr/bin/env node` through the PATH npm gave this script, node_modules/.bin first.
import { spawnSync } from 'node:child_process';
import { exitUnlessSupportedNode } from './supported-node.mjs';

const steps = [
  // npm ci rejects a lockfile that lacks any optional platform package a dependency lists; a
  // lockfile written where the registry lacked some would pass here only after `npm install`.
  ['lockfile', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund', '--ignore-scripts']],
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint and format', 'npx', ['biome', 'check', '.']],
  ['build', 'npx', ['rollup', '-c', 'rollup.config.mjs', '--silent']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']],
  ['journey tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts']],
];

/** Browser layers need Debian's chromium; install it when we can (root), else say how. */
function ensureChromium() {
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  if (found.status === 0) return;
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status === 0) return;
  }
  console.error(
    'Chromium is missing: run `sudo apt-get install -y chromium` (test tools cannot download browsers here).',
  );
  process.exit(1);
}

exitUnlessSupportedNode();
console.log(`Node.js ${process.version} (${process.execPath})`);
const only = process.argv.slice(2);
if (!only.length || only.some((word) => 'browser tests journey tests'.includes(word)))
  ensureChromium();
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
