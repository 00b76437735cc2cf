import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type {
  DeskList,
  DeskQuery,
  DeskRow,
} from '../../../src/api/contract/console/reservations.ts';
import type { Database } from '../../db/schema.ts';
import type { Hotel } from '../../services/hotels.ts';
import { hotelToday } from '../../services/hotels.ts';
import { sourceSql } from './source.ts';

/** `%text%` for LIKE with the user's `%`, `_` and `\` taken literally. */
export function likeAny(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORTS = {
  checkin: sql`r.checkin_date`,
  created: sql`r.created_at`,
  total: sql`r.total_price`,
  name: sql`lower(r.guest ->> 'last_name' || ' ' || (r.guest ->> 'first_name'))`,
} as const;

/**
 * The conditions of the desk's filters over `reservations r` of one hotel. Kept as SQL so the
 * list, its count and the CSV export read exactly the same reservations.
 */
export function deskConditions(
  hotel: Pick<Hotel, 'id' | 'time_zone'>,
  query: Omit<DeskQuery, 'sort' | 'page' | 'per_page'>,
  today: string,
): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [sql<SqlBool>`r.hotel_id = ${hotel.id}`];
  const add = (condition: Expression<SqlBool>) => where.push(condition);
  const q = query.q?.trim();
  if (q) {
    // One text per booking (migration 040's trigram index): "Yamada Hanako" and "hanako yamada"
    // both match, as do any three characters of the number, the address or the phone's digits.
    const digits = q.replace(/[^0-9]/g, '');
    const parts = [q.toLowerCase(), ...(digits.length >= 4 && digits !== q ? [digits] : [])];
    add(
      sql<SqlBool>`(${sql.join(
        parts.map((part) => sql`r.desk_search LIKE ${likeAny(part)}`),
        sql` OR `,
      )})`,
    );
  }
  if (query.status) add(sql<SqlBool>`r.status = ${query.status}`);
  if (query.stay_from) add(sql<SqlBool>`r.checkout_date > ${query.stay_from}`);
  if (query.stay_to) add(sql<SqlBool>`r.checkin_date <= ${query.stay_to}`);
  const bookedDay = sql`(r.created_at AT TIME ZONE ${hotel.time_zone})::date`;
  if (query.booked_from) add(sql<SqlBool>`${bookedDay} >= ${query.booked_from}`);
  if (query.booked_to) add(sql<SqlBool>`${bookedDay} <= ${query.booked_to}`);
  if (query.plan)
    add(sql<SqlBool>`r.rooms @> ${JSON.stringify([{ room_plan_code: query.plan }])}::jsonb`);
  if (query.room_type)
    add(sql<SqlBool>`r.rooms @> ${JSON.stringify([{ room_type_code: query.room_type }])}::jsonb`);
  if (query.source) add(sql<SqlBool>`${sourceSql} = ${query.source}`);
  if (query.member === 'yes') add(sql<SqlBool>`r.member_id IS NOT NULL`);
  if (query.member === 'no') add(sql<SqlBool>`r.member_id IS NULL`);
  if (query.organization !== undefined)
    add(sql<SqlBool>`r.organization_id = ${query.organization}`);
  if (query.today) {
    add(sql<SqlBool>`r.status <> 'cancelled'`);
    if (query.today === 'arrivals') add(sql<SqlBool>`r.checkin_date = ${today}`);
    if (query.today === 'departures') add(sql<SqlBool>`r.checkout_date = ${today}`);
    if (query.today === 'in_house')
      add(sql<SqlBool>`r.checkin_date <= ${today} AND r.checkout_date > ${today}`);
  }
  return where;
}

interface ListRow {
  number: string;
  status: DeskRow['status'];
  email: string;
  guest: { first_name: string; last_name: string; phone?: string };
  rooms: { room_type_code: string; room_plan_code: string }[];
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  source: DeskRow['source'];
  member_id: number | null;
  organization_id: number | null;
  created_at: Date;
  updated_at: Date;
  total: string | number;
}

/** A page of the hotel's reservations, filtered and sorted as asked, with the total count. */
export async function listDesk(
  db: Kysely<Database>,
  hotel: Hotel,
  query: DeskQuery,
  now: Date,
): Promise<DeskList> {
  const today = hotelToday(hotel, now);
  const where = deskConditions(hotel, query, today);
  const descending = query.sort.startsWith('-');
  const column = SORTS[query.sort.replace('-', '') as keyof typeof SORTS];
  const offset = (query.page - 1) * query.per_page;
  const { rows } = await sql<ListRow>`
    SELECT r.number, r.status, r.email, r.guest, r.rooms, r.checkin_date, r.checkout_date,
      r.total_price, ${sourceSql} AS source, r.member_id, r.organization_id, r.created_at,
      r.updated_at, count(*) OVER () AS total
    FROM reservations r
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${column} ${descending ? sql`DESC` : sql`ASC`}, r.id ${descending ? sql`DESC` : sql`ASC`}
    LIMIT ${query.per_page} OFFSET ${offset}`.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the count still says how many there are.
    const counted = await sql<{ total: string | number }>`
      SELECT count(*) AS total FROM reservations r WHERE ${sql.join(where, sql` AND `)}`.execute(
      db,
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    data: rows.map((r) => toDeskRow(r, hotel.currency)),
    meta: { total, page: query.page, per_page: query.per_page, hotel_today: today },
  };
}

const dateText = (value: string | Date): string =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 10);

function toDeskRow(r: ListRow, currency: string): DeskRow {
  return {
    reservation_number: r.number,
    status: r.status,
    guest_name: `${r.guest.first_name} ${r.guest.last_name}`.trim(),
    email: r.email,
    phone: r.guest.phone ?? null,
    checkin_date: dateText(r.checkin_date),
    checkout_date: dateText(r.checkout_date),
    rooms: r.rooms.length,
    room_types: [...new Set(r.rooms.map((room) => room.room_type_code))],
    plans: [...new Set(r.rooms.map((room) => room.room_plan_code))],
    total_price: r.total_price,
    currency,
    source: r.source,
    member: r.member_id !== null,
    organization_id: r.organization_id,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}
