import type { McpExchangeRate, Reservation } from '../../api/contract/index.ts';
import { convertMinor } from '../../money/shown-price.ts';

type Priced = Pick<
  Reservation,
  'price' | 'payment' | 'status' | 'cancellation' | 'cancellation_fee' | 'mcp_cancellation_fee'
>;

/**
 * The currency a reservation's amounts are shown in: the one it was booked (and charged) in.
 * A multi-currency booking carries `mcp_` amounts at the rate it was booked at; its hotel total
 * is then a secondary line. Every amount is minor units of `currency`.
 */
export interface ReservationMoney {
  readonly currency: string;
  readonly total: number;
  readonly tax: number;
  /** A redeemed voucher's part (already off `total`), in `currency`; absent without one. */
  readonly voucher?: number;
  /** Fee a cancellation now would cost, in `currency`. */
  readonly cancellationFee: number;
  /** Booked in another currency: the hotel's own total and the rate of the booking. */
  readonly hotel?: { readonly currency: string; readonly total: number };
  readonly rate?: McpExchangeRate;
  /** A hotel amount of this booking (a room, an extra, a fee) in `currency`. */
  line(hotelAmount: number, converted?: number): number;
}

/** The booking's currency (payment.currency / mcp_total_price) or else the hotel's. */
export function reservationMoney(
  r: Pick<Priced, 'price' | 'cancellation_fee' | 'mcp_cancellation_fee'>,
): ReservationMoney {
  const { price } = r;
  const currency = price.mcp_currency;
  const total = price.mcp_total_price;
  if (currency !== undefined && currency !== price.currency && total !== undefined) {
    const rate = price.mcp_exchange_rate;
    const line = (hotelAmount: number, converted?: number) =>
      converted ?? (rate ? (convertMinor(hotelAmount, rate) ?? hotelAmount) : hotelAmount);
    // The server converts the voucher's part; an older answer without it is converted here.
    const voucher = price.voucher_coupon_discount_amount
      ? (price.mcp_voucher_coupon_discount_amount ?? line(price.voucher_coupon_discount_amount))
      : undefined;
    return {
      currency,
      total,
      tax: price.mcp_tax ?? line(price.tax),
      ...(voucher ? { voucher } : {}),
      cancellationFee: r.mcp_cancellation_fee ?? line(r.cancellation_fee),
      hotel: { currency: price.currency, total: price.total_price },
      ...(rate ? { rate } : {}),
      line,
    };
  }
  return {
    currency: price.currency,
    total: price.total_price,
    tax: price.tax,
    ...(price.voucher_coupon_discount_amount
      ? { voucher: price.voucher_coupon_discount_amount }
      : {}),
    cancellationFee: r.cancellation_fee,
    line: (hotelAmount: number) => hotelAmount,
  };
}

/**
 * Paid and remaining amounts, in the booking's currency. Only a captured card payment counts as
 * paid; an authorised one (card required on site) and every pay-at-the-hotel plan leave the
 * whole total to pay. A cancelled reservation owes its cancellation fee instead.
 */
export function amounts(
  r: Pick<Priced, 'price' | 'payment' | 'status' | 'cancellation'> &
    Partial<Pick<Priced, 'cancellation_fee' | 'mcp_cancellation_fee'>>,
) {
  const money = reservationMoney({ cancellation_fee: 0, ...r });
  const payment = r.payment;
  let paid = 0;
  if (payment?.status === 'captured') {
    // Charged in the booking's currency; a hotel-currency charge of a converted booking is
    // converted at the booking's rate so the two never mix.
    const charged =
      money.hotel && payment.currency !== money.currency
        ? money.line(payment.amount)
        : payment.amount;
    paid = Math.min(charged, money.total);
  }
  const cancellation = r.cancellation;
  return {
    paid,
    remaining: Math.max(0, money.total - paid),
    fee: cancellation ? (cancellation.mcp_fee ?? money.line(cancellation.fee)) : 0,
  };
}
