import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import consoleEn from '../../locales/console/en.json';
import { CONSOLE_ROUTES } from '../../src/console/routes.ts';
import { SHELL_AREAS } from '../../src/console/shared/i18n/console-areas.ts';
import { textBySource } from './bundle-composition.ts';
import {
  gzipSize,
  reachableChunks,
  readBuildManifest,
  WIDGET_DIR,
  withStaticImports,
} from './bundle-sizes.ts';

/**
 * The hotel console's first load (its entry, static imports and English shell texts), gzip:
 * reported, and held under this ceiling so a widget package pulled in by mistake shows.
 * The console is staff-only, so this is no guest's cost; the widget's budgets are
 * test/unit/size-budget.test.ts. While every area's texts loaded with the shell it was
 * 55,673 B (entry 36,909 B, English texts 18,764 B). Now only the shell's areas and the route
 * titles do (src/console/shared/i18n/console-areas.ts), each other area with its routes:
 * 40,953 B (entry 37,471 B with the area loading, English shell texts 3,482 B). 44 KB leaves
 * room for a few screens' worth of shell texts and code, not for a package.
 */
const CONSOLE_CEILING = 44 * 1024;

/** The English shell texts' chunk (`en-<hash>`; an area's is `en-<area>-<hash>`). */
const ENGLISH_SHELL = /chunks\/en-[\w-]{8}\.js$/;

const isConsoleSource = (source: string) => {
  const path = source.replaceAll('\\', '/');
  return path.startsWith('src/console/') || path.startsWith('locales/console/');
};

describe('the console stays out of the widget (and the widget out of the console)', () => {
  const manifest = readBuildManifest();

  it('is built as its own entry', () => {
    expect(manifest.console).toMatch(/^chunks\/console-[\w-]+\.js$/);
  });

  it.each(['widget', 'hosted', 'modes', 'buttons'] as const)(
    'no chunk the %s entry may load holds a byte of src/console or locales/console',
    (entry) => {
      const chunks = reachableChunks(manifest, manifest[entry]);
      expect(chunks.length).toBeGreaterThan(0);
      const found = chunks.flatMap((chunk) =>
        [...textBySource(chunk).keys()]
          .filter(isConsoleSource)
          .map((source) => `${chunk}: ${source}`),
      );
      expect(found).toEqual([]);
    },
  );

  it("the loader names none of the console's texts", () => {
    const loader = readFileSync(join(WIDGET_DIR, 'hotel-booking.js'), 'utf8');
    expect(Object.keys(consoleEn).filter((id) => id.includes('.') && loader.includes(id))).toEqual(
      [],
    );
    expect(loader).not.toContain('/console');
  });

  it("holds none of the widget's features, app or locale files", () => {
    const entry = manifest.console ?? '';
    const sources = reachableChunks(manifest, entry).flatMap((chunk) => [
      ...textBySource(chunk).keys(),
    ]);
    const widgetOnly = sources.filter((source) =>
      /^(src\/(features|app|element|hosted)\/|locales\/[\w-]+\.json$)/.test(
        source.replaceAll('\\', '/'),
      ),
    );
    expect(widgetOnly).toEqual([]);
    expect(sources.some(isConsoleSource)).toBe(true);
  });

  it(`reports its first load, under ${CONSOLE_CEILING} bytes gzip`, () => {
    const entry = manifest.console ?? '';
    const first = withStaticImports(manifest, entry);
    const english = first
      .flatMap((file) => manifest.graph[file]?.dynamicImports ?? [])
      .find((file) => ENGLISH_SHELL.test(file));
    expect(english, 'the console English messages chunk').toBeDefined();
    const files = [...first, english ?? ''];
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    console.info(
      `console first load: ${total} B gzip (${files.length} files; entry ${gzipSize(entry)} B)`,
    );
    expect(total).toBeLessThanOrEqual(CONSOLE_CEILING);
  });

  it("loads no area's texts with the shell but the route titles; each area is a chunk of its own", () => {
    const first = withStaticImports(manifest, manifest.console ?? '');
    const english =
      first
        .flatMap((file) => manifest.graph[file]?.dynamicImports ?? [])
        .find((file) => ENGLISH_SHELL.test(file)) ?? '';
    const text = readFileSync(join(WIDGET_DIR, english), 'utf8');
    const shellAreas = new Set<string>(SHELL_AREAS);
    const titles = new Set<string>(CONSOLE_ROUTES.map((route) => route.title));
    const areaIds = Object.keys(consoleEn).filter(
      (id) => !shellAreas.has(id.split('.')[0] ?? '') && !titles.has(id),
    );
    expect(areaIds.length).toBeGreaterThan(0);
    expect(areaIds.filter((id) => text.includes(`"${id}"`))).toEqual([]);
    const areas = new Set(areaIds.map((id) => id.split('.')[0]));
    const chunks = manifest.graph[english]?.dynamicImports ?? [];
    expect(
      [...areas].filter((area) => !chunks.some((file) => file.startsWith(`chunks/en-${area}-`))),
    ).toEqual([]);
  });
});
