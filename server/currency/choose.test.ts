import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.ts';
import { chooseConversion } from './choose.ts';
import type { ExchangeRates } from './rates.ts';

const rates: ExchangeRates = {
  async rate(base, quote) {
    return base === 'JPY' && quote === 'USD'
      ? { base_currency: 'JPY', currency: 'USD', rate: '0.0067', updated_at: 'x' }
      : null;
  },
  async currencies() {
    return ['USD'];
  },
};
const hotel = (mcp_enabled: boolean, brand_id = 1) => ({
  currency: 'JPY',
  brand_id,
  settings: { mcp_enabled } as Parameters<typeof chooseConversion>[0]['settings'],
});

describe('chooseConversion', () => {
  it('converts for mcp_currency, or for a currency other than the hotel currency', async () => {
    expect((await chooseConversion(hotel(true), { mcp_currency: 'USD' }, rates))?.rate).toBe(
      '0.0067',
    );
    expect((await chooseConversion(hotel(true), { currency: 'USD' }, rates))?.currency).toBe('USD');
    expect(await chooseConversion(hotel(true), { currency: 'JPY' }, rates)).toBeNull();
    expect(await chooseConversion(hotel(true), {}, rates)).toBeNull();
  });

  it('ignores both fields at a hotel without multi-currency (or of an excluded brand)', async () => {
    expect(await chooseConversion(hotel(false), { mcp_currency: 'XXX' }, rates)).toBeNull();
    expect(await chooseConversion(hotel(true, 838), { mcp_currency: 'USD' }, rates)).toBeNull();
  });

  it('answers 400 naming the field for a currency without a rate', async () => {
    const err = await chooseConversion(hotel(true), { mcp_currency: 'XXX' }, rates).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).status).toBe(400);
    expect((err as DomainError).field).toBe('mcp_currency');
    const byCurrency = await chooseConversion(hotel(true), { currency: 'EUR' }, rates).catch(
      (e: unknown) => e,
    );
    expect((byCurrency as DomainError).field).toBe('currency');
  });
});
