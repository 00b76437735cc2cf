import { describe, expect, it } from 'vitest';
import { currencyNameId } from './currency-name.ts';

describe('currency names', () => {
  it('names each currency through an i18n key', () => {
    expect(currencyNameId('TWD')).toBe('currency.name.TWD');
  });
});
