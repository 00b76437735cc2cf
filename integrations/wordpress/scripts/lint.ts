import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { PLUGIN_DIR, pluginFiles } from './build.ts';
import { ensurePackages, LINT_PACKAGES } from './debian-packages.ts';

/**
 * `npm run lint:wordpress`: PHP's own lint (`php -l`) on every PHP file of the plugin, then
 * phpcs with ../phpcs.xml (README.md, "Coding standards"). Exits non-zero on any finding.
 */
const started = Date.now();
ensurePackages(LINT_PACKAGES);
const php = pluginFiles().filter((file) => file.endsWith('.php'));
let failed = 0;
for (const file of php) {
  const result = spawnSync('php', ['-l', join(PLUGIN_DIR, file)], { encoding: 'utf8' });
  if (result.status !== 0) {
    failed++;
    process.stderr.write(result.stdout + result.stderr);
  }
}
const version = spawnSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' }).stdout;
console.log(`php -l (PHP ${version}): ${php.length - failed} of ${php.length} files clean`);
const phpcs = spawnSync(
  'phpcs',
  ['--standard=phpcs.xml', '--report=full', '--report-width=100', '-s'],
  { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' },
);
if (phpcs.status === 0) console.log('phpcs: no errors or warnings');
console.log(`lint:wordpress ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed || phpcs.status ? 1 : 0);
