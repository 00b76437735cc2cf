import { describe, expect, it } from 'vitest';
import {
  allowedMcpCardBrands,
  applyPaymentChoice,
  type CurrencySelectorContext,
  detectedCurrencyToStore,
  effectiveCurrency,
  isCurrencySelectorVisible,
  isMcpEnabled,
  keptMcpCurrency,
  normaliseCardBrand,
  paymentLimitedToCard,
} from './mcp.ts';

describe('mcp currency at startup', () => {
  it('keeps a valid mcp_currency when enabled and not updating a reservation', () => {
    expect(
      keptMcpCurrency({ mcpEnabled: true, mcpCurrency: 'USD', isReservationUpdate: false }),
    ).toBe('USD');
    expect(
      keptMcpCurrency({ mcpEnabled: true, mcpCurrency: 'usd', isReservationUpdate: false }),
    ).toBe('USD');
  });

  it('drops it when disabled, on a reservation update, or invalid', () => {
    expect(
      keptMcpCurrency({ mcpEnabled: false, mcpCurrency: 'USD', isReservationUpdate: false }),
    ).toBeUndefined();
    expect(
      keptMcpCurrency({ mcpEnabled: true, mcpCurrency: 'USD', isReservationUpdate: true }),
    ).toBeUndefined();
    expect(
      keptMcpCurrency({ mcpEnabled: true, mcpCurrency: 'BTC', isReservationUpdate: false }),
    ).toBeUndefined();
    expect(
      keptMcpCurrency({ mcpEnabled: true, mcpCurrency: undefined, isReservationUpdate: false }),
    ).toBeUndefined();
  });

  it('stores a detected currency only with mcp on and no current_reservation', () => {
    expect(
      detectedCurrencyToStore({ mcpEnabled: true, detected: 'EUR', hasCurrentReservation: false }),
    ).toBe('EUR');
    expect(
      detectedCurrencyToStore({ mcpEnabled: true, detected: 'EUR', hasCurrentReservation: true }),
    ).toBeUndefined();
    expect(
      detectedCurrencyToStore({ mcpEnabled: false, detected: 'EUR', hasCurrentReservation: false }),
    ).toBeUndefined();
    expect(
      detectedCurrencyToStore({ mcpEnabled: true, detected: 'XYZ', hasCurrentReservation: false }),
    ).toBeUndefined();
  });

  it('is disabled for brands 838 and 1242', () => {
    expect(isMcpEnabled(true, 1)).toBe(true);
    expect(isMcpEnabled(true, undefined)).toBe(true);
    expect(isMcpEnabled(true, 838)).toBe(false);
    expect(isMcpEnabled(true, 1242)).toBe(false);
    expect(isMcpEnabled(false, 1)).toBe(false);
  });
});

describe('payment choice', () => {
  const usd = { mcpCurrency: 'USD' as const, temporarilySwitched: false };

  it('keeps the mcp currency for credit card with visa or master', () => {
    for (const brand of ['visa', 'master', 'mastercard', 'ponta_visa', 'VISA']) {
      const next = applyPaymentChoice(
        { ...usd, temporarilySwitched: true },
        {
          kind: 'credit_card',
          brand,
        },
      );
      expect(next, brand).toEqual({ mcpCurrency: 'USD', temporarilySwitched: false });
      expect(effectiveCurrency(next, 'JPY')).toBe('USD');
    }
  });

  it('switches to the hotel currency for other brands or payment kinds', () => {
    for (const choice of [
      { kind: 'credit_card', brand: 'jcb' },
      { kind: 'credit_card', brand: 'amex' },
      { kind: 'credit_card' },
      { kind: 'on_site' },
      { kind: 'bank_transfer' },
    ]) {
      const next = applyPaymentChoice(usd, choice);
      expect(next.temporarilySwitched, JSON.stringify(choice)).toBe(true);
      expect(next.mcpCurrency).toBe('USD');
      expect(effectiveCurrency(next, 'JPY')).toBe('JPY');
    }
  });

  it('does nothing without an mcp currency', () => {
    const next = applyPaymentChoice(
      { mcpCurrency: undefined, temporarilySwitched: false },
      { kind: 'on_site' },
    );
    expect(next).toEqual({ mcpCurrency: undefined, temporarilySwitched: false });
    expect(effectiveCurrency(next)).toBe('JPY');
  });

  it('offers visa/master, or jcb/amex/diners when switched temporarily', () => {
    expect(allowedMcpCardBrands(false)).toEqual(['visa', 'master']);
    expect(allowedMcpCardBrands(true)).toEqual(['jcb', 'amex', 'diners']);
  });

  it('normalises brand names', () => {
    expect(normaliseCardBrand('Mastercard')).toBe('master');
    expect(normaliseCardBrand('ponta_visa')).toBe('visa');
    expect(normaliseCardBrand('jcb')).toBe('jcb');
  });

  it('limits payment to card for currencies other than JPY', () => {
    expect(paymentLimitedToCard('USD')).toBe(true);
    expect(paymentLimitedToCard('JPY')).toBe(false);
  });
});

describe('isCurrencySelectorVisible', () => {
  const base: CurrencySelectorContext = { mcpEnabled: true, place: 'results' };

  it('needs multi-currency', () => {
    expect(isCurrencySelectorVisible(base)).toBe(true);
    expect(isCurrencySelectorVisible({ ...base, mcpEnabled: false })).toBe(false);
  });

  it('shows on results and the rooms recommender only among plain places', () => {
    expect(isCurrencySelectorVisible({ ...base, place: 'recommender' })).toBe(true);
    expect(isCurrencySelectorVisible({ ...base, place: undefined })).toBe(false);
  });

  it('shows on guest detail only at the payment step', () => {
    expect(isCurrencySelectorVisible({ ...base, place: 'guestDetail' })).toBe(false);
    expect(isCurrencySelectorVisible({ ...base, place: 'guestDetail', isPaymentStep: false })).toBe(
      false,
    );
    expect(isCurrencySelectorVisible({ ...base, place: 'guestDetail', isPaymentStep: true })).toBe(
      true,
    );
  });

  it('shows on OTA payment only with a key and the toggle on', () => {
    const ota = { ...base, place: 'otaPayment' as const };
    expect(isCurrencySelectorVisible(ota)).toBe(false);
    expect(isCurrencySelectorVisible({ ...ota, hasKey: true })).toBe(false);
    expect(isCurrencySelectorVisible({ ...ota, currencyToggleByPayment: true })).toBe(false);
    expect(isCurrencySelectorVisible({ ...ota, hasKey: true, currencyToggleByPayment: true })).toBe(
      true,
    );
  });

  it('hides with current_reservation unless the context is update_payment_type', () => {
    expect(isCurrencySelectorVisible({ ...base, hasCurrentReservation: true })).toBe(false);
    expect(
      isCurrencySelectorVisible({ ...base, hasCurrentReservation: true, context: 'other' }),
    ).toBe(false);
    expect(
      isCurrencySelectorVisible({
        ...base,
        hasCurrentReservation: true,
        context: 'update_payment_type',
      }),
    ).toBe(true);
    expect(
      isCurrencySelectorVisible({
        mcpEnabled: false,
        place: 'results',
        hasCurrentReservation: true,
        context: 'update_payment_type',
      }),
    ).toBe(false);
  });
});
