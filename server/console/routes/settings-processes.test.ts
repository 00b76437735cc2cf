import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsAnswerSchema } from '../../../src/api/contract/console/settings.ts';
import { BookingWidgetSettingsSchema } from '../../../src/api/contract/index.ts';
import { type App, createApp } from '../../app.ts';
import { type DbHandle, openDatabase } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { silentLogger } from '../../http/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
import {
  createPgTestDatabase,
  type PgTestDatabase,
  postgresAvailable,
} from '../../test/postgres.ts';
import { sessionHeaders } from '../../test/staff.ts';
import { createStaffSession, DEFAULT_SESSION_POLICY } from '../auth/sessions.ts';

// Two server processes on one PostgreSQL database, each with its own pool and change feed: a
// save through one is what the other answers in its very next request.
const PG = process.env.SKIP_PG === '1' ? false : await postgresAvailable();

const WIDGET = '/api/v1/hotels/sakura-kyoto/settings/booking_widget';
const SETTINGS = '/api/v1/console/hotels/sakura-kyoto/settings';

describe.skipIf(!PG)('console settings across two processes [postgres]', () => {
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

  const request = async (app: App, method: string, path: string, body?: unknown, headers = {}) => {
    const res = await app.request(path, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.text()) || null };
  };
  const colour = async (app: App, headers: Record<string, string> = {}) => {
    const res = await request(app, 'GET', WIDGET, undefined, headers);
    return v.parse(BookingWidgetSettingsSchema, JSON.parse(res.body ?? '')).data.button_colour;
  };
  /** A manager of the demo brand signed in: their session's headers. */
  const manager = async (db: Kysely<Database>) => {
    const brand = await db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'sakura')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const staff = await db
      .insertInto('staff')
      .values({
        brand_id: brand.id,
        email: 'manager@processes.test',
        role: 'manager',
        password_hash: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createStaffSession(db, {
      staffId: staff.id,
      now,
      policy: DEFAULT_SESSION_POLICY,
      secondFactor: false,
    });
    return sessionHeaders(session.secret);
  };

  it('answers a save and a draft made through the other process in its next request', async () => {
    const [a, b] = apps;
    if (!a || !b || !database) throw new Error('not ready');
    const headers = await manager(database.handle.db);
    const answer = await request(a, 'GET', SETTINGS, undefined, headers);
    const { saved } = v.parse(SettingsAnswerSchema, JSON.parse(answer.body ?? '')).data;
    const original = saved.appearance.button_colour;
    // Both processes keep the answer now.
    expect(await colour(a)).toBe(original);
    expect(await colour(b)).toBe(original);
    for (const next of ['#101010', '#202020', original]) {
      const body = { ...saved, appearance: { ...saved.appearance, button_colour: next } };
      expect((await request(a, 'PUT', SETTINGS, body, headers)).status).toBe(200);
      expect(await colour(b)).toBe(next);
      expect(await colour(a)).toBe(next);
    }
    // A draft written through one process is previewed through the other, to its session only.
    const draft = { ...saved, appearance: { ...saved.appearance, button_colour: '#303030' } };
    expect((await request(a, 'PUT', `${SETTINGS}/draft`, draft, headers)).status).toBe(204);
    expect(await colour(b, { Cookie: headers.Cookie ?? '' })).toBe('#303030');
    expect(await colour(b)).toBe(original);
  });
});
