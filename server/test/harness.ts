import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe } from 'vitest';
import { type ApiError, ErrorBodySchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { type App, type AppDeps, createApp } from '../app.ts';
import type { DbHandle } from '../db/connect.ts';
import type { LogLine } from '../http/logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createPgTestDatabase, postgresAvailable } from './postgres.ts';
import { openSnapshotDb, testToday } from './snapshot.ts';

export interface TestContext {
  handle: DbHandle;
  app: App;
  mailer: Mailer;
  logs: LogLine[];
  today: string;
  /** A new app on the same database with other dependencies (clock, limits, switches). */
  appWith(overrides: Partial<AppDeps>): App;
  /** JSON request helper; returns status, headers and parsed body. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    app?: App,
  ): Promise<TestResponse>;
  /** The first check-in ≥ today+offset where a room type has every room free for the stay. */
  freeDate(roomTypeCode: string, nights: number, offset: number): Promise<string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * The answer parsed with its contract schema: route tests thereby also prove the server speaks
 * the contract the widget will parse with.
 */
export function data<const S extends v.GenericSchema>(
  res: TestResponse,
  schema: S,
): v.InferOutput<S> {
  if (res.status >= 300)
    throw new Error(`expected success, got ${res.status}: ${JSON.stringify(res.body)}`);
  return v.parse(schema, res.body);
}

/** The first error of an error answer (spec shape checked). */
export function apiError(res: TestResponse): ApiError {
  const body = v.parse(ErrorBodySchema, res.body);
  const first = body.errors[0];
  if (!first) throw new Error('empty errors array');
  return first;
}

function build(handle: DbHandle): TestContext {
  const logs: LogLine[] = [];
  const mailer = createMailer({ from: 'test@sakura.example' });
  const base: AppDeps = {
    db: handle.db,
    mailer,
    publicOrigin: 'https://book.test',
    widgetDir: '/nonexistent-widget-dir',
    logger: (line) => logs.push(line),
    rateLimit: false,
    // New passwords at a cheap scrypt cost: sign-up-heavy route files otherwise spend minutes in
    // scrypt. The production cost is tested in services/members/passwords.test.ts.
    passwordParams: { N: 2 ** 10, r: 8, p: 1 },
  };
  const appWith = (overrides: Partial<AppDeps>): App => createApp({ ...base, ...overrides });
  const app = appWith({});
  return {
    handle,
    app,
    mailer,
    logs,
    today: testToday(),
    appWith,
    async call(method, path, body, headers = {}, target = app) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
      const res = await target.request(path, init);
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async freeDate(roomTypeCode, nights, offset) {
      const rows = await sql<{ date: string }>`
        SELECT i.date FROM inventory i JOIN room_types t ON t.id = i.room_type_id
        WHERE t.code = ${roomTypeCode} AND i.date >= ${addDays(testToday(), offset)}
          AND i.remaining = i.total AND NOT i.closed
        ORDER BY i.date`.execute(handle.db);
      const free = new Set(rows.rows.map((r) => r.date));
      for (const { date } of rows.rows) {
        if (Array.from({ length: nights }, (_, i) => addDays(date, i)).every((d) => free.has(d)))
          return date;
      }
      throw new Error(`no free ${nights}-night stay for ${roomTypeCode}`);
    },
  };
}

// Decided once per test file before the suites are declared, so an absent server is a skip,
// not a failure — except in CI, where the suite always runs and a dead server fails it.
const PG_ENABLED = process.env.SKIP_PG === '1' ? false : await postgresAvailable();

/**
 * Runs the same suite on PGlite (from the snapshot) and on PostgreSQL (a throwaway database).
 */
export function describeOnDatabases(name: string, suite: (ctx: () => TestContext) => void): void {
  describe(`${name} [pglite]`, () => {
    let ctx: TestContext | undefined;
    beforeAll(async () => {
      ctx = build(await openSnapshotDb());
    });
    afterAll(async () => ctx?.handle.close());
    suite(() => {
      if (!ctx) throw new Error('database not ready');
      return ctx;
    });
  });
  describe.skipIf(!PG_ENABLED)(`${name} [postgres]`, () => {
    let ctx: TestContext | undefined;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const pg = await createPgTestDatabase();
      drop = pg.drop;
      ctx = build(pg.handle);
    });
    afterAll(async () => drop?.());
    suite(() => {
      if (!ctx) throw new Error('database not ready');
      return ctx;
    });
  });
}
