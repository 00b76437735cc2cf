import { type Kysely, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import type { Database } from '../db/schema.ts';
import { describeOnDatabases } from '../test/harness.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { stayIndex } from './stay-index.ts';
import type { HotelPrice, PriceKey } from './stock-layout.ts';

const HOTELS = 40;

/**
 * The definition the index must agree with, in one statement (what the search ran per stay
 * before migration 027): each room type open with enough rooms on every night plus its cheapest
 * plan's supplement for that length of stay, summed over the nights; the hotel's cheapest room
 * type wins. Undated: the base rate plus the cheapest supplement.
 */
async function inSql(db: Kysely<Database>, key: PriceKey): Promise<Map<number, HotelPrice>> {
  const nights = key.stay?.nights ?? 1;
  const supplements = sql`
    SELECT room_type_id, min(adult_supplement) AS supplement FROM plans
    WHERE NOT members_only AND NOT is_day_use AND min_nights <= ${nights} AND max_nights >= ${nights}
    GROUP BY room_type_id`;
  const { rows } = await (key.stay
    ? sql<{ hotel_id: number; per_adult: number; rooms_left: number | null }>`
      SELECT t.hotel_id, min(t.per_adult) AS per_adult, max(t.rooms_left) AS rooms_left
      FROM (
        SELECT rt.hotel_id, sum(GREATEST(i.price_per_adult + s.supplement, 0)) AS per_adult,
          min(i.remaining) AS rooms_left
        FROM inventory i
        JOIN room_types rt ON rt.id = i.room_type_id
        JOIN (${supplements}) s ON s.room_type_id = rt.id
        WHERE i.date >= ${key.stay.checkin}::date
          AND i.date < ${key.stay.checkin}::date + ${key.stay.nights}::int
          AND NOT i.closed AND i.remaining >= ${key.rooms} AND rt.capacity >= ${key.perRoom}
        GROUP BY rt.hotel_id, rt.id
        HAVING count(*) = ${key.stay.nights}
      ) t
      GROUP BY t.hotel_id`
    : sql<{ hotel_id: number; per_adult: number; rooms_left: number | null }>`
      SELECT rt.hotel_id, min(GREATEST(rt.base_price + s.supplement, 0)) AS per_adult,
        NULL AS rooms_left
      FROM room_types rt JOIN (${supplements}) s ON s.room_type_id = rt.id
      WHERE rt.capacity >= ${key.perRoom}
      GROUP BY rt.hotel_id`
  ).execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.hotel_id),
      {
        perAdult: Number(r.per_adult),
        roomsLeft: r.rooms_left === null ? null : Number(r.rooms_left),
      },
    ]),
  );
}

const sorted = (prices: Map<number, HotelPrice>) => [...prices].sort(([a], [b]) => a - b);

describeOnDatabases('agency stay index', (get) => {
  beforeAll(async () => {
    await seedCatalogue(get().handle.db, get().today, HOTELS);
  }, 120_000);

  const keys = (today: string): PriceKey[] => [
    { stay: null, perRoom: 2, rooms: 1 },
    { stay: null, perRoom: 4, rooms: 1 },
    ...[1, 2, 5, 14].flatMap((nights) =>
      [1, 3].map((perRoom) => ({
        stay: { checkin: addDays(today, 3 + nights * 5), nights },
        perRoom,
        rooms: nights === 5 ? 3 : 1,
      })),
    ),
  ];

  it('prices every hotel as the statement over the inventory does', async () => {
    const { handle, today } = get();
    const prices = stayIndex(handle.db, () => new Date());
    for (const key of keys(today)) {
      const expected = await inSql(handle.db, key);
      expect(expected.size, JSON.stringify(key)).toBeGreaterThan(5);
      expect(sorted((await prices(key)).prices), JSON.stringify(key)).toEqual(sorted(expected));
    }
  });

  it('follows every write to stock, rates, plans and room types, in every process', async () => {
    const { handle, today } = get();
    const db = handle.db;
    const one = stayIndex(db, () => new Date());
    const two = stayIndex(db, () => new Date());
    const key: PriceKey = {
      stay: { checkin: addDays(today, 60), nights: 3 },
      perRoom: 2,
      rooms: 1,
    };
    const both = async () => {
      const expected = sorted(await inSql(db, key));
      expect(sorted((await one(key)).prices)).toEqual(expected);
      expect(sorted((await two(key)).prices)).toEqual(expected);
      return expected;
    };
    const before = await both();
    const generated = await sql<{ hotel_id: number }>`
      SELECT hotel_id FROM agency_hotels WHERE generated`.execute(db);
    const ids = new Set(generated.rows.map((r) => Number(r.hotel_id)));
    const [hotelId, cheapest] = before.find(([id]) => ids.has(id)) ?? [
      0,
      { perAdult: 0, roomsLeft: 0 },
    ];
    const nights = sql`date >= ${addDays(today, 60)}::date AND date < ${addDays(today, 63)}::date`;
    const types = sql`room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${hotelId})`;
    // A booking takes a room; rates change; one night closes, then the rows go.
    await sql`UPDATE inventory SET remaining = remaining - 1 WHERE ${types} AND ${nights} AND remaining > 0`.execute(
      db,
    );
    const mine = async () => (await both()).find(([id]) => id === hotelId)?.[1];
    expect((await mine())?.roomsLeft).toBe((cheapest.roomsLeft ?? 0) - 1);
    await sql`UPDATE inventory SET price_per_adult = price_per_adult + 700 WHERE ${types} AND ${nights}`.execute(
      db,
    );
    expect((await mine())?.perAdult).toBe(cheapest.perAdult + 2100);
    await sql`UPDATE inventory SET closed = true WHERE ${types} AND date = ${addDays(today, 61)}::date`.execute(
      db,
    );
    expect((await both()).map(([id]) => id)).not.toContain(hotelId);
    await sql`UPDATE inventory SET closed = false WHERE ${types} AND ${nights}`.execute(db);
    // Plans: a cheaper supplement for stays of three nights; then a members-only plan only.
    await sql`UPDATE plans SET adult_supplement = -500 WHERE room_type_id IN (
      SELECT id FROM room_types WHERE hotel_id = ${hotelId}) AND adult_supplement = 0`.execute(db);
    expect((await mine())?.perAdult).toBe(cheapest.perAdult + 2100 - 1500);
    await sql`UPDATE plans SET members_only = true WHERE room_type_id IN (
      SELECT id FROM room_types WHERE hotel_id = ${hotelId})`.execute(db);
    expect((await both()).map(([id]) => id)).not.toContain(hotelId);
    await sql`UPDATE plans SET members_only = false WHERE room_type_id IN (
      SELECT id FROM room_types WHERE hotel_id = ${hotelId})`.execute(db);
    await sql`DELETE FROM inventory WHERE ${types} AND date = ${addDays(today, 62)}::date`.execute(
      db,
    );
    expect((await both()).map(([id]) => id)).not.toContain(hotelId);
    // More hotels (the catalogue seeding in the background): new room types and their nights.
    await seedCatalogue(db, today, HOTELS + 5);
    expect((await both()).length).toBeGreaterThan(before.length);
  });
});
