// Rollup plugin: keeps the widget's source maps out of the served folder. The build emits
// hidden maps (no `sourceMappingURL` comment, so the shipped files are byte-identical to a build
// without maps); this moves each `.map` asset to `dir` instead of `dist/widget`, where the size
// budget test and bench/sizes.ts read them to say what each first-screen chunk holds.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes every source map of the bundle below `dir` (same relative path) and drops it. `clean`:
 * empty `dir` first (the first of several builds writing there).
 */
export function sourcemapsAside(dir, clean = true) {
  return {
    name: 'sourcemaps-aside',
    buildStart() {
      if (clean) rmSync(dir, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = join(dir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, file.source);
        delete bundle[fileName];
      }
    },
  };
}
