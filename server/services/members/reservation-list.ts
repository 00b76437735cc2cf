import type { Kysely } from 'kysely';
import type { UserReservation } from '../../../src/api/contract/index.ts';
import { daysBetween, localTime } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';

export type ListStatus = 'upcoming' | 'completed' | 'cancelled' | 'lottery';

/** At most this many rows per page (doc 2 §9 paging). */
export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 10;

/**
 * The group a booking is listed under, by its hotel's today: cancelled; completed once its
 * check-out day has come; upcoming otherwise (a stay in progress included). Lottery entries
 * are not bookings of this server yet, so that group is empty.
 */
export function listGroup(
  row: { status: string; checkout_date: string },
  hotelToday: string,
): ListStatus {
  if (row.status === 'cancelled') return 'cancelled';
  return row.checkout_date <= hotelToday ? 'completed' : 'upcoming';
}

export interface ReservationPage {
  data: UserReservation[];
  page: number;
  total_pages: number;
  total_entries: number;
}

/**
 * A member's reservations of one group, paged: upcoming soonest first, the others latest first.
 * A member has tens of bookings, not thousands, so they are grouped in memory (each hotel has
 * its own time zone, hence its own today).
 */
export async function memberReservations(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
  options: { status: ListStatus; page: number; perPage: number },
): Promise<ReservationPage> {
  const rows = await db
    .selectFrom('reservations')
    .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
    .select([
      'reservations.number',
      'reservations.status',
      'reservations.checkin_date',
      'reservations.checkout_date',
      'reservations.rooms',
      'reservations.price',
      'reservations.total_price',
      'reservations.created_at',
      'hotels.code as hotel_code',
      'hotels.name as hotel_name',
      'hotels.time_zone',
    ])
    .where('reservations.member_id', '=', memberId)
    .execute();
  const todays = new Map<string, string>();
  const today = (zone: string) => {
    let t = todays.get(zone);
    if (t === undefined) {
      t = localTime(now, zone).date;
      todays.set(zone, t);
    }
    return t;
  };
  const group = rows.filter((r) => listGroup(r, today(r.time_zone)) === options.status);
  group.sort((a, b) =>
    options.status === 'upcoming'
      ? a.checkin_date.localeCompare(b.checkin_date) || a.number.localeCompare(b.number)
      : b.checkin_date.localeCompare(a.checkin_date) || b.number.localeCompare(a.number),
  );
  const start = (options.page - 1) * options.perPage;
  return {
    data: group.slice(start, start + options.perPage).map((r) => ({
      reservation_number: r.number,
      status: r.status,
      hotel_code: r.hotel_code,
      hotel_name: r.hotel_name,
      checkin_date: r.checkin_date,
      checkout_date: r.checkout_date,
      nights: daysBetween(r.checkin_date, r.checkout_date),
      room_count: r.rooms.length,
      room_names: r.rooms.map((room) => room.room_type_name),
      plan_names: r.rooms.map((room) => room.room_plan_name),
      total_price: r.total_price,
      currency: r.price.currency,
      created_at: r.created_at.toISOString(),
    })),
    page: options.page,
    total_pages: Math.max(1, Math.ceil(group.length / options.perPage)),
    total_entries: group.length,
  };
}
