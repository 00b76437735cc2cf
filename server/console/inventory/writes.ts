import { type Kysely, sql } from 'kysely';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { NightRestriction } from '../../../src/rules/inventory/restrictions.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';

/**
 * The calendar's writes, each one statement over many nights (a JSON array unpacked by
 * `jsonb_to_recordset`), so a bulk change of 365 nights × 20 rows is a handful of statements.
 */

export interface RateRow {
  plan_id: number;
  date: string;
  adults: (number | null)[];
  children: Record<string, number>;
}

export type RestrictionRow = { plan_id: number; date: string } & NightRestriction;

export interface StockRow {
  room_type_id: number;
  date: string;
  total: number;
}

export interface ClosedRow {
  room_type_id: number;
  date: string;
  closed: boolean;
}

export const RESTRICTION_FIELDS = [
  'stop_sell',
  'closed_to_arrival',
  'closed_to_departure',
  'min_stay_through',
  'max_stay_through',
  'min_stay_arrival',
  'max_stay_arrival',
] as const satisfies readonly (keyof NightRestriction)[];
export type RestrictionField = (typeof RESTRICTION_FIELDS)[number];

const json = (rows: readonly object[]) => JSON.stringify(rows);

/** Upserts plans' own rates. */
export async function writeRates(db: Kysely<Database>, rows: readonly RateRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    INSERT INTO plan_rates (plan_id, date, adults, children)
    SELECT x.plan_id, x.date, x.adults, x.children
    FROM jsonb_to_recordset(${json(rows)}::jsonb)
      AS x(plan_id integer, date date, adults jsonb, children jsonb)
    ON CONFLICT (plan_id, date) DO UPDATE SET adults = EXCLUDED.adults, children = EXCLUDED.children
  `.execute(db);
}

/** Removes the plans' own rates and restrictions of `from` ≤ date ≤ `to` (all or some dates). */
export async function deleteNights(
  db: Kysely<Database>,
  table: 'plan_rates' | 'plan_restrictions',
  planIds: readonly number[],
  dates: readonly string[],
): Promise<void> {
  if (planIds.length === 0 || dates.length === 0) return;
  await sql`
    DELETE FROM ${sql.table(table)}
    WHERE plan_id IN (${sql.join([...planIds])})
      AND date IN (SELECT d::date FROM jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb) AS d)
  `.execute(db);
}

/**
 * Upserts restrictions: a new night takes the row as given; an existing one changes only the
 * `fields` (a bulk change sets some fields and leaves the others as they were).
 */
export async function writeRestrictions(
  db: Kysely<Database>,
  rows: readonly RestrictionRow[],
  fields: readonly RestrictionField[] = RESTRICTION_FIELDS,
): Promise<void> {
  if (rows.length === 0 || fields.length === 0) return;
  const update = sql.join(fields.map((f) => sql`${sql.ref(f)} = EXCLUDED.${sql.ref(f)}`));
  await sql`
    INSERT INTO plan_restrictions (plan_id, date, stop_sell, closed_to_arrival, closed_to_departure,
      min_stay_through, max_stay_through, min_stay_arrival, max_stay_arrival)
    SELECT x.plan_id, x.date, x.stop_sell, x.closed_to_arrival, x.closed_to_departure,
      x.min_stay_through, x.max_stay_through, x.min_stay_arrival, x.max_stay_arrival
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(plan_id integer, date date,
      stop_sell boolean, closed_to_arrival boolean, closed_to_departure boolean,
      min_stay_through integer, max_stay_through integer, min_stay_arrival integer,
      max_stay_arrival integer)
    ON CONFLICT (plan_id, date) DO UPDATE SET ${update}
  `.execute(db);
}

/**
 * Sets rooms to sell, never below the rooms booked: a night's `remaining` becomes the new total
 * minus its rooms booked, and only where they fit. The row lock makes a booking's decrement and
 * this wait for each other, and each sees the other's result (READ COMMITTED re-reads the row),
 * so no interleaving oversells. A night without a row gets one (no room-type rate: plan rates
 * price it). Throws 9479 (409) naming the first night where the rooms booked do not fit.
 */
export async function writeStock(db: Kysely<Database>, rows: readonly StockRow[]): Promise<void> {
  if (rows.length === 0) return;
  const written = await sql<{ date: string }>`
    INSERT INTO inventory (room_type_id, date, total, remaining, price_per_adult, closed)
    SELECT x.room_type_id, x.date, x.total, x.total, NULL, false
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(room_type_id integer, date date, total integer)
    ON CONFLICT (room_type_id, date) DO UPDATE
      SET total = EXCLUDED.total,
          remaining = EXCLUDED.total - (inventory.total - inventory.remaining)
      WHERE inventory.total - inventory.remaining <= EXCLUDED.total
    RETURNING date
  `.execute(db);
  if (written.rows.length === rows.length) return;
  const over = await sql<{ date: string; booked: number }>`
    SELECT i.date, (i.total - i.remaining) AS booked
    FROM inventory i
    JOIN jsonb_to_recordset(${json(rows)}::jsonb) AS x(room_type_id integer, date date, total integer)
      ON x.room_type_id = i.room_type_id AND x.date = i.date
    WHERE i.total - i.remaining > x.total
    ORDER BY i.date LIMIT 1
  `.execute(db);
  const first = over.rows[0];
  throw new DomainError(
    ErrorCode.roomsBelowBooked,
    409,
    first
      ? `${first.booked} rooms are booked on ${first.date}: rooms to sell cannot be fewer.`
      : 'Rooms to sell cannot be fewer than the rooms booked.',
    'set.rooms_to_sell',
    first ? { date: first.date, booked: Number(first.booked) } : {},
  );
}

/** Opens or closes room types' existing nights. */
export async function writeClosed(db: Kysely<Database>, rows: readonly ClosedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    UPDATE inventory i SET closed = x.closed
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(room_type_id integer, date date, closed boolean)
    WHERE i.room_type_id = x.room_type_id AND i.date = x.date AND i.closed <> x.closed
  `.execute(db);
}
