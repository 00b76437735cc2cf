import type { McpExchangeRate, TotalPrice } from '../../../api/contract/price.ts';
import type { BookingWidgetSettings } from '../../../api/contract/settings.ts';
import { convertMinor } from '../../../money/shown-price.ts';
import { isMcpEnabled } from '../../../rules/mcp.ts';

/** What the booking steps need to know about the hotel's currency (the init settings). */
export type BookingHotel = Pick<
  BookingWidgetSettings,
  'currency' | 'mcp_enabled' | 'hotel_brand_id'
>;

/**
 * The `mcp_currency` a quote and a booking send: the draft's (header) currency when it is not
 * the hotel's own and the hotel books in other currencies (server README "Booking in the
 * multi-currency"). Undefined books in the hotel's currency, as before.
 */
export function bookingMcpCurrency(
  draftCurrency: string,
  hotel: BookingHotel | undefined,
): string | undefined {
  if (!hotel || !isMcpEnabled(hotel.mcp_enabled, hotel.hotel_brand_id)) return undefined;
  return draftCurrency && draftCurrency !== hotel.currency ? draftCurrency : undefined;
}

/**
 * The total the server compares `expected_total_price` with: the converted total when the
 * answer is in a second currency, else the hotel's. The guest confirms exactly this figure.
 */
export function comparedTotal(
  price: Pick<TotalPrice, 'total_price' | 'mcp_total_price' | 'mcp_currency'>,
): number {
  return price.mcp_currency !== undefined && price.mcp_total_price !== undefined
    ? price.mcp_total_price
    : price.total_price;
}

/** The amounts of a booking's price in the currency the guest pays in. */
export interface ShownTotals {
  readonly currency: string;
  readonly rooms: number;
  readonly extras: number;
  readonly coupon: number;
  /** What points paid (rooms + extras − coupon − points = subtotal); 0 without points. */
  readonly points: number;
  readonly subtotal: number;
  readonly tax: number;
  readonly accommodationTax: number;
  /** A redeemed voucher's part (off the total, after tax), in the shown currency. */
  readonly voucher?: number;
  readonly total: number;
  /** Converted totals: the hotel's own total (secondary line) and the rate used. */
  readonly hotel?: { readonly currency: string; readonly total: number };
  readonly rate?: McpExchangeRate;
}

/**
 * The converted (`mcp_`) amounts when the server sent every one of them, else the hotel's.
 * Never a mix: a summary half in yen and half in dollars would add up to nothing.
 */
export function shownTotals(price: TotalPrice): ShownTotals {
  const {
    mcp_currency: currency,
    mcp_room_price_without_tax: rooms,
    mcp_extra_price_without_tax: extras,
    mcp_coupon_discount_amount: coupon,
    mcp_total_price_without_tax: subtotal,
    mcp_tax: tax,
    mcp_accommodation_tax: accommodationTax,
    mcp_total_price: total,
    mcp_exchange_rate: rate,
    mcp_voucher_coupon_discount_amount: voucher,
  } = price;
  if (
    currency !== undefined &&
    currency !== price.currency &&
    rooms !== undefined &&
    subtotal !== undefined &&
    tax !== undefined &&
    total !== undefined
  ) {
    return {
      currency,
      rooms,
      extras: extras ?? 0,
      coupon: coupon ?? 0,
      points: price.spending_point_value ? rooms + (extras ?? 0) - (coupon ?? 0) - subtotal : 0,
      subtotal,
      tax,
      accommodationTax: accommodationTax ?? 0,
      ...(voucher ? { voucher } : {}),
      total,
      hotel: { currency: price.currency, total: price.total_price },
      ...(rate ? { rate } : {}),
    };
  }
  return {
    currency: price.currency,
    rooms: price.room_price_without_tax,
    extras: price.extra_price_without_tax,
    coupon: price.coupon_discount_amount,
    points: price.spending_point_value ?? 0,
    subtotal: price.total_price_without_tax,
    tax: price.tax,
    accommodationTax: price.accommodation_tax,
    ...(price.voucher_coupon_discount_amount
      ? { voucher: price.voucher_coupon_discount_amount }
      : {}),
    total: price.total_price,
  };
}

/**
 * One line's amount (a room, an extra) in the shown currency: the server's converted figure
 * when it has one, else the hotel amount converted at the summary's rate as the server converts
 * (extras carry no `mcp_` price). Lines are a guide; the total is always the server's.
 */
export function shownLine(
  totals: ShownTotals,
  hotelAmount: number,
  converted: number | undefined,
): number {
  if (!totals.hotel) return hotelAmount;
  if (converted !== undefined) return converted;
  return totals.rate ? (convertMinor(hotelAmount, totals.rate) ?? hotelAmount) : hotelAmount;
}
