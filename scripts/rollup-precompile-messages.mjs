// Rollup plugin for locales/*.json:
// - each ICU message is parsed at build time (AST), so the widget ships without formatjs's
//   message parser (~12 KB gzip): the build aliases @formatjs/icu-messageformat-parser to its
//   `no-parser` entry, the pairing formatjs documents for pre-compiled messages;
// - each locale is split in two: the messages the first screen needs (the module's default
//   export) and the rest (`later()`, a dynamic import of its own chunk); see
//   src/i18n/message-groups.ts and src/i18n/load-messages.ts;
// - the console's locales (locales/console/*.json) are compiled whole, one chunk per locale
//   (src/console/shared/i18n/load-console-messages.ts): the console has no first screen to cut.
// Tests and tools keep importing the plain JSON strings.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';

const LOCALE_FILE = /[\\/]locales[\\/]([\w-]+)\.json$/;
const CONSOLE_LOCALE_FILE = /[\\/]locales[\\/]console[\\/][\w-]+\.json$/;
const LATER = '\0locale-later:';

/** The later-chunk prefixes, read from the TypeScript source so the list exists once. */
export function laterPrefixes() {
  const source = readFileSync(new URL('../src/i18n/message-groups.ts', import.meta.url), 'utf8');
  const list = source.match(/LATER_MESSAGE_PREFIXES[^=]*=\s*\[([\s\S]*?)\]/);
  if (!list) throw new Error('LATER_MESSAGE_PREFIXES not found in src/i18n/message-groups.ts');
  // Comments first: an apostrophe in one ("the header's menu") would pair with the quotes.
  const entries = list[1].replace(/\/\/.*$/gm, '');
  return [...entries.matchAll(/'([^']+)'/g)].map((m) => m[1]);
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
      return id.startsWith(LATER) ? id : null;
    },
    load(id) {
      if (id.startsWith(LATER)) {
        const file = files.get(id.slice(LATER.length));
        return `export default ${JSON.stringify(compile(file).later)};`;
      }
      if (CONSOLE_LOCALE_FILE.test(id)) {
        this.addWatchFile(id);
        const messages = JSON.parse(readFileSync(id, 'utf8'));
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [key, parse(message)]),
        );
        return `export default ${JSON.stringify(compiled)};`;
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
