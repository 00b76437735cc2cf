/** Types of the build plugin's export used from TypeScript (the tests). */
import type { Plugin } from 'rollup';

export function splitModule(files: RegExp): Plugin;
