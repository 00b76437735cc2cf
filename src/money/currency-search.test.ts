import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../rules/currencies.ts';
import {
  currencyName,
  orderCurrencies,
  searchCurrencies,
  suggestedCurrencies,
} from './currency-search.ts';
import { testIntl } from './test-intl.ts';

const en = testIntl('en');
const ja = testIntl('ja');
const zh = testIntl('zh_Hans');

describe('orderCurrencies', () => {
  it('puts the selected currency first, then the rest by translated name', () => {
    const list = orderCurrencies(en, 'USD');
    expect(list).toHaveLength(34);
    expect(list[0]?.code).toBe('USD');
    expect(list[0]?.selected).toBe(true);
    expect(list.slice(1).every((o) => !o.selected)).toBe(true);
    const names = list.slice(1).map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list[1]?.name).toBe('Argentine peso');
  });

  it('sorts by the name in the active locale', () => {
    const list = orderCurrencies(ja, 'JPY');
    expect(list[0]?.name).toBe('日本円');
    const names = list.slice(1).map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ja').compare));
  });

  it('works with no selection', () => {
    const list = orderCurrencies(en, undefined);
    expect(list.some((o) => o.selected)).toBe(false);
    expect(new Set(list.map((o) => o.code)).size).toBe(CURRENCIES.length);
  });

  it('marks and lists the suggested currencies in spec order', () => {
    const list = orderCurrencies(en, 'JPY');
    expect(suggestedCurrencies(list).map((o) => o.code)).toEqual([
      'AUD',
      'CNY',
      'EUR',
      'TWD',
      'KRW',
      'USD',
    ]);
    expect(list.filter((o) => o.suggested)).toHaveLength(6);
  });

  it('gives translated names', () => {
    expect(currencyName(en, 'KRW')).toBe('South Korean won');
    expect(currencyName(zh, 'KRW')).toBe('韩元');
  });
});

describe('searchCurrencies', () => {
  const list = orderCurrencies(en, 'JPY');
  const codes = (query: string, options = list, locale = 'en') =>
    searchCurrencies(options, query, locale).map((o) => o.code);

  it('keeps everything for an empty query', () => {
    expect(codes('')).toHaveLength(34);
    expect(codes('   ')).toHaveLength(34);
  });

  it('matches the code case-insensitively as a substring', () => {
    expect(codes('usd')).toEqual(['USD']);
    expect(codes('Jp')).toEqual(['JPY']);
  });

  it('matches the symbol', () => {
    expect(codes('€')).toEqual(['EUR']);
    expect(codes('nt$')).toEqual(['TWD']);
    expect(codes('$').sort()).toEqual(['TWD', 'USD']);
  });

  it('matches the translated name', () => {
    expect(codes('DOLLAR').sort()).toEqual(
      ['AUD', 'CAD', 'HKD', 'NZD', 'SGD', 'TWD', 'USD'].sort(),
    );
    expect(codes('krona')).toEqual(['SEK']);
  });

  it('matches the decimals field', () => {
    expect(codes('0').sort()).toEqual(['IDR', 'JPY', 'KRW', 'TWD', 'VND']);
  });

  it('matches names in the active locale and full-width input', () => {
    const jaList = orderCurrencies(ja, 'JPY');
    expect(codes('ドル', jaList, 'ja')).toContain('USD');
    expect(codes('ＵＳＤ', jaList, 'ja')).toEqual(['USD']);
  });

  it('returns nothing when nothing matches, keeping order otherwise', () => {
    expect(codes('zzz')).toEqual([]);
    const peso = codes('peso');
    expect(peso).toEqual(list.filter((o) => /peso/i.test(o.name)).map((o) => o.code));
  });
});
