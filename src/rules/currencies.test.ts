import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyNameId,
  DEFAULT_CURRENCY,
  getCurrency,
  isCurrencyCode,
  SUGGESTED_CURRENCIES,
  toCurrencyCode,
} from './currencies.ts';

describe('currency table', () => {
  it('holds the 34 currencies of the spec, each once', () => {
    expect(CURRENCIES).toHaveLength(34);
    expect(new Set(CURRENCY_CODES).size).toBe(34);
    expect(CURRENCY_CODES.join(' ')).toBe(
      'JPY ARS AUD BRL CAD CNY CZK DKK EUR HKD INR IDR ILS MOP MYR MXN TWD NZD NOK PHP GBP QAR RUB SAR SGD ZAR KRW LKR SEK CHF THB AED USD VND',
    );
  });

  it('has 0 decimals for JPY, IDR, TWD, KRW, VND and 2 for the rest', () => {
    const zero = CURRENCIES.filter((c) => c.decimals === 0).map((c) => c.code);
    expect(zero.sort()).toEqual(['IDR', 'JPY', 'KRW', 'TWD', 'VND']);
    expect(CURRENCIES.filter((c) => c.decimals === 2)).toHaveLength(29);
  });

  it('has the spec symbols and the code elsewhere', () => {
    const symbols: Record<string, string> = {
      JPY: '¥',
      EUR: '€',
      GBP: '£',
      TWD: 'NT$',
      KRW: '₩',
      USD: '$',
    };
    for (const c of CURRENCIES) expect(c.symbol, c.code).toBe(symbols[c.code] ?? c.code);
  });

  it('defaults to JPY ¥ and suggests AUD CNY EUR TWD KRW USD', () => {
    expect(DEFAULT_CURRENCY).toBe('JPY');
    expect(getCurrency(DEFAULT_CURRENCY)?.symbol).toBe('¥');
    expect(SUGGESTED_CURRENCIES).toEqual(['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD']);
    for (const code of SUGGESTED_CURRENCIES) expect(isCurrencyCode(code)).toBe(true);
  });

  it('recognises and normalises codes', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
    expect(toCurrencyCode(' usd ')).toBe('USD');
    expect(toCurrencyCode('BTC')).toBeUndefined();
    expect(toCurrencyCode(null)).toBeUndefined();
    expect(getCurrency('XXX')).toBeUndefined();
  });

  it('names each currency through an i18n key', () => {
    expect(currencyNameId('TWD')).toBe('currency.name.TWD');
  });
});
