import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import { LOCALES, type Locale, toBcp47 } from '../rules/locales.ts';
import { createAppIntl } from './create-intl.ts';

/*
 * The checks every set of locale files passes (the widget's locales/*.json, the console's
 * locales/console/*.json): test-only, imported by their `locale-files` tests.
 */

interface Shape {
  readonly args: Set<string>;
  readonly pluralKeys: { readonly arg: string; readonly keys: string[] }[];
}

/** The placeholders and plural keys of a parsed message. */
export function shapeOf(
  elements: MessageFormatElement[],
  shape: Shape = { args: new Set(), pluralKeys: [] },
): Shape {
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

export interface LocaleFileOptions {
  /** Every locale's messages, by locale. */
  readonly files: Readonly<Record<Locale, Readonly<Record<string, string>>>>;
  /** Keys whose text may equal the English one in every locale, by prefix (language names). */
  readonly sameAsEnPrefixes?: readonly string[];
  /** Keys whose text may equal the English one in one locale (loanwords). */
  readonly sameAsEn?: Partial<Record<Locale, readonly string[]>>;
}

/**
 * Registers the tests every locale file passes: exactly the keys of en, non-empty strings, ICU
 * that parses with the locale's plural categories, the placeholders of en, translated (not
 * copied from en), and each message formats with sample values.
 */
export function checkLocaleFiles({
  files,
  sameAsEnPrefixes = [],
  sameAsEn = {},
}: LocaleFileOptions): void {
  const en = files.en;
  const enKeys = Object.keys(en).sort();
  const others = LOCALES.filter((l) => l !== 'en');

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
    const allowed = new Set(sameAsEn[locale] ?? []);
    const copied = enKeys.filter(
      (key) =>
        files[locale][key] === en[key] &&
        !allowed.has(key) &&
        !sameAsEnPrefixes.some((p) => key.startsWith(p)),
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
}
