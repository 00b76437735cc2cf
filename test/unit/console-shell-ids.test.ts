import { describe, expect, it } from 'vitest';
import { consoleShellIds } from '../../scripts/rollup-precompile-messages.mjs';
import { CONSOLE_ROUTES } from '../../src/console/routes.ts';
import { SHELL_AREAS } from '../../src/console/shared/i18n/console-areas.ts';

// The build reads the shell's areas and the route titles from the TypeScript sources (so each
// list exists once); a title it missed would be left to an area's chunk and the navigation
// would show its id.
describe("the console texts' split (scripts/rollup-precompile-messages.mjs)", () => {
  it('puts with the shell exactly the areas and route titles the console declares', () => {
    const { areas, titles } = consoleShellIds();
    expect([...areas]).toEqual([...SHELL_AREAS]);
    expect([...titles].sort()).toEqual([...new Set(CONSOLE_ROUTES.map((r) => r.title))].sort());
  });
});
