import * as v from 'valibot';

/**
 * Lottery entry statuses (product.md §4). Apart from `lottery.ts` because a reservation read
 * carries its entry's status too, and `lottery.ts` itself builds on `reservation.ts`.
 */
export const LOTTERY_ENTRY_STATUSES = [
  'registered',
  'not_winner',
  'winner_reservation_pending',
  'winner_reservation_pending_declined',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'registration_cancelled',
] as const;
export const LotteryEntryStatusSchema = v.picklist(LOTTERY_ENTRY_STATUSES);
export type LotteryEntryStatus = v.InferOutput<typeof LotteryEntryStatusSchema>;

/**
 * A reservation's `lottery_result` (product.md §3 "Reservation with lottery_result (entry_number,
 * status)"): the winning entry the booking was made for; null for any other booking.
 */
export const ReservationLotteryResultSchema = v.object({
  entry_number: v.string(),
  status: LotteryEntryStatusSchema,
});
export type ReservationLotteryResult = v.InferOutput<typeof ReservationLotteryResultSchema>;
