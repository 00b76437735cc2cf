import type { Kysely } from 'kysely';
import type { Quote, QuoteReservation } from '../../../src/api/contract/index.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import type { ExchangeRates } from '../../currency/rates.ts';
import type { Database } from '../../db/schema.ts';
import { presentPolicy } from '../catalogue.ts';
import { checkLotteryBooking } from '../lottery/booking.ts';
import { checkExtrasLeft } from './build.ts';
import { type PreparedBooking, prepareBooking, priceRequest } from './price-request.ts';
import { checkStock, roomsPerType } from './stock.ts';

/**
 * `POST /reservations/quote`: the server's price for exactly these rooms, extras and coupon —
 * the same `priceRequest` the booking itself runs — and whether they can still be had
 * (1105 room full, 1104 extra sold out, 1501 coupon used up). Reads only: nothing is held.
 */
export async function quoteReservation(
  db: Kysely<Database>,
  body: QuoteReservation,
  now: Date,
  rates?: ExchangeRates,
  member: PreparedBooking['member'] = null,
  previewHotelId: number | null = null,
): Promise<Quote> {
  const prepared = await prepareBooking(
    db,
    body.hotel_code,
    now,
    body.mcp_currency,
    rates,
    member,
    previewHotelId,
  );
  const priced = await priceRequest(db, prepared, body);
  // A winner's won stay is priced on the room held for them, not on ordinary stock.
  const lottery = await checkLotteryBooking(db, body, member?.memberId, now);
  for (const [roomTypeId, count] of lottery ? [] : roomsPerType(priced.rooms)) {
    await checkStock(db, roomTypeId, count, body.checkin_date, body.checkout_date);
  }
  await checkExtrasLeft(db, prepared.hotel.id, priced.extras);
  return {
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    nights: daysBetween(body.checkin_date, body.checkout_date),
    rooms: priced.rooms.map(({ room_type_id: _t, plan_id: _p, guest: _g, ...room }) => room),
    extras: priced.extras,
    coupon_code: priced.coupon?.code ?? null,
    price: priced.price,
    cancellation_policy: presentPolicy(priced.policy, body.checkin_date),
  };
}
