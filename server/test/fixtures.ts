import type {
  CreateReservation,
  QuoteReservation,
  TotalPrice,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import type { McpConversion } from '../currency/convert.ts';

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

/** The quote body of a booking: the fields that decide its price. */
export function quoteOf(b: CreateReservation): QuoteReservation {
  const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = b;
  return { hotel_code, checkin_date, checkout_date, rooms, payment_type };
}

/** A one-room stay's totals in yen: 20,000 + 10 % tax + 200 accommodation tax. */
export const YEN_TOTAL: TotalPrice = {
  currency: 'JPY',
  room_price_without_tax: 20000,
  extra_price_without_tax: 0,
  total_extra_price: 0,
  coupon_discount_amount: 0,
  total_price_without_tax: 20000,
  tax: 2000,
  accommodation_tax: 200,
  total_price: 22200,
};

/** A yen-to-dollar conversion as a multi-currency booking carries it. */
export const USD_CONVERSION: McpConversion = {
  base_currency: 'JPY',
  currency: 'USD',
  rate: '0.0067',
  updated_at: '2030-01-01T00:00:00Z',
};
