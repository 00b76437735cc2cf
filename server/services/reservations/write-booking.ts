import type { Kysely } from 'kysely';
import type { CreateReservation } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { checkAllowance } from '../corporate/allowances.ts';
import { checkCouponPerMember, redeemCoupon } from '../coupons.ts';
import type { Hotel } from '../hotels.ts';
import { confirmLotteryBooking, type LotteryBooking } from '../lottery/booking.ts';
import { writeBookingPoints } from '../points/checkout.ts';
import { redeemWalletItems } from '../wallet/redeem.ts';
import { attachFiles } from './attachments.ts';
import { takeExtras } from './build.ts';
import { chargeOf } from './charge.ts';
import type { CreatedReservation, CreateResult } from './created.ts';
import { recordAnswer } from './idempotency.ts';
import { manageUrl } from './manage-link.ts';
import { presentPayment, recordPayment } from './payment.ts';
import { presentReservation } from './present.ts';
import type { PricedRequestResult } from './price-request.ts';
import { type NewBookingIds, reservationRow } from './reservation-row.ts';
import { roomsPerType, takeStock } from './stock.ts';
import { newReservationNumber } from './tokens.ts';

/**
 * A reservation number not yet taken. Checked first because a unique violation would abort
 * the whole transaction on PostgreSQL; with 10⁹ numbers a retry is rare.
 */
export async function unusedNumber(db: Kysely<Database>): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = newReservationNumber();
    const taken = await db
      .selectFrom('reservations')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!taken) return number;
  }
  throw new Error('could not find a free reservation number');
}

/** Where and when the booking is written; `gateway` records a card the booking carries. */
export interface WriteContext {
  hotel: Hotel;
  now: Date;
  publicOrigin: string;
  gateway?: PaymentGateway | undefined;
  /** The member who books, when signed in (their reservation list and access). */
  memberId?: number | null | undefined;
  /** A lottery winner's booking: it takes the event's held room, not ordinary stock. */
  lottery?: LotteryBooking | null | undefined;
}

/**
 * The writes of a booking, inside its transaction: stock taken with conditional UPDATEs (1105
 * when a room went meanwhile), extras and coupon counted, the reservation and its files and
 * card payment written, and the answer stored under the claimed Idempotency-Key. Any failure
 * rolls all of it back.
 */
export async function writeBooking(
  tx: Kysely<Database>,
  context: WriteContext,
  body: CreateReservation,
  priced: PricedRequestResult,
  ids: NewBookingIds & { key: string | undefined },
): Promise<CreateResult> {
  const { hotel, now, publicOrigin } = context;
  const { card } = ids;
  if (!context.lottery) {
    for (const [roomTypeId, count] of roomsPerType(priced.rooms)) {
      await takeStock(tx, roomTypeId, count, body.checkin_date, body.checkout_date);
    }
  }
  await takeExtras(tx, hotel.id, priced.extras, 1);
  // Under the member's allowance lock: a parallel booking of the same allowance waits here.
  if (priced.corporate) await checkAllowance(tx, priced.corporate, true);
  // Still on and a use left, counted under the coupon row's lock (1500 when staff switched the
  // code off since it was priced, 1501 when a concurrent booking took the last use).
  if (priced.coupon) await redeemCoupon(tx, priced.coupon.id);
  // Again under the coupon row's lock (taken above): a parallel booking with the same code
  // waits here until this one commits, so two cannot both pass a member's limit.
  if (priced.coupon)
    await checkCouponPerMember(tx, hotel.id, priced.coupon, {
      memberId: context.memberId,
      email: body.email,
    });
  const row = await tx
    .insertInto('reservations')
    .values({
      ...reservationRow(hotel.id, body, priced, ids),
      member_id: context.memberId ?? null,
      organization_id: priced.corporate?.organizationId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (context.lottery) await confirmLotteryBooking(tx, context.lottery, row.id, now);
  await attachFiles(tx, row.id, body.answers ?? []);
  if (priced.points) {
    await writeBookingPoints(
      tx,
      priced.points,
      { reservationId: row.id, checkoutDate: row.checkout_date, paid: priced.price.total_price },
      now,
    );
  }
  await redeemWalletItems(tx, context, priced, row.id);
  const payment = card
    ? await recordPayment(tx, context.gateway ?? missingGateway(), {
        reservationId: row.id,
        ...chargeOf(priced, hotel),
        card,
        now,
      })
    : undefined;
  const reservation: CreatedReservation = {
    ...presentReservation(row, hotel, priced.policy, now),
    ...(payment ? { payment: presentPayment(payment) } : {}),
    bypass_token: ids.token,
    manage_url: manageUrl(publicOrigin, {
      hotelCode: hotel.code,
      number: row.number,
      token: ids.token,
      locale: row.locale,
    }),
  };
  if (ids.key) await recordAnswer(tx, ids.key, reservation, row.id);
  return { reservation, created: true };
}

const missingGateway = (): never => {
  throw new Error('card payment without a gateway');
};
