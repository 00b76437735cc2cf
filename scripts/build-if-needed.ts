import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'loader',
  'locales',
  'rollup.config.mjs',
  'package-lock.json',
  // The build's own plugins and the react → preact/compat stand-in.
  'scripts/preact',
  'scripts/rollup-precompile-messages.mjs',
  'scripts/rollup-precompress.mjs',
  'scripts/rollup-sourcemaps-aside.mjs',
  'scripts/rollup-split-module.mjs',
];
const MANIFEST = 'dist/widget/manifest.json';

/** Newest modification time under a file or folder. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Runs `npm run build` when the widget was never built or a source changed since. */
export function buildIfNeeded(): void {
  const builtAt = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.filter(existsSync).map(newest));
  if (builtAt >= changedAt) return;
  console.log('Building the widget…');
  const result = spawnSync('npx', ['rollup', '-c', 'rollup.config.mjs', '--silent'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The widget build failed.');
}
