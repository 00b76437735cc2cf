import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/console/en.json';
import { CONSOLE_ROUTES } from './routes.ts';
import { SHELL_AREAS } from './shared/i18n/console-areas.ts';

/**
 * Each route loads the texts of its `areas` with its screen, the shell those of SHELL_AREAS and
 * every route title (src/console/shared/i18n/console-areas.ts). A text of another area would
 * show as its id. So: every id a console file names, as a literal (`t('lottery.title')`,
 * `label: 'form.save'`) or as the start of a template (`` `lottery.status.${s}` ``), must be
 * loaded wherever that file can be drawn: the shell's files (main.tsx's static imports) only
 * the shell's texts, a screen's files (its static and lazy imports) the shell's and its route's.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONSOLE = join(ROOT, 'src', 'console');
const ROUTES = join(CONSOLE, 'routes.ts');
const ids = new Set(Object.keys(en));
const areaOf = (id: string) => id.split('.')[0] ?? '';
const knownAreas = new Set([...ids].map(areaOf));
const shellAreas = new Set<string>(SHELL_AREAS);
const titles = new Set<string>(CONSOLE_ROUTES.map((route) => route.title));

const sources = new Map<string, string>();
const read = (file: string) => {
  let source = sources.get(file);
  if (source === undefined) {
    source = readFileSync(file, 'utf8');
    sources.set(file, source);
  }
  return source;
};

/**
 * The console files `file` imports (`from './x'`; with `lazy`, `import('./x')` too), type-only
 * imports left out (they bring no code). routes.ts's lazy imports are the other routes' screens,
 * never followed.
 */
function imports(file: string, lazy: boolean): string[] {
  const source = read(file).replace(/^import type [^;]*;$/gm, '');
  const found = [...source.matchAll(/\bfrom '(\.[^']+)'/g)].map((m) => m[1] ?? '');
  if (lazy && file !== ROUTES)
    found.push(...[...source.matchAll(/\bimport\('(\.[^']+)'\)/g)].map((m) => m[1] ?? ''));
  return found
    .map((path) => normalize(join(dirname(file), path)))
    .filter((path) => path.startsWith(CONSOLE) && /\.tsx?$/.test(path));
}

/** `file` and every console file it reaches. */
function reach(file: string, lazy: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of imports(file, lazy)) reach(next, lazy, seen);
  return seen;
}

/**
 * The ids a file names: whole literal ids, and `area.…${` template starts (as `area.`). A
 * capability (`capability: 'payments.gateway'`, `can('…')`) is no text, though some share a name.
 */
function namedIds(file: string): string[] {
  const source = read(file).replace(/(capability: |can\()'[\w.]+'/g, '');
  const literals = [...source.matchAll(/'([\w.]+)'|"([\w.]+)"|`([\w.]+)`/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((id) => ids.has(id));
  const templates = [...source.matchAll(/`([a-zA-Z]+)\.[\w.]*\$\{/g)]
    .map((m) => m[1] ?? '')
    .filter((area) => knownAreas.has(area))
    .map((area) => `${area}.`);
  return [...literals, ...templates];
}

/** `file: id` for every id the files name that `loaded` does not cover. */
function missing(files: Iterable<string>, loaded: (id: string) => boolean): string[] {
  return [...files]
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      namedIds(file)
        .filter((id) => !loaded(id))
        .map((id) => `${relative(CONSOLE, file)}: ${id}`),
    );
}

const inShell = (id: string) => shellAreas.has(areaOf(id)) || titles.has(id);

/** Each route's screen file, from its `load: () => import('…')` in routes.ts. */
function screenFiles(): Map<string, string> {
  const source = read(ROUTES);
  const found = source.matchAll(/path: '([^']+)',\s*load: \(\) =>\s*import\('(\.[^']+)'\)/g);
  return new Map([...found].map((m) => [m[1] ?? '', normalize(join(CONSOLE, m[2] ?? ''))]));
}

describe("every console text is loaded where it is drawn (routes' areas)", () => {
  const screens = screenFiles();

  it('finds every route screen and the ids the console names', () => {
    expect([...screens.keys()].sort()).toEqual(CONSOLE_ROUTES.map((r) => r.path).sort());
    const named = new Set(
      [...screens.values()].flatMap((file) => [...reach(file, true)].flatMap(namedIds)),
    );
    // A check that finds nothing would pass whatever the routes say.
    expect(named.size).toBeGreaterThan(ids.size / 2);
  });

  it("the shell's files name only the shell's texts and route titles", () => {
    expect(missing(reach(join(CONSOLE, 'main.tsx'), false), inShell)).toEqual([]);
  });

  it.each(CONSOLE_ROUTES.map((route) => [route.path, route] as const))(
    "%s: its screen's files name only texts of the shell or of its areas",
    (path, route) => {
      const areas = new Set<string>(route.areas ?? []);
      const loaded = (id: string) => inShell(id) || areas.has(areaOf(id));
      expect(missing(reach(screens.get(path) ?? '', true), loaded)).toEqual([]);
    },
  );

  it('no route lists a shell area or an area it does not use', () => {
    for (const route of CONSOLE_ROUTES) {
      const used = new Set(
        [...reach(screens.get(route.path) ?? '', true)].flatMap(namedIds).map(areaOf),
      );
      const extra = (route.areas ?? []).filter((a) => shellAreas.has(a) || !used.has(a));
      expect(extra, route.path).toEqual([]);
    }
  });
});
