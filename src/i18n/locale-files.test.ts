import { readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, toBcp47 } from '../rules/locales.ts';
import { createAppIntl } from './create-intl.ts';

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
const others = LOCALES.filter((l) => l !== 'en');

/**
 * Values that may legitimately equal the English text. Language names are written in their own
 * language everywhere; a few loanwords are what Indonesian booking sites really use.
 */
const SAME_AS_EN_PREFIXES = ['language.'];
const SAME_AS_EN: Partial<Record<Locale, readonly string[]>> = {
  id: ['search.checkin', 'search.checkout', 'currency.name.EUR'],
};

interface Shape {
  readonly args: Set<string>;
  readonly pluralKeys: { readonly arg: string; readonly keys: string[] }[];
}

function shapeOf(
  elements: MessageFormatElement[],
  shape: Shape = { args: new Set(), pluralKeys: [] },
) {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.args.add(el.value);
        break;
      case TYPE.select:
        shape.args.add(el.value);
        for (const option of Object.values(el.options)) shapeOf(option.value, shape);
        break;
      case TYPE.plural:
        shape.args.add(el.value);
        shape.pluralKeys.push({ arg: el.value, keys: Object.keys(el.options) });
        for (const option of Object.values(el.options)) shapeOf(option.value, shape);
        break;
      case TYPE.tag:
        shape.args.add(`<${el.value}>`);
        shapeOf(el.children, shape);
        break;
      default:
        break;
    }
  }
  return shape;
}

function sampleValues(args: Iterable<string>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const arg of args) values[arg] = arg === 'count' || arg.endsWith('_months') ? 3 : 'X';
  return values;
}

describe('locale files', () => {
  it('has a non-trivial english reference', () => {
    expect(enKeys.length).toBeGreaterThan(100);
  });

  it.each(others)('%s has exactly the keys of en', (locale) => {
    const keys = Object.keys(files[locale]).sort();
    expect(keys.filter((k) => !(k in en))).toEqual([]);
    expect(enKeys.filter((k) => !(k in files[locale]))).toEqual([]);
  });

  it.each(LOCALES)('%s: every value is a non-empty string', (locale) => {
    for (const [key, value] of Object.entries(files[locale])) {
      expect(typeof value, key).toBe('string');
      expect(value.trim().length, key).toBeGreaterThan(0);
    }
  });

  it.each(LOCALES)('%s: every message parses as ICU with valid plural categories', (locale) => {
    const categories = new Set(
      new Intl.PluralRules(toBcp47(locale)).resolvedOptions().pluralCategories,
    );
    for (const [key, value] of Object.entries(files[locale])) {
      let ast: MessageFormatElement[] = [];
      expect(() => {
        ast = parse(value);
      }, `${locale} ${key}`).not.toThrow();
      for (const plural of shapeOf(ast).pluralKeys) {
        for (const k of plural.keys) {
          if (k.startsWith('=')) continue;
          expect(categories.has(k as Intl.LDMLPluralRule), `${locale} ${key}: ${k}`).toBe(true);
        }
        expect(plural.keys, `${locale} ${key}`).toContain('other');
      }
    }
  });

  it.each(others)('%s uses the same placeholders as en', (locale) => {
    for (const key of enKeys) {
      const theirs = files[locale][key];
      if (theirs === undefined) continue;
      const expected = [...shapeOf(parse(en[key] ?? '')).args].sort();
      expect([...shapeOf(parse(theirs)).args].sort(), `${locale} ${key}`).toEqual(expected);
    }
  });

  it.each(others)('%s is translated, not copied from en', (locale) => {
    const allowed = new Set(SAME_AS_EN[locale] ?? []);
    const copied = enKeys.filter(
      (key) =>
        files[locale][key] === en[key] &&
        !allowed.has(key) &&
        !SAME_AS_EN_PREFIXES.some((p) => key.startsWith(p)),
    );
    expect(copied).toEqual([]);
  });

  it.each(LOCALES)('%s: every message formats with sample values', (locale) => {
    const intl = createAppIntl(locale, files[locale]);
    for (const [key, value] of Object.entries(files[locale])) {
      const args = shapeOf(parse(value)).args;
      const out = intl.formatMessage({ id: key }, sampleValues(args));
      expect(typeof out, key).toBe('string');
      expect(out, key).not.toBe(key);
    }
  });

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
