import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuoteResponseSchema, type RoomPrice } from '../../../src/api/contract/index.ts';
import { addDays, stayNights } from '../../../src/rules/dates.ts';
import { createApp } from '../../app.ts';
import { priceRoom } from '../../domain/pricing.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createPgTestDatabase, postgresAvailable } from '../../test/postgres.ts';
import { testToday } from '../../test/snapshot.ts';
import { type DbHandle, openDatabase } from '../connect.ts';
import { migrateToLatest, migrations } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { seed } from '../seed/seed.ts';

/**
 * Proof that migration 035 keeps every existing price (issue 39): on a database migrated up to
 * 031 and seeded, a set of stays is priced as the server priced them before (the plan's
 * per-adult rate = the night's `price_per_adult` + the plan's `adult_supplement`, children at
 * their tier's share: `priceRoom` with per-adult nights); then 035 and 036 run and the quote
 * endpoint, now on the new model, must answer exactly the same room prices.
 */

const BEFORE_035 = Object.fromEntries(
  Object.entries(migrations).filter(([name]) => name < '035'),
) as Record<string, Migration>;

async function migrateBefore035(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => BEFORE_035 },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

interface Stay {
  hotel_code: string;
  checkin_date: string;
  checkout_date: string;
  room_type_code: string;
  room_plan_code: string;
  adults: number;
  kids_tiers: { code: string; count: number }[];
}

/** The stays to compare, each priced the pre-035 way from the pre-035 rows. */
async function pricedBefore(db: Kysely<Database>, today: string) {
  const hotels = await db.selectFrom('hotels').selectAll().execute();
  const out: { stay: Stay; price: RoomPrice }[] = [];
  for (const hotel of hotels) {
    const s = hotel.settings;
    const types = await db
      .selectFrom('room_types')
      .selectAll()
      .where('hotel_id', '=', hotel.id)
      .execute();
    const plans = await db
      .selectFrom('plans')
      .selectAll()
      .where('hotel_id', '=', hotel.id)
      .where('members_only', '=', false)
      .where('organization_id', 'is', null)
      .where('published', '=', true)
      .where('includes_flight', '=', false)
      .where('is_day_use', '=', false)
      .execute();
    for (const plan of plans) {
      const type = types.find((t) => t.id === plan.room_type_id);
      if (!type) continue;
      for (const offset of [12, 45, 150]) {
        for (const nights of [plan.min_nights, Math.min(plan.min_nights + 2, plan.max_nights)]) {
          const checkin = addDays(today, offset);
          const checkout = addDays(checkin, nights);
          const rows = await db
            .selectFrom('inventory')
            .selectAll()
            .where('room_type_id', '=', type.id)
            .where('date', '>=', checkin)
            .where('date', '<', checkout)
            .execute();
          if (rows.length !== nights || rows.some((r) => r.closed || r.remaining < 1)) continue;
          const tier = s.kids_type !== 'ages' && s.kids_accept ? s.kids_tiers[0] : undefined;
          const occupancies = [
            { adults: 1, kids_tiers: [] },
            { adults: Math.min(2, type.capacity), kids_tiers: [] },
            ...(tier && type.capacity >= 3 && s.max_guests_per_room >= 3
              ? [{ adults: 2, kids_tiers: [{ code: tier.code, count: 1 }] }]
              : []),
          ];
          for (const o of occupancies) {
            const price = priceRoom({
              nights: stayNights(checkin, checkout).map((date) => {
                const night = rows.find((r) => r.date === date);
                const perAdult = (night?.price_per_adult ?? 0) + plan.adult_supplement;
                return { date, price_per_adult: Math.max(perAdult, 0) };
              }),
              adults: o.adults,
              kids: o.kids_tiers,
              tiers: s.kids_tiers,
              taxes: s,
            });
            const stay = {
              hotel_code: hotel.code,
              checkin_date: checkin,
              checkout_date: checkout,
              room_type_code: type.code,
              room_plan_code: plan.code,
              ...o,
            };
            out.push({ stay, price });
          }
        }
      }
    }
  }
  return out;
}

async function quoteAfter(handle: DbHandle, stay: Stay): Promise<RoomPrice> {
  const app = createApp({
    db: handle.db,
    mailer: createMailer({ from: 'test@sakura.example' }),
    publicOrigin: 'https://book.test',
    widgetDir: '/nonexistent-widget-dir',
    logger: () => {},
    rateLimit: false,
  });
  const { room_type_code, room_plan_code, adults, kids_tiers, ...dates } = stay;
  const room = {
    room_type_code,
    room_plan_code,
    adults,
    ...(kids_tiers.length ? { kids_tiers } : {}),
  };
  const res = await app.request('/api/v1/reservations/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...dates, rooms: [room] }),
  });
  const body: unknown = await res.json();
  if (res.status !== 200)
    throw new Error(`${JSON.stringify(stay)}: ${res.status} ${JSON.stringify(body)}`);
  const room0 = v.parse(QuoteResponseSchema, body).data.rooms[0];
  if (!room0) throw new Error('no room in the quote');
  return room0.price;
}

async function provesSamePrices(handle: DbHandle): Promise<void> {
  const today = testToday();
  await migrateBefore035(handle.db);
  await seed(handle.db, today);
  const before = await pricedBefore(handle.db, today);
  await migrateToLatest(handle.db);
  expect(before.length).toBeGreaterThan(50);
  // Children priced too (the tier share of the per-adult rate).
  expect(before.some((b) => b.stay.kids_tiers.length > 0)).toBe(true);
  for (const { stay, price } of before) {
    expect({ stay, price: await quoteAfter(handle, stay) }).toEqual({ stay, price });
  }
}

const PG = process.env.SKIP_PG === '1' ? false : await postgresAvailable();

describe('migration 035 keeps every price', () => {
  it('on PGlite', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await provesSamePrices(handle);
    } finally {
      await handle.close();
    }
  });
  it.skipIf(!PG)('on PostgreSQL', { timeout: 120_000 }, async () => {
    // A throwaway database comes migrated and seeded: emptied first, then taken from 031.
    const pg = await createPgTestDatabase();
    try {
      await sql`DROP SCHEMA public CASCADE`.execute(pg.handle.db);
      await sql`CREATE SCHEMA public`.execute(pg.handle.db);
      await provesSamePrices(pg.handle);
    } finally {
      await pg.drop();
    }
  });
});
