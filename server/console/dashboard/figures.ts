import { type Kysely, sql } from 'kysely';
import type { HotelDashboard } from '../../../src/api/contract/console/dashboard.ts';
import type { ReservationSource } from '../../../src/api/contract/console/reservations.ts';
import { addDays } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import { type Hotel, hotelToday } from '../../services/hotels.ts';
import { sourceSql } from '../reservations/source.ts';

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);

/**
 * One hotel's dashboard for the `nights` nights from its today, and the same number of past
 * days of pickup (at most 90). Three aggregate queries, each over the hotel's index ranges.
 */
export async function hotelDashboard(
  db: Kysely<Database>,
  hotel: Hotel,
  nights: number,
  now: Date,
): Promise<HotelDashboard> {
  const today = hotelToday(hotel, now);
  const last = addDays(today, nights - 1);
  const since = addDays(today, -(nights - 1));
  const tz = hotel.time_zone;
  const [stays, pickup, sources] = await Promise.all([
    sql<{ date: string; available: number; sold: number; revenue: number }>`
      WITH days AS (
        SELECT d::date AS date FROM generate_series(${today}::date, ${last}::date, interval '1 day') d
      ),
      stock AS (
        SELECT i.date, sum(i.total)::int AS available
        FROM inventory i JOIN room_types t ON t.id = i.room_type_id
        WHERE t.hotel_id = ${hotel.id} AND i.date BETWEEN ${today} AND ${last} AND NOT i.closed
        GROUP BY i.date
      ),
      sold AS (
        -- Each stay overlapping the window, once, spread over its nights inside it.
        SELECT n::date AS date, sum(jsonb_array_length(r.rooms))::int AS sold,
          sum(r.total_price::numeric / (r.checkout_date - r.checkin_date)) AS revenue
        FROM reservations r,
          generate_series(greatest(r.checkin_date, ${today}::date),
            least(r.checkout_date - 1, ${last}::date), interval '1 day') n
        WHERE r.hotel_id = ${hotel.id} AND r.status = 'done'
          AND r.checkin_date <= ${last} AND r.checkout_date > ${today}
        GROUP BY 1
      )
      SELECT to_char(days.date, 'YYYY-MM-DD') AS date, coalesce(stock.available, 0) AS available,
        coalesce(sold.sold, 0) AS sold, coalesce(round(sold.revenue), 0)::int AS revenue
      FROM days LEFT JOIN stock ON stock.date = days.date LEFT JOIN sold ON sold.date = days.date
      ORDER BY days.date`.execute(db),
    sql<{ date: string; bookings: number; rooms: number; revenue: number; cancellations: number }>`
      WITH days AS (
        SELECT d::date AS date FROM generate_series(${since}::date, ${today}::date, interval '1 day') d
      ),
      made AS (
        SELECT (created_at AT TIME ZONE ${tz})::date AS date, count(*)::int AS bookings,
          sum(jsonb_array_length(rooms))::int AS rooms, sum(total_price)::int AS revenue
        FROM reservations
        WHERE hotel_id = ${hotel.id} AND status <> 'payment_pending'
          AND created_at >= (${since}::date - 1)::timestamp AT TIME ZONE ${tz}
        GROUP BY 1
      ),
      gone AS (
        SELECT (created_at AT TIME ZONE ${tz})::date AS date, count(*)::int AS cancellations
        FROM reservation_events
        WHERE hotel_id = ${hotel.id} AND kind = 'cancelled'
          AND created_at >= (${since}::date - 1)::timestamp AT TIME ZONE ${tz}
        GROUP BY 1
      )
      SELECT to_char(days.date, 'YYYY-MM-DD') AS date, coalesce(made.bookings, 0) AS bookings,
        coalesce(made.rooms, 0) AS rooms, coalesce(made.revenue, 0) AS revenue,
        coalesce(gone.cancellations, 0) AS cancellations
      FROM days LEFT JOIN made ON made.date = days.date LEFT JOIN gone ON gone.date = days.date
      ORDER BY days.date`.execute(db),
    sql<{ source: ReservationSource; bookings: number }>`
      SELECT ${sourceSql} AS source, count(*)::int AS bookings
      FROM reservations r
      WHERE r.hotel_id = ${hotel.id} AND r.status <> 'payment_pending'
        AND r.created_at >= (${since}::date)::timestamp AT TIME ZONE ${tz}
      GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db),
  ]);
  const night = stays.rows.map((n) => ({
    date: n.date,
    rooms_available: Number(n.available),
    rooms_sold: Number(n.sold),
    occupancy: ratio(Number(n.sold), Number(n.available)),
    revenue: Number(n.revenue),
    adr: Math.round(ratio(Number(n.revenue), Number(n.sold))),
  }));
  const days = pickup.rows.map((d) => ({
    date: d.date,
    bookings: Number(d.bookings),
    rooms: Number(d.rooms),
    revenue: Number(d.revenue),
    cancellations: Number(d.cancellations),
  }));
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const sold = sum(night, (n) => n.rooms_sold);
  const revenue = sum(night, (n) => n.revenue);
  const made = sum(sources.rows, (s) => Number(s.bookings));
  return {
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    currency: hotel.currency,
    today,
    nights: night,
    pickup: days,
    sources: sources.rows.map((s) => ({
      source: s.source,
      bookings: Number(s.bookings),
      share: ratio(Number(s.bookings), made),
    })),
    totals: {
      rooms_sold: sold,
      revenue,
      occupancy: ratio(
        sold,
        sum(night, (n) => n.rooms_available),
      ),
      adr: Math.round(ratio(revenue, sold)),
      bookings: sum(days, (d) => d.bookings),
      cancellations: sum(days, (d) => d.cancellations),
    },
  };
}
