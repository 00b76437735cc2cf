import type { Kysely } from 'kysely';
import { type CreateReservation, ErrorCode } from '../../../src/api/contract/index.ts';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { lotteryDeadlinePassed, lotteryNotAvailable, ownEntry } from './entries.ts';
import { findLotteryEvent } from './events.ts';

/** A winner's booking: the entry it confirms and until when. */
export interface LotteryBooking {
  entryId: number;
  deadline: Date;
}

/**
 * Checks a booking that names a lottery entry (`lottery_result.entry_number`): only the
 * entry's member (401 signed out, 403 "lottery account mismatch"), before the reservation
 * deadline ("reservation deadline passed"), a winner who has not booked yet (3751), and exactly
 * the won stay: the event's hotel, room type and plan, one room, the entry's dates. Such a
 * booking takes one of the event's held rooms instead of ordinary stock.
 */
export async function checkLotteryBooking(
  db: Kysely<Database>,
  body: Pick<
    CreateReservation,
    'lottery_result' | 'hotel_code' | 'rooms' | 'checkin_date' | 'checkout_date'
  >,
  memberId: number | undefined,
  now: Date,
): Promise<LotteryBooking | null> {
  const wanted = body.lottery_result?.entry_number;
  if (wanted === undefined) return null;
  if (memberId === undefined)
    throw new DomainError(ErrorCode.sessionExpired, 401, 'Please sign in.');
  const entry = await ownEntry(db, memberId, wanted);
  const event = await findLotteryEvent(db, entry.event_id);
  if (now >= event.reservation_deadline) throw lotteryDeadlinePassed();
  if (entry.status !== 'winner_reservation_pending')
    throw lotteryNotAvailable('This entry has no room waiting to be booked.');
  const [room, ...more] = body.rooms;
  const same =
    normaliseHotelCode(body.hotel_code) === normaliseHotelCode(event.hotel_code) &&
    more.length === 0 &&
    room?.room_type_code === event.room_type_code &&
    room.room_plan_code === event.plan_code &&
    body.checkin_date === entry.checkin_date &&
    body.checkout_date === entry.checkout_date;
  if (!same) throw invalid('lottery_result', 'must book the stay that was won');
  return { entryId: entry.id, deadline: event.reservation_deadline };
}

/**
 * Inside the booking's transaction: the entry becomes winner_reservation_confirmed with its
 * reservation, on condition that it is still waiting, so a second booking of one win, or one
 * racing the deadline's release, rolls back.
 */
export async function confirmLotteryBooking(
  tx: Kysely<Database>,
  booking: LotteryBooking,
  reservationId: number,
  now: Date,
): Promise<void> {
  if (now >= booking.deadline) throw lotteryDeadlinePassed();
  const done = await tx
    .updateTable('lottery_entries')
    .set({ status: 'winner_reservation_confirmed', reservation_id: reservationId, updated_at: now })
    .where('id', '=', booking.entryId)
    .where('status', '=', 'winner_reservation_pending')
    .returning('id')
    .executeTakeFirst();
  if (!done) throw lotteryNotAvailable('This entry has no room waiting to be booked.');
}

/**
 * A winner cancelled the won reservation: the entry says so (winner_reservation_cancelled).
 * In the cancellation's transaction; the room itself goes back to sale like any cancelled room.
 */
export async function cancelLotteryBooking(
  tx: Kysely<Database>,
  reservationId: number,
  now: Date,
): Promise<void> {
  await tx
    .updateTable('lottery_entries')
    .set({ status: 'winner_reservation_cancelled', updated_at: now })
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'winner_reservation_confirmed')
    .execute();
}

/**
 * A winner's booking released unpaid (its card payment never finished, e.g. 3-D Secure
 * abandoned): before the deadline, and while the event's held rooms are not yet released, the
 * win opens again (pending, no reservation) and its room stays held for another try; returns
 * true then. Otherwise the entry says its reservation was cancelled, as a cancellation would.
 * In the release's transaction, under the event's row lock (the deadline's release takes it too).
 */
export async function reopenLotteryWin(
  tx: Kysely<Database>,
  reservationId: number,
  now: Date,
): Promise<boolean> {
  const entry = await tx
    .selectFrom('lottery_entries')
    .select(['id', 'event_id'])
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'winner_reservation_confirmed')
    .executeTakeFirst();
  if (!entry) return false;
  const event = await tx
    .selectFrom('lottery_events')
    .select(['reservation_deadline', 'released_at'])
    .where('id', '=', entry.event_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (event.released_at || now >= event.reservation_deadline) {
    await cancelLotteryBooking(tx, reservationId, now);
    return false;
  }
  await tx
    .updateTable('lottery_entries')
    .set({ status: 'winner_reservation_pending', reservation_id: null, updated_at: now })
    .where('id', '=', entry.id)
    .execute();
  return true;
}
