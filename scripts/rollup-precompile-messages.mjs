// Rollup plugin for locales/*.json:
// - each ICU message is parsed at build time (AST), so the widget ships without formatjs's
//   message parser (~12 KB gzip): the build aliases @formatjs/icu-messageformat-parser to its
//   `no-parser` entry, the pairing formatjs documents for pre-compiled messages;
// - each locale is split in two: the messages the first screen needs (the module's default
//   export) and the rest (`later()`, a dynamic import of its own chunk); see
//   src/i18n/message-groups.ts and src/i18n/load-messages.ts;
// - each console locale (locales/console/*.json) is split by area (an id's first part): the
//   shell's areas (src/console/shared/i18n/console-areas.ts SHELL_AREAS) and every route's
//   title are the module's default export, each other area a chunk of its own (`areas`, one
//   dynamic import per area) that a route loads with its screen
//   (src/console/shared/i18n/load-console-messages.ts). The JSON file stays the one source.
// Tests and tools keep importing the plain JSON strings.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';

const LOCALE_FILE = /[\\/]locales[\\/]([\w-]+)\.json$/;
const CONSOLE_LOCALE_FILE = /[\\/]locales[\\/]console[\\/][\w-]+\.json$/;
const LATER = '\0locale-later:';
/**
 * `\0console-area:<locale file without .json>-<area>`: one area's texts of one console locale
 * (no extension, so its chunk is named `<locale>-<area>`).
 */
const CONSOLE_AREA = '\0console-area:';

/** The later-chunk prefixes, read from the TypeScript source so the list exists once. */
export function laterPrefixes() {
  const source = readFileSync(new URL('../src/i18n/message-groups.ts', import.meta.url), 'utf8');
  const list = source.match(/LATER_MESSAGE_PREFIXES[^=]*=\s*\[([\s\S]*?)\]/);
  if (!list) throw new Error('LATER_MESSAGE_PREFIXES not found in src/i18n/message-groups.ts');
  // Comments first: an apostrophe in one ("the header's menu") would pair with the quotes.
  const entries = list[1].replace(/\/\/.*$/gm, '');
  return [...entries.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** A `const NAME = [ 'a', 'b' ]` list of a TypeScript source, comments left out. */
function readList(path, name) {
  const source = readFileSync(new URL(path, import.meta.url), 'utf8');
  const list = source.match(new RegExp(`${name}[^=]*=\\s*\\[([\\s\\S]*?)\\]`));
  if (!list) throw new Error(`${name} not found in ${path}`);
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** The console areas that load with the shell, and every route's title (the navigation's). */
export function consoleShellIds() {
  const areas = readList('../src/console/shared/i18n/console-areas.ts', 'SHELL_AREAS');
  const routes = readFileSync(new URL('../src/console/routes.ts', import.meta.url), 'utf8');
  const titles = [...routes.matchAll(/^\s*title: '([^']+)',$/gm)].map((m) => m[1]);
  if (titles.length === 0) throw new Error('no route titles found in src/console/routes.ts');
  return { areas: new Set(areas), titles: new Set(titles) };
}

/** A console locale file compiled and grouped: the shell's texts, then one group per area. */
function compileConsole(file) {
  const { areas, titles } = consoleShellIds();
  const shell = {};
  const byArea = {};
  for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    const area = id.split('.')[0];
    if (areas.has(area) || titles.has(id)) shell[id] = parse(message);
    else {
      byArea[area] ??= {};
      byArea[area][id] = parse(message);
    }
  }
  return { shell, byArea };
}

function compile(file) {
  const prefixes = laterPrefixes();
  const first = {};
  const later = {};
  for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    (prefixes.some((p) => id.startsWith(p)) ? later : first)[id] = parse(message);
  }
  return { first, later };
}

export function precompileMessages() {
  const files = new Map();
  return {
    name: 'precompile-messages',
    resolveId(id) {
      return id.startsWith(LATER) || id.startsWith(CONSOLE_AREA) ? id : null;
    },
    load(id) {
      if (id.startsWith(LATER)) {
        const file = files.get(id.slice(LATER.length));
        return `export default ${JSON.stringify(compile(file).later)};`;
      }
      if (id.startsWith(CONSOLE_AREA)) {
        const rest = id.slice(CONSOLE_AREA.length);
        const cut = rest.lastIndexOf('-');
        const file = `${rest.slice(0, cut)}.json`;
        const area = rest.slice(cut + 1);
        return `export default ${JSON.stringify(compileConsole(file).byArea[area] ?? {})};`;
      }
      if (CONSOLE_LOCALE_FILE.test(id)) {
        this.addWatchFile(id);
        const { shell, byArea } = compileConsole(id);
        const loaders = Object.keys(byArea).map(
          (area) =>
            `${JSON.stringify(area)}: () => import(${JSON.stringify(`${CONSOLE_AREA}${id.slice(0, -'.json'.length)}-${area}`)})`,
        );
        return [
          `export default ${JSON.stringify(shell)};`,
          `export const areas = {${loaders.join(', ')}};`,
        ].join('\n');
      }
      const match = LOCALE_FILE.exec(id);
      if (!match) return null;
      files.set(match[1], id);
      this.addWatchFile(id);
      return [
        `export default ${JSON.stringify(compile(id).first)};`,
        `export const later = () => import(${JSON.stringify(LATER + match[1])});`,
      ].join('\n');
    },
  };
}

/** The alias that drops the parser from the bundle; valid only with precompiled messages. */
export const noParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
