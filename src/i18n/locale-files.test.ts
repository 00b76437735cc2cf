import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../rules/locales.ts';
import { createAppIntl } from './create-intl.ts';
import { checkLocaleFiles } from './locale-file-checks.ts';

function readLocale(locale: Locale): Record<string, string> {
  const url = new URL(`../../locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

const files = Object.fromEntries(LOCALES.map((l) => [l, readLocale(l)])) as Record<
  Locale,
  Record<string, string>
>;
const en = files.en;
const enKeys = Object.keys(en).sort();

/**
 * Values that may legitimately equal the English text. Language names are written in their own
 * language everywhere; a few loanwords are what Indonesian booking sites really use.
 */
const SAME_AS_EN_PREFIXES = ['language.'];
const SAME_AS_EN: Partial<Record<Locale, readonly string[]>> = {
  id: ['search.checkin', 'search.checkout', 'currency.name.EUR'],
};

describe('locale files', () => {
  it('has a non-trivial english reference', () => {
    expect(enKeys.length).toBeGreaterThan(100);
  });

  checkLocaleFiles({ files, sameAsEnPrefixes: SAME_AS_EN_PREFIXES, sameAsEn: SAME_AS_EN });

  it('covers every displayed error code of the catalogue', () => {
    const codes = [
      1000, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1403, 1500, 1501, 1600, 1903, 2001, 2304,
      2401, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3011, 3013, 3014, 3016, 3202,
      3203, 3204, 3205, 3250, 3251, 3252, 3502, 3504, 3704, 3705, 3750, 3751, 3752, 3753, 3754,
      3756, 3757, 3760, 3780, 3781, 3782, 3783, 9460, 9470, 9471, 9472, 9473, 9474, 9475, 9476,
      9477, 9478,
    ];
    for (const code of codes) expect(en, String(code)).toHaveProperty([`error.code.${code}`]);
    const inFile = enKeys.filter((k) => k.startsWith('error.code.'));
    expect(inFile.length).toBe(codes.length);
  });

  it('formats the reservable-period plural in en and ar', () => {
    const enIntl = createAppIntl('en', en);
    expect(
      enIntl.formatMessage({ id: 'error.code.1903' }, { reservable_period_months: 1 }),
    ).toContain('1 month ');
    expect(
      enIntl.formatMessage({ id: 'error.code.1903' }, { reservable_period_months: 6 }),
    ).toContain('6 months');
    const arIntl = createAppIntl('ar', files.ar);
    expect(
      arIntl.formatMessage({ id: 'error.code.1903' }, { reservable_period_months: 2 }),
    ).toContain('شهرين');
  });
});
