import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/rules/dates.ts';
import { tokyoBooking } from './test/fixtures.ts';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from './test/postgres.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.ts';
import { testToday } from './test/snapshot.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe.runIf(await postgresAvailable())('three server processes on one database', () => {
  let database: PgTestDatabase;
  const processes: ServerProcess[] = [];
  const urls = () => processes.map((p) => p.url);

  beforeAll(async () => {
    database = await createPgTestDatabase();
    // Started together: the start-up lock has them take turns on migrations and seeding.
    const prefix = `hb-test:${randomUUID()}:`;
    // This run's own Redis keys: counts left by earlier runs must not limit this one.
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix };
    processes.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess(env)))));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map(stopServerProcess));
    await database?.drop();
  });

  it('sells the last 5 rooms exactly once to 45 bookings spread over the processes', async () => {
    const checkin = addDays(testToday(), 140);
    await sql`UPDATE inventory SET remaining = 5 FROM room_types t
      WHERE t.id = inventory.room_type_id AND t.code = 'family-suite' AND inventory.date = ${checkin}`.execute(
      database.handle.db,
    );
    const body = tokyoBooking(checkin, 1, {
      rooms: [{ room_type_code: 'family-suite', room_plan_code: 'suite-dinner', adults: 2 }],
      payment_type: 'pre_paid',
    });
    const statuses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        post(urls()[i % 3] as string, body).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
  });

  it('turns retries of one Idempotency-Key on every process into one reservation', async () => {
    const checkin = addDays(testToday(), 141);
    const body = tokyoBooking(checkin, 2, {
      rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-early-bird', adults: 2 }],
      payment_type: 'pre_paid',
    });
    const headers = { 'Idempotency-Key': `cluster-${randomUUID()}` };
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => post(urls()[i % 3] as string, body, headers)),
    );
    // A retry racing the first transaction may be told to retry (409); none books twice.
    expect(
      answers.filter((r) => r.status === 201),
      JSON.stringify(answers.map((r) => r.status)),
    ).toHaveLength(1);
    const numbers = new Set<string>();
    for (const r of answers.filter((a) => a.status === 200 || a.status === 201)) {
      numbers.add(
        ((await r.json()) as { data: { reservation_number: string } }).data.reservation_number,
      );
    }
    expect(numbers.size).toBe(1);
  });

  it('limits 30 wrong lookups spread over the processes as one client', async () => {
    const number = `Z${Date.now()}`;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${urls()[i % 3]}/api/v1/reservations/${number}?email=nobody@example.com`).then(
          (r) => r.status,
        ),
      ),
    );
    // Five guesses per number, whichever process answers (not five per process).
    expect(
      statuses.filter((s) => s === 404),
      JSON.stringify(statuses),
    ).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
});
