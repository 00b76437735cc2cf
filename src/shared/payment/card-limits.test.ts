import { describe, expect, it } from 'vitest';
import {
  mcpCardBrandError,
  VISA_MASTER_ONLINE_LIMIT_JPY,
  visaMasterLimitError,
} from './card-limits.ts';

describe('Visa/Mastercard online limit', () => {
  const over = { amount: VISA_MASTER_ONLINE_LIMIT_JPY + 1, currency: 'JPY', online: true };
  it('blocks Visa and Master above 1,000,000 yen online', () => {
    for (const brand of ['visa', 'ponta_visa', 'master', 'mastercard']) {
      expect(visaMasterLimitError({ ...over, brand }), brand).toBe(
        'booking.validation.card.visaMasterLimit',
      );
    }
  });
  it('allows exactly the limit, other brands, non-online charges and other currencies', () => {
    expect(visaMasterLimitError({ ...over, brand: 'visa', amount: 1_000_000 })).toBeUndefined();
    expect(visaMasterLimitError({ ...over, brand: 'jcb' })).toBeUndefined();
    expect(visaMasterLimitError({ ...over, brand: 'amex' })).toBeUndefined();
    expect(visaMasterLimitError({ ...over, brand: 'visa', online: false })).toBeUndefined();
    expect(visaMasterLimitError({ ...over, brand: 'visa', currency: 'USD' })).toBeUndefined();
    expect(visaMasterLimitError({ ...over, brand: undefined })).toBeUndefined();
  });
});

describe('multi-currency card brands', () => {
  it('allows visa and master in the mcp currency', () => {
    const ctx = { mcpActive: true, temporarilySwitched: false };
    expect(mcpCardBrandError('visa', ctx)).toBeUndefined();
    expect(mcpCardBrandError('mastercard', ctx)).toBeUndefined();
    expect(mcpCardBrandError('jcb', ctx)).toBe('booking.validation.card.brandNotAccepted');
  });
  it('allows jcb, amex and diners when switched temporarily', () => {
    const ctx = { mcpActive: true, temporarilySwitched: true };
    expect(mcpCardBrandError('jcb', ctx)).toBeUndefined();
    expect(mcpCardBrandError('diners', ctx)).toBeUndefined();
    expect(mcpCardBrandError('visa', ctx)).toBe('booking.validation.card.brandNotAccepted');
  });
  it('allows every brand without multi-currency', () => {
    expect(
      mcpCardBrandError('jcb', { mcpActive: false, temporarilySwitched: false }),
    ).toBeUndefined();
  });
});
