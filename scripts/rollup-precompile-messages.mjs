// Rollup plugin: turns each locales/*.json message (an ICU string) into its parsed form (AST)
// at build time, so the widget can ship without formatjs's message parser (~12 KB gzip): the
// build aliases @formatjs/icu-messageformat-parser to its `no-parser` entry. formatjs documents
// this pairing ("pre-compiling messages"). Tests and tools keep using the plain strings.
import { parse } from '@formatjs/icu-messageformat-parser';

const LOCALE_FILE = /[\\/]locales[\\/][\w-]+\.json$/;

export function precompileMessages() {
  return {
    name: 'precompile-messages',
    transform(code, id) {
      if (!LOCALE_FILE.test(id)) return null;
      const messages = JSON.parse(code);
      const compiled = {};
      for (const [key, message] of Object.entries(messages)) {
        compiled[key] = parse(message);
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** The alias that drops the parser from the bundle; valid only with precompiled messages. */
export const noParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
