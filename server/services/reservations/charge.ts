import type { TotalPrice } from '../../../src/api/contract/index.ts';
import type { McpConversion } from '../../currency/convert.ts';
import { conflict } from '../../http/errors.ts';
import type { Hotel } from '../hotels.ts';

/** A priced booking's totals and, in a multi-currency booking, the conversion they carry. */
export interface PricedTotals {
  price: TotalPrice;
  conversion: McpConversion | null;
}

/** What the card is charged: the converted total in a multi-currency booking. */
export function chargeOf(
  priced: PricedTotals,
  hotel: Pick<Hotel, 'currency'>,
): { amount: number; currency: string } {
  const mcp = priced.price.mcp_total_price;
  return priced.conversion && mcp !== undefined
    ? { amount: mcp, currency: priced.conversion.currency }
    : { amount: priced.price.total_price, currency: hotel.currency };
}

/** The total the guest was shown, in the terms `expected_total_price` is sent in. */
export function shownTotal(priced: PricedTotals): number {
  return priced.conversion
    ? (priced.price.mcp_total_price ?? priced.price.total_price)
    : priced.price.total_price;
}

/**
 * 409 "price changed" (9409) with the new totals. In a multi-currency booking it also carries
 * the converted total, the currency and the rate now in force, and `reason:
 * 'exchange_rate_updated'` (the widget's "exchange rate updated, recheck price").
 */
export function priceChanged(priced: PricedTotals) {
  const { price, conversion } = priced;
  return conflict('The price has changed. Please confirm the new price.', {
    total_price: price.total_price,
    ...(conversion
      ? {
          reason: 'exchange_rate_updated',
          mcp_total_price: price.mcp_total_price,
          mcp_currency: conversion.currency,
          mcp_exchange_rate: price.mcp_exchange_rate,
        }
      : { reason: 'price_changed' }),
  });
}

/** Refuses a booking whose total differs from the one the guest was shown (when sent). */
export function checkExpectedTotal(priced: PricedTotals, expected: number | undefined): void {
  if (expected !== undefined && expected !== shownTotal(priced)) throw priceChanged(priced);
}
