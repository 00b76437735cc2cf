import type { Quote, QuoteReservation } from '../../../api/contract/reservation.ts';
import type { ApiError } from '../../../api/errors/api-error.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import type { BookingDraft } from '../draft.ts';
import {
  type BookingHotel,
  bookingMcpCurrency,
  type ShownTotals,
  shownTotals,
} from './booking-currency.ts';

/**
 * The `POST reservations/quote` body for the draft (the guest-detail and payment steps both
 * price with it): exactly the rooms, extras and coupon the guest has chosen, in the currency
 * the guest books in (`mcp_currency` when it is not the hotel's). `coupon` overrides the
 * applied one (the coupon field tries a code first).
 */
export function quoteBody(
  draft: Pick<
    BookingDraft,
    | 'hotelCode'
    | 'checkin'
    | 'checkout'
    | 'rooms'
    | 'extras'
    | 'couponCode'
    | 'voucherCode'
    | 'paymentType'
    | 'currency'
    | 'spendingPoint'
    | 'lotteryEntry'
  >,
  hotel: BookingHotel | undefined,
  coupon: string | null = draft.couponCode,
): QuoteReservation {
  const mcpCurrency = bookingMcpCurrency(draft.currency, hotel);
  return {
    hotel_code: draft.hotelCode,
    checkin_date: draft.checkin,
    checkout_date: draft.checkout,
    rooms: draft.rooms,
    ...(draft.extras.length > 0 ? { extras: draft.extras } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
    ...(draft.voucherCode ? { voucher_coupon_code: draft.voucherCode } : {}),
    payment_type: draft.paymentType,
    ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}),
    ...(draft.spendingPoint ? { spending_point: draft.spendingPoint } : {}),
    ...(draft.lotteryEntry ? { lottery_result: { entry_number: draft.lotteryEntry } } : {}),
  };
}

/** Where on the guest-detail screen a quote error belongs. */
export type QuoteErrorPlace = 'coupon' | 'extras' | 'rooms' | 'points' | 'summary';

const codeOf = (error: ApiError): number | undefined =>
  typeof error.code === 'number' ? error.code : undefined;

/**
 * 1500/1501 (coupon invalid, expired or used up) go next to the coupon field; 1100–1104 and
 * 1106 (extras) to the extras; 1105 (a room became full) and stock conflicts to the rooms,
 * with the way back to the results; everything else to the price summary.
 */
export function quoteErrorPlace(error: ApiError): QuoteErrorPlace {
  const code = codeOf(error);
  if (code === 1500 || code === 1501) return 'coupon';
  // 2401 not enough points, 3502 points unavailable, a refused spending amount.
  if (code === 2401 || code === 3502) return 'points';
  const field = (error.payload as { field?: unknown } | undefined)?.field;
  if (code === 1000 && field === 'spending_point') return 'points';
  if (code === 1105) return 'rooms';
  if (code !== undefined && code >= 1100 && code <= 1106) return 'extras';
  return 'summary';
}

/** The coupon field's message for a coupon error of the server. */
export function couponErrorMessage(error: ApiError): MessageId | undefined {
  const code = codeOf(error);
  if (code === 1500) {
    // The server names why a code is refused (`payload.reason`); an expired one says so.
    const reason = (error.payload as { reason?: unknown } | undefined)?.reason;
    return reason === 'expired' ? 'error.coupon.expired' : 'error.coupon.invalid';
  }
  if (code === 1501) return 'error.coupon.limitReached';
  return undefined;
}

/** One line of the price summary: a label and a signed amount in minor units. */
export interface SummaryRow {
  id: MessageId;
  amount: number;
  /** The total line (emphasised). */
  total?: true;
}

/**
 * The price lines that apply to this quote, in reading order: rooms, extras, coupon discount
 * (negative), the subtotal before tax, tax, accommodation tax and the total, in the currency
 * the guest pays in (`shownTotals`). Lines that are zero and optional (extras, coupon,
 * accommodation tax) are left out.
 */
export function summaryRows(price: Quote['price'] | ShownTotals): SummaryRow[] {
  const shown = 'total_price' in price ? shownTotals(price) : price;
  const rows: SummaryRow[] = [{ id: 'booking.summary.rooms', amount: shown.rooms }];
  if (shown.extras !== 0) {
    rows.push({ id: 'booking.summary.extras', amount: shown.extras });
  }
  if (shown.coupon !== 0) {
    rows.push({ id: 'booking.summary.coupon', amount: -Math.abs(shown.coupon) });
  }
  if (shown.points > 0) {
    rows.push({ id: 'booking.summary.points', amount: -shown.points });
  }
  rows.push({ id: 'booking.summary.subtotal', amount: shown.subtotal });
  rows.push({ id: 'booking.summary.tax', amount: shown.tax });
  if (shown.accommodationTax !== 0) {
    rows.push({ id: 'booking.summary.accommodationTax', amount: shown.accommodationTax });
  }
  if (shown.voucher) rows.push({ id: 'booking.wallet.summaryVoucher', amount: -shown.voucher });
  rows.push({ id: 'booking.summary.total', amount: shown.total, total: true });
  return rows;
}
