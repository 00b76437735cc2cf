import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { capabilityTable } from './capability-table.ts';

it('server/README.md shows the roles × capabilities of src/rules/console/capabilities.ts', () => {
  const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
  const shown = /<!-- capabilities:start -->\n([\s\S]*?)\n<!-- capabilities:end -->/.exec(readme);
  expect(shown?.[1]).toBe(capabilityTable());
});
