import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createApp } from '../app.ts';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { silentLogger } from '../http/logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { describeOnDatabases } from '../test/harness.ts';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from '../test/postgres.ts';

// The widget's startup settings are answered from what the process keeps (routes/hotels.ts)
// until a change to what they read is committed: these tests write, then ask at once, no wait.

const BASE = '/api/v1/hotels/sakura-tokyo/settings';

interface WidgetSettings {
  hotel_name: string;
  hotel_brand: { name: string };
  facility_shell: unknown;
  mcp_payment_gateway_setting: { currencies: string[] } | null;
}
interface SignInButton {
  is_active: boolean;
  sign_up_active: boolean;
  external_providers: string[];
}

async function ask<T>(app: App, which: 'booking_widget' | 'sign_in_button'): Promise<T> {
  const res = await app.request(`${BASE}/${which}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const widget = (app: App) => ask<WidgetSettings>(app, 'booking_widget');
const button = (app: App) => ask<SignInButton>(app, 'sign_in_button');

/** A write that announces nothing (the table's triggers off while it runs). */
async function unannounced(
  db: Kysely<Database>,
  table: string,
  write: () => Promise<unknown>,
): Promise<void> {
  await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(db);
  try {
    await write();
  } finally {
    await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(db);
  }
}

const hotel = (db: Kysely<Database>) => db.updateTable('hotels').where('code', '=', 'sakura-tokyo');
/** The brand of sakura-tokyo. */
const brand = (db: Kysely<Database>) =>
  db
    .updateTable('brands')
    .where('id', '=', (eb) =>
      eb.selectFrom('hotels').select('brand_id').where('code', '=', 'sakura-tokyo'),
    );
const brandName = async (db: Kysely<Database>): Promise<string> =>
  (
    await db
      .selectFrom('brands')
      .innerJoin('hotels', 'hotels.brand_id', 'brands.id')
      .select('brands.name')
      .where('hotels.code', '=', 'sakura-tokyo')
      .executeTakeFirstOrThrow()
  ).name;
/** Sets a flag of the brand's settings (JSON). */
const brandFlag = (db: Kysely<Database>, flag: string, on: boolean) =>
  brand(db)
    .set({ settings: sql`jsonb_set(settings, ${`{${flag}}`}, ${on ? 'true' : 'false'}::jsonb)` })
    .execute();
/** Switches an external sign-in of the brand on or off. */
const provider = (db: Kysely<Database>, name: 'line' | 'open_id', enabled: boolean) =>
  db
    .updateTable('brand_identity_providers')
    .set({ enabled })
    .where('provider', '=', name)
    .execute();

describeOnDatabases('startup settings kept between changes', (get) => {
  it('keeps the answers until a change is announced (a silent write goes unseen)', async () => {
    const { app, handle } = get();
    const { db } = handle;
    const name = (await widget(app)).hotel_name;
    expect((await button(app)).external_providers).toEqual(['line', 'open_id']);
    try {
      await unannounced(db, 'hotels', () => hotel(db).set({ name: 'Silent rename' }).execute());
      await unannounced(db, 'brand_identity_providers', () => provider(db, 'line', false));
      expect((await widget(app)).hotel_name).toBe(name);
      expect((await button(app)).external_providers).toEqual(['line', 'open_id']);
      // A booking-sized stock change does not drop them; an announced write does.
      await sql`UPDATE inventory SET remaining = remaining WHERE date = (SELECT min(date) FROM inventory)`.execute(
        db,
      );
      expect((await widget(app)).hotel_name).toBe(name);
      await hotel(db).set({ name: 'Silent rename' }).execute();
      expect((await widget(app)).hotel_name).toBe('Silent rename');
      await provider(db, 'line', false);
      expect((await button(app)).external_providers).toEqual(['open_id']);
    } finally {
      await hotel(db).set({ name }).execute();
      await provider(db, 'line', true);
    }
    expect((await widget(app)).hotel_name).toBe(name);
    expect((await button(app)).external_providers).toEqual(['line', 'open_id']);
  });

  // Each test warms both answers, then changes one table they read.
  const warm = async (app: App) => ({ widget: await widget(app), button: await button(app) });

  it('shows a change to the hotel in the next request', async () => {
    const { app, handle } = get();
    const { db } = handle;
    const before = await warm(app);
    const facility = (on: boolean) =>
      hotel(db)
        .set({
          settings: sql`jsonb_set(settings, '{facility_sign_in_enabled}', ${on ? 'true' : 'false'}::jsonb)`,
        })
        .execute();
    try {
      await facility(false);
      expect((await button(app)).is_active).toBe(false);
      await hotel(db).set({ name: 'Renamed hotel' }).execute();
      expect((await widget(app)).hotel_name).toBe('Renamed hotel');
    } finally {
      await facility(true);
      await hotel(db).set({ name: before.widget.hotel_name }).execute();
    }
    expect(await warm(app)).toEqual(before);
  });

  it('shows a change to the brand in the next request', async () => {
    const { app, handle } = get();
    const { db } = handle;
    const before = await warm(app);
    try {
      await brand(db).set({ name: 'Renamed brand' }).execute();
      expect((await widget(app)).hotel_brand.name).toBe('Renamed brand');
      await brandFlag(db, 'sign_up_active', false);
      expect((await button(app)).sign_up_active).toBe(false);
    } finally {
      await brand(db).set({ name: before.widget.hotel_brand.name }).execute();
      await brandFlag(db, 'sign_up_active', true);
    }
    expect(await warm(app)).toEqual(before);
  });

  it("shows an insert, update or delete of the brand's external sign-ins in the next request", async () => {
    const { app, handle } = get();
    const { db } = handle;
    const before = await warm(app);
    const line = await db
      .selectFrom('brand_identity_providers')
      .selectAll()
      .where('provider', '=', 'line')
      .executeTakeFirstOrThrow();
    try {
      await provider(db, 'open_id', false);
      expect((await button(app)).external_providers).toEqual(['line']);
      await db.deleteFrom('brand_identity_providers').where('provider', '=', 'line').execute();
      expect((await button(app)).external_providers).toEqual([]);
      await db.insertInto('brand_identity_providers').values(line).execute();
      expect((await button(app)).external_providers).toEqual(['line']);
    } finally {
      await provider(db, 'open_id', true);
    }
    expect(await warm(app)).toEqual(before);
  });

  it("shows a change to the rates from the hotel's currency in the next request", async () => {
    const { app, handle } = get();
    const { db } = handle;
    const before = await warm(app);
    // The currencies multi-currency offers (the hotel prices in JPY).
    const currencies = before.widget.mcp_payment_gateway_setting?.currencies ?? [];
    expect(currencies).toContain('USD');
    const usd = await db
      .selectFrom('exchange_rates')
      .selectAll()
      .where('base_currency', '=', 'JPY')
      .where('quote_currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    try {
      await db
        .deleteFrom('exchange_rates')
        .where('base_currency', '=', 'JPY')
        .where('quote_currency', '=', 'USD')
        .execute();
      expect((await widget(app)).mcp_payment_gateway_setting?.currencies).toEqual(
        currencies.filter((c) => c !== 'USD'),
      );
    } finally {
      await db
        .insertInto('exchange_rates')
        .values({ ...usd, rate: String(usd.rate) })
        .execute();
    }
    expect(await warm(app)).toEqual(before);
  });

  it('keeps nothing for an unknown hotel, and asks a deployment rates feed every time', async () => {
    const { app, appWith } = get();
    const res = await app.request('/api/v1/hotels/no-such-hotel/settings/booking_widget');
    expect(res.status).toBe(404);
    let currencies = ['EUR'];
    const own = appWith({
      exchangeRates: { rate: async () => null, currencies: async () => currencies },
    });
    expect((await widget(own)).mcp_payment_gateway_setting?.currencies).toEqual(['EUR']);
    currencies = ['EUR', 'GBP'];
    expect((await widget(own)).mcp_payment_gateway_setting?.currencies).toEqual(['EUR', 'GBP']);
  });
});

// Two server processes on one PostgreSQL database: each its own pool and change feed.
const PG = process.env.SKIP_PG === '1' ? false : await postgresAvailable();

describe.skipIf(!PG)('startup settings kept between changes, two processes [postgres]', () => {
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

  it("sees the other process's writes in its very next request", async () => {
    const { a, b, db } = ready();
    const name = await brandName(db);
    for (const app of [a, b]) {
      expect((await widget(app)).hotel_brand.name).toBe(name);
      expect((await button(app)).external_providers).toEqual(['line', 'open_id']);
    }
    for (const n of [1, 2, 3]) {
      await brand(db)
        .set({ name: `Brand ${n}` })
        .execute();
      expect((await widget(a)).hotel_brand.name).toBe(`Brand ${n}`);
      expect((await widget(b)).hotel_brand.name).toBe(`Brand ${n}`);
    }
    await provider(db, 'line', false);
    expect((await button(a)).external_providers).toEqual(['open_id']);
    await provider(db, 'line', true);
    expect((await button(a)).external_providers).toEqual(['line', 'open_id']);
    await brand(db).set({ name }).execute();
  });

  it('reads the database while its listening connection is lost, and keeps answers again after', async () => {
    const { a, db, own } = ready();
    expect((await button(a)).external_providers).toEqual(['line', 'open_id']);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query IN ('LISTEN search_changes', 'SELECT 1')`.execute(
      db,
    );
    // Whether the loss was noticed yet or not, the write is seen.
    await provider(db, 'line', false);
    expect((await button(a)).external_providers).toEqual(['open_id']);
    // Listening again after the first retry delay (0.1 s): answers are kept once more.
    await new Promise((r) => setTimeout(r, 300));
    expect((await button(a)).external_providers).toEqual(['open_id']);
    await unannounced(own, 'brand_identity_providers', () => provider(db, 'line', true));
    expect((await button(a)).external_providers).toEqual(['open_id']);
    await provider(db, 'open_id', true);
    expect((await button(a)).external_providers).toEqual(['line', 'open_id']);
  });
});
