import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../src/api/contract/index.ts';
import { addDays } from '../src/rules/dates.ts';
import { startServer } from './main.ts';
import { tokyoBooking } from './test/fixtures.ts';
import { ensureSnapshot, testToday } from './test/snapshot.ts';

describe('startServer', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // One cold PGlite initdb (seconds), then a restart on the same folder.
  it('creates, seeds and keeps data in DATA_DIR across restarts', {
    timeout: 120_000,
  }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'hbw-server-'));
    const options = {
      port: 0,
      dataDir: dir,
      silent: true,
      databaseUrl: undefined,
      smtpUrl: undefined,
      rateLimitPerMinute: 0,
    };
    const first = await startServer(options);
    const booked = await fetch(`${first.url}/api/v1/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokyoBooking(addDays(testToday(), 200))),
    });
    const reservation = v.parse(CreateReservationResponseSchema, await booked.json()).data;
    expect(reservation.manage_url.startsWith(first.url)).toBe(true);
    const mailbox = (await (await fetch(`${first.url}/dev/mailbox`)).json()) as {
      data: { subject: string }[];
    };
    expect(mailbox.data[0]?.subject).toContain(reservation.reservation_number);
    await first.close();

    const second = await startServer(options);
    const res = await fetch(
      `${second.url}/api/v1/reservations/${reservation.reservation_number}?email=hanako@example.com`,
    );
    expect(v.parse(ReservationResponseSchema, await res.json()).data.reservation_number).toBe(
      reservation.reservation_number,
    );
    await second.close();
  });

  it('starts an empty DATA_DIR from a prepared snapshot without initdb', {
    timeout: 60_000,
  }, async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'hbw-snap-'));
    try {
      const started = performance.now();
      const server = await startServer({
        port: 0,
        dataDir: fresh,
        silent: true,
        databaseUrl: undefined,
        seedSnapshot: await ensureSnapshot(),
      });
      const res = await fetch(`${server.url}/api/v1/hotel_brands/sakura/hotels`);
      expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(3);
      const booked = await fetch(`${server.url}/api/v1/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          tokyoBooking(addDays(testToday(), 201), 1, { email: 'snap@example.com' }),
        ),
      });
      const number = v.parse(CreateReservationResponseSchema, await booked.json()).data
        .reservation_number;
      await server.close();
      console.log(`snapshot start: ${Math.round(performance.now() - started)} ms`);
      // The snapshot was written into the folder: a restart finds the booking.
      const again = await startServer({
        port: 0,
        dataDir: fresh,
        silent: true,
        databaseUrl: undefined,
      });
      const found = await fetch(
        `${again.url}/api/v1/reservations/${number}?email=snap@example.com`,
      );
      expect(found.status).toBe(200);
      await again.close();
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('answers the probes and finishes requests in flight when it shuts down', {
    timeout: 60_000,
  }, async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'hbw-stop-'));
    try {
      const server = await startServer({
        port: 0,
        dataDir: fresh,
        silent: true,
        databaseUrl: undefined,
        seedSnapshot: await ensureSnapshot(),
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ ok: true });
      // A request whose handler has started (headers in, body still coming) when shutdown
      // begins gets its whole answer.
      const booking = tokyoBooking(addDays(testToday(), 202));
      const body = JSON.stringify({
        hotel_code: booking.hotel_code,
        checkin_date: booking.checkin_date,
        checkout_date: booking.checkout_date,
        rooms: booking.rooms,
      });
      const request = httpRequest(`${server.url}/api/v1/reservations/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        request.on('error', reject);
      });
      request.flushHeaders();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closed = server.close(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      request.end(body);
      expect(await answered).toBe(200);
      await closed;
      // After shutdown no new connection is accepted.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
