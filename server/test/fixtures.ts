import type { CreateReservation } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';

/** Answers Tokyo requires (people per room and check-in time). */
export const TOKYO_ANSWERS: NonNullable<CreateReservation['answers']> = [
  { question_id: 'q-people', men_count: 1, women_count: 1 },
  { question_id: 'q-checkin', checkin_time: '16:00' },
];

/** A valid Tokyo booking: Standard Double, room only, pay at the hotel. */
export function tokyoBooking(
  checkin: string,
  nights = 1,
  overrides: Partial<CreateReservation> = {},
): CreateReservation {
  return {
    hotel_code: 'sakuratokyo',
    checkin_date: checkin,
    checkout_date: addDays(checkin, nights),
    rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-room-only', adults: 2 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', phone: '+819012345678' },
    email: 'hanako@example.com',
    payment_type: 'on_site',
    answers: TOKYO_ANSWERS,
    ...overrides,
  };
}
