import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLocaleFiles } from '../../../i18n/locale-file-checks.ts';
import { LOCALES, type Locale } from '../../../rules/locales.ts';

function readLocale(locale: Locale): Record<string, string> {
  const url = new URL(`../../../../locales/console/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

const files = Object.fromEntries(LOCALES.map((l) => [l, readLocale(l)])) as Record<
  Locale,
  Record<string, string>
>;

describe('console locale files (locales/console/*.json)', () => {
  it('has an english reference with the shell texts', () => {
    expect(files.en).toHaveProperty(['shell.signOut']);
    expect(files.en).toHaveProperty(['form.errorSummary']);
  });

  // Language names are written in their own language in every locale.
  checkLocaleFiles({ files, sameAsEnPrefixes: ['language.'] });
});
