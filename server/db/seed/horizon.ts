import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Days of rates and stock kept loaded ahead of today. */
export const HORIZON_DAYS = 365;

/**
 * Makes sure every room type has a rate and stock row for each of the next 365 days. The seed
 * calls it once; the server calls it on every start so the demo never runs out of dates.
 * Existing rows (and their bookings) are never touched, and a hotel made in the hotel console
 * (`settings.created_in_console`) is never topped up: its rates and stock are its staff's.
 *
 * The pattern is keyed on the absolute date so it does not move from day to day: weekends
 * (Fri/Sat nights) cost 30% more, summer and New Year 20% more, some nights are nearly full and
 * a few sold out, giving the calendar's branches something to show.
 */
export async function extendHorizon(
  db: Kysely<Database>,
  today: string,
  /** Only these room types (the agency catalogue seeds a few at a time); default all. */
  roomTypeIds?: readonly number[],
): Promise<void> {
  if (roomTypeIds?.length === 0) return;
  // Rows are only ever added as a run from today onward, so each room type starts after its
  // last loaded night (one index probe each): a start with the 2,000-hotel agency catalogue
  // loaded does not re-check 1.7 million rows.
  await sql`
    INSERT INTO inventory (room_type_id, date, total, remaining, price_per_adult, closed)
    SELECT rt.id, d.day, rt.total_rooms,
      CASE
        WHEN (d.day - DATE '2000-01-01' + rt.id * 7) % 23 = 0 THEN 0
        WHEN (d.day - DATE '2000-01-01' + rt.id * 3) % 9 = 0 THEN LEAST(2, rt.total_rooms)
        ELSE rt.total_rooms
      END,
      rt.base_price
        * (CASE WHEN extract(isodow FROM d.day) IN (5, 6) THEN 130 ELSE 100 END)
        * (CASE WHEN extract(month FROM d.day) IN (7, 8) OR to_char(d.day, 'MM-DD') >= '12-28'
                  OR to_char(d.day, 'MM-DD') <= '01-03' THEN 120 ELSE 100 END)
        / 10000,
      false
    FROM room_types rt
    -- A hotel made in the hotel console (issue 38) keeps the rates and stock its staff give it.
    JOIN hotels h ON h.id = rt.hotel_id
      AND NOT coalesce((h.settings->>'created_in_console')::boolean, false)
    CROSS JOIN LATERAL (
      SELECT max(i.date) AS last FROM inventory i WHERE i.room_type_id = rt.id
    ) loaded
    CROSS JOIN LATERAL (
      SELECT (${today}::date + g)::date AS day
      FROM generate_series(
        GREATEST(0, COALESCE(loaded.last - ${today}::date + 1, 0)), ${HORIZON_DAYS - 1}
      ) AS g
    ) d
    ${roomTypeIds ? sql`WHERE rt.id IN (${sql.join([...roomTypeIds])})` : sql``}
    ON CONFLICT (room_type_id, date) DO NOTHING
  `.execute(db);
}
