import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomResult, RoomSearchResponseSchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { type App, createApp } from '../app.ts';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { silentLogger } from '../http/logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases } from '../test/harness.ts';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from '../test/postgres.ts';
import { testToday } from '../test/snapshot.ts';

// Searches are answered from what the process keeps (services/search/kept.ts) until a change to
// the hotel's stock or catalogue is committed: these tests write, then search at once, no wait.

/** The standard double's result in a one-night search for two (undefined: not offered). */
async function standard(app: App, checkin: string): Promise<RoomResult | undefined> {
  const query = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' };
  const res = await app.request(`/api/v1/rooms?${new URLSearchParams(query)}`);
  const body: unknown = await res.json();
  return data(
    { status: res.status, headers: res.headers, body },
    RoomSearchResponseSchema,
  ).data.rooms.find((r) => r.room_type_code === 'standard-double');
}

const left = async (app: App, checkin: string): Promise<number> =>
  (await standard(app, checkin))?.room_count ?? 0;

/** Books one standard double for the night of `checkin` through the API; the status. */
async function book(app: App, checkin: string): Promise<number> {
  const res = await app.request('/api/v1/reservations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(tokyoBooking(checkin)),
  });
  return res.status;
}

/** Changes the standard double's night of `checkin`. */
const setNight = (db: Kysely<Database>, checkin: string, set: RawBuilder<unknown>) =>
  sql`UPDATE inventory i SET ${set} FROM room_types t
    WHERE t.id = i.room_type_id AND t.code = 'standard-double' AND i.date = ${checkin}`.execute(db);

/** A write that announces nothing (migration 026's triggers off while it runs). */
async function unannounced(db: Kysely<Database>, write: () => Promise<unknown>): Promise<void> {
  await sql`ALTER TABLE inventory DISABLE TRIGGER USER`.execute(db);
  try {
    await write();
  } finally {
    await sql`ALTER TABLE inventory ENABLE TRIGGER USER`.execute(db);
  }
}

/** A night of the standard double from `offset` days on with every one of its 20 rooms free. */
async function freeNight(db: Kysely<Database>, offset: number): Promise<string> {
  const found = await sql<{ date: string }>`
    SELECT i.date FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    WHERE t.code = 'standard-double' AND i.date >= ${addDays(testToday(), offset)}
      AND i.remaining = i.total AND NOT i.closed
    ORDER BY i.date LIMIT 1`.execute(db);
  const date = found.rows[0]?.date;
  if (!date) throw new Error('no free night');
  return date;
}

describeOnDatabases('room search answers kept between changes', (get) => {
  it('keeps an answer until a change is announced (a silent write goes unseen)', async () => {
    const { app, handle } = get();
    const checkin = await freeNight(handle.db, 60);
    const before = await left(app, checkin);
    expect(before).toBe(20);
    await unannounced(handle.db, () =>
      setNight(handle.db, checkin, sql`remaining = i.remaining - 1`),
    );
    expect(await left(app, checkin)).toBe(before);
    // Any announced write to the hotel's stock drops it.
    await setNight(handle.db, checkin, sql`remaining = i.remaining`);
    expect(await left(app, checkin)).toBe(before - 1);
  });

  it('shows a booking, a price or stock change and a catalogue change in the next search', async () => {
    const { app, handle } = get();
    const checkin = await freeNight(handle.db, 61);
    const roomOnly = async () =>
      (await standard(app, checkin))?.room_plans.find((p) => p.room_plan_code === 'std-room-only');
    const price = (await roomOnly())?.total_price ?? 0;
    expect(await left(app, checkin)).toBe(20);

    expect(await book(app, checkin)).toBe(201);
    expect(await left(app, checkin)).toBe(19);

    await setNight(handle.db, checkin, sql`price_per_adult = i.price_per_adult + 1000`);
    expect((await roomOnly())?.total_price).toBeGreaterThan(price);

    // The catalogue: a renamed plan, then an unpublished one (gone for anyone not in preview).
    const plan = () => handle.db.updateTable('plans').where('code', '=', 'std-room-only');
    const { name } = await handle.db
      .selectFrom('plans')
      .select('name')
      .where('code', '=', 'std-room-only')
      .executeTakeFirstOrThrow();
    try {
      await plan().set({ name: 'Room only (renamed)' }).execute();
      expect((await roomOnly())?.room_plan_name).toBe('Room only (renamed)');
      await plan().set({ published: false }).execute();
      expect(await roomOnly()).toBeUndefined();
    } finally {
      await plan().set({ published: true, name }).execute();
    }
    expect((await roomOnly())?.room_plan_name).toBe(name);

    await setNight(handle.db, checkin, sql`closed = true`);
    expect(await standard(app, checkin)).toBeUndefined();
  });
});

// Two server processes on one PostgreSQL database: each its own pool and change feed.
const PG = process.env.SKIP_PG === '1' ? false : await postgresAvailable();

describe.skipIf(!PG)('room search answers kept between changes, two processes [postgres]', () => {
  let database: PgTestDatabase | undefined;
  let second: DbHandle | undefined;
  const apps: App[] = [];

  beforeAll(async () => {
    database = await createPgTestDatabase();
    second = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    for (const handle of [database.handle, second])
      apps.push(
        createApp({
          db: handle.db,
          mailer: createMailer({ from: 'test@sakura.example' }),
          publicOrigin: 'https://book.test',
          widgetDir: '/nonexistent-widget-dir',
          logger: silentLogger,
          rateLimit: false,
        }),
      );
  });
  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  const ready = () => {
    const [a, b] = apps;
    if (!a || !b || !second || !database) throw new Error('not ready');
    return { a, b, db: second.db, own: database.handle.db };
  };

  it("sees the other process's booking and writes in its very next search", async () => {
    const { a, b, db } = ready();
    const checkin = await freeNight(db, 70);
    expect(await left(a, checkin)).toBe(20);
    expect(await book(b, checkin)).toBe(201);
    expect(await left(a, checkin)).toBe(19);
    for (let n = 18; n >= 15; n--) {
      await setNight(db, checkin, sql`remaining = i.remaining - 1`);
      expect(await left(a, checkin)).toBe(n);
    }
  });

  it('reads the database while its listening connection is lost, and keeps answers again after', async () => {
    const { a, db, own } = ready();
    const checkin = await freeNight(db, 71);
    expect(await left(a, checkin)).toBe(20);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query IN ('LISTEN search_changes', 'SELECT 1')`.execute(
      db,
    );
    // Whether the loss was noticed yet or not, the write is seen.
    await setNight(db, checkin, sql`remaining = i.remaining - 1`);
    expect(await left(a, checkin)).toBe(19);
    // Listening again after the first retry delay (0.1 s): answers are kept once more.
    await new Promise((r) => setTimeout(r, 300));
    expect(await left(a, checkin)).toBe(19);
    await unannounced(own, () => setNight(db, checkin, sql`remaining = i.remaining - 1`));
    expect(await left(a, checkin)).toBe(19);
    await setNight(db, checkin, sql`remaining = i.remaining`);
    expect(await left(a, checkin)).toBe(18);
  });
});
