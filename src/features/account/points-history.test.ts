import { describe, expect, it } from 'vitest';
import { exchangeAmountError, historyHref, historyQueryFrom } from './points-history.ts';

describe('points history address', () => {
  it('reads scope and page with defaults', () => {
    expect(historyQueryFrom('')).toEqual({ scope: 'current', page: 1 });
    expect(historyQueryFrom('scope=future&page=3')).toEqual({ scope: 'future', page: 3 });
    expect(historyQueryFrom('scope=x&page=-1')).toEqual({ scope: 'current', page: 1 });
  });
  it('keeps other entries and leaves defaults out', () => {
    expect(historyHref('code=sakuratokyo&page=2', { scope: 'current', page: 1 })).toBe(
      '/my-account/points?code=sakuratokyo',
    );
    expect(historyHref('', { scope: 'future', page: 2 })).toBe(
      '/my-account/points?scope=future&page=2',
    );
  });
  it('checks an exchange amount', () => {
    expect(exchangeAmountError('500', 1_000)).toBeUndefined();
    expect(exchangeAmountError('', 1_000)).toBe('account.points.exchange.invalid');
    expect(exchangeAmountError('0', 1_000)).toBe('account.points.exchange.invalid');
    expect(exchangeAmountError('1.5', 1_000)).toBe('account.points.exchange.invalid');
    expect(exchangeAmountError('1001', 1_000)).toBe('account.points.exchange.aboveBalance');
  });
});
