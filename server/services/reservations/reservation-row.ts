import type { Insertable } from 'kysely';
import type { CreateReservation } from '../../../src/api/contract/index.ts';
import type { ReservationTable } from '../../db/schema.ts';
import type { PlanRow } from '../catalogue.ts';
import type { Coupon } from '../coupons.ts';
import { bookingSource } from './booking-source.ts';
import type { CardResult } from './payment.ts';
import type { PricedRequestResult } from './price-request.ts';
import { hashToken } from './tokens.ts';

/** The identity a new booking is written under: its number, the guest's token, its card. */
export interface NewBookingIds {
  number: string;
  token: string;
  card?: CardResult | undefined;
}

/** What of the priced request the row keeps. */
export type PricedForRow = Pick<
  PricedRequestResult,
  'rooms' | 'extras' | 'price' | 'conversion'
> & {
  coupon: Pick<Coupon, 'code'> | null;
  plans: readonly Pick<PlanRow, 'min_nights'>[];
};

/** The campaign as stored: its fields that were sent, or NULL when none was. */
function storedCampaign(campaign: CreateReservation['campaign']): string | null {
  const sent = Object.entries(campaign ?? {}).filter(([, value]) => value !== undefined);
  return sent.length ? JSON.stringify(Object.fromEntries(sent)) : null;
}

/**
 * The row of a new reservation: what the guest sent (guest, answers, request, locale) with what
 * the server priced (rooms, extras, totals, coupon, rate). A card still in its 3-D Secure
 * challenge leaves the booking `payment_pending`; only the token's hash is stored.
 */
export function reservationRow(
  hotelId: number,
  body: CreateReservation,
  priced: PricedForRow,
  ids: NewBookingIds,
): Insertable<ReservationTable> {
  return {
    number: ids.number,
    hotel_id: hotelId,
    email: body.email,
    status: ids.card?.status === 'pre_3d_secure' ? 'payment_pending' : 'done',
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    payment_type: body.payment_type,
    guest: JSON.stringify(body.guest),
    rooms: JSON.stringify(priced.rooms),
    extras: JSON.stringify(priced.extras),
    answers: JSON.stringify(body.answers ?? []),
    coupon_code: priced.coupon?.code ?? null,
    special_request: body.special_request ?? null,
    price: JSON.stringify(priced.price),
    total_price: priced.price.total_price,
    min_nights: Math.max(...priced.plans.map((p) => p.min_nights)),
    bypass_token_hash: hashToken(ids.token),
    locale: body.locale ?? 'en',
    modified_by_staff: false,
    cancellation: JSON.stringify(null),
    mcp_exchange_rate: priced.conversion ? JSON.stringify(priced.conversion) : null,
    campaign: storedCampaign(body.campaign),
    source: bookingSource(body),
  };
}
