import type { PaymentType } from '../../../api/contract/common.ts';
import type { Answer, CreateReservation, Reservation } from '../../../api/contract/reservation.ts';
import type { Locale } from '../../../rules/locales.ts';
import type { BookingDraft, DraftAnswer } from '../draft.ts';
import { type BookingHotel, bookingMcpCurrency } from '../guest/booking-currency.ts';

/**
 * Payment types that carry a card: pre_paid is charged now, on_site_credit_card_required keeps
 * the card as a guarantee (the server authorises without capturing).
 */
export const CARD_TYPES: readonly PaymentType[] = ['pre_paid', 'on_site_credit_card_required'];

export const needsCard = (type: PaymentType): boolean => CARD_TYPES.includes(type);

const trimmed = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** One draft answer in the API's shape, empty parts left out (the server is strict). */
function answerOf(answer: DraftAnswer): Answer {
  const text = trimmed(answer.text);
  return {
    question_id: answer.question_id,
    ...(text === undefined ? {} : { text }),
    ...(answer.checkin_time ? { checkin_time: answer.checkin_time } : {}),
    ...(answer.checkout_time ? { checkout_time: answer.checkout_time } : {}),
    ...(answer.men_count === undefined ? {} : { men_count: answer.men_count }),
    ...(answer.women_count === undefined ? {} : { women_count: answer.women_count }),
    ...(answer.attachment_ids?.length ? { attachment_ids: answer.attachment_ids } : {}),
  };
}

/** What the card step adds to the booking. */
export interface BookingPaymentInput {
  gatewayToken?: string | undefined;
  returnUrl?: string | undefined;
  /** A signed-in member's saved card instead of a token (issue 14). */
  savedCardId?: string | undefined;
  /** Keep the card of `gatewayToken` in the member's wallet. */
  saveCard?: boolean | undefined;
}

/**
 * `POST reservations` body from the draft. Never a price of the client's own: only the total the
 * guest was shown (`expected_total_price`), so the server answers 409 when its price differs.
 * Card data is not here, only the gateway's single-use token. Booked in the guest's currency
 * (`mcp_currency`) when it is not the hotel's, exactly as the quote asked: the shown total is
 * then the converted one, which is what the server compares.
 */
export function reservationBody(
  draft: BookingDraft,
  locale: Locale,
  payment: BookingPaymentInput,
  hotel?: BookingHotel,
): CreateReservation {
  const mcpCurrency = bookingMcpCurrency(draft.currency, hotel);
  const g = draft.guest;
  const guest: CreateReservation['guest'] = {
    first_name: g.first_name.trim(),
    last_name: g.last_name.trim(),
  };
  for (const key of [
    'first_name_kana',
    'last_name_kana',
    'phone',
    'postal_code',
    'prefecture_or_state',
    'street_address',
    'building_name_and_number',
  ] as const) {
    const value = trimmed(g[key]);
    if (value !== undefined) guest[key] = value;
  }
  const answers = draft.answers.map(answerOf).filter((a) => Object.keys(a).length > 1);
  const special = trimmed(draft.specialRequest);
  return {
    hotel_code: draft.hotelCode,
    checkin_date: draft.checkin,
    checkout_date: draft.checkout,
    rooms: draft.rooms,
    guest,
    email: g.email.trim(),
    payment_type: draft.paymentType,
    ...(draft.extras.length > 0 ? { extras: draft.extras } : {}),
    ...(answers.length > 0 ? { answers } : {}),
    ...(draft.couponCode ? { coupon_code: draft.couponCode } : {}),
    ...(draft.spendingPoint ? { spending_point: draft.spendingPoint } : {}),
    ...(draft.voucherCode ? { voucher_coupon_code: draft.voucherCode } : {}),
    ...(draft.shownTotal === null ? {} : { expected_total_price: draft.shownTotal }),
    locale,
    ...(special === undefined ? {} : { special_request: special }),
    marketing_opt_in: draft.marketingOptIn,
    ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}),
    ...(draft.lotteryEntry ? { lottery_result: { entry_number: draft.lotteryEntry } } : {}),
    ...(payment.gatewayToken || payment.savedCardId
      ? {
          payment: {
            ...(payment.savedCardId
              ? { saved_card_id: payment.savedCardId }
              : { gateway_token: payment.gatewayToken }),
            ...(payment.saveCard && !payment.savedCardId ? { save_card: true } : {}),
            ...(payment.returnUrl ? { return_url: payment.returnUrl } : {}),
          },
        }
      : {}),
  };
}

/** Where a booking answer leads. */
export type BookingOutcome =
  | { kind: 'confirmed' }
  | { kind: 'challenge'; url: string }
  /** Still waiting for the gateway (3-D Secure answered but not settled yet): ask again. */
  | { kind: 'pending' }
  | { kind: 'failed'; code: number };

/**
 * The next step for a reservation as the API answered it (create, or payment/complete after
 * 3-D Secure): `done` is confirmed; `payment_pending` with an open challenge shows it; a
 * cancelled one failed with its payment's code (3006, 3008, 3250; 3002 if none was given).
 */
export function bookingOutcome(
  reservation: Pick<Reservation, 'status' | 'payment'>,
): BookingOutcome {
  if (reservation.status === 'done') return { kind: 'confirmed' };
  const payment = reservation.payment;
  if (reservation.status === 'cancelled') {
    return { kind: 'failed', code: payment?.error_code ?? 3002 };
  }
  if (payment?.status === 'pre_3d_secure' && payment.challenge_url) {
    return { kind: 'challenge', url: payment.challenge_url };
  }
  return { kind: 'pending' };
}

/** The fail route's query (product.md §2: code, checkin, checkout, adults, error_code, error). */
export function failPath(
  draft: Pick<BookingDraft, 'hotelCode' | 'checkin' | 'checkout' | 'rooms'>,
  errorCode: number | string,
  error: string,
): string {
  const adults = draft.rooms.reduce((sum, room) => sum + room.adults, 0);
  const query = new URLSearchParams({
    code: draft.hotelCode,
    checkin: draft.checkin,
    checkout: draft.checkout,
    adults: String(adults),
    error_code: String(errorCode),
    error,
  });
  return `/reservation/fail?${query}`;
}

/**
 * The confirmation route with the one-time bypass token (M's screen reads it); a lottery
 * winner's booking ends on the lottery's complete page instead (product.md §2).
 */
export function confirmationPath(
  hotelCode: string,
  number: string,
  bypassToken: string,
  lottery = false,
): string {
  if (lottery) {
    const query = new URLSearchParams({ code: hotelCode, bypass_token: bypassToken });
    return `/room-lottery/complete/${encodeURIComponent(number)}?${query}`;
  }
  const query = new URLSearchParams({ code: hotelCode, bypass_token: bypassToken, completed: '1' });
  return `/reservation/confirmation/${encodeURIComponent(number)}?${query}`;
}
