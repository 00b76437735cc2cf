import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { ClientSessionResponseSchema, PUBLIC_WIDGET_SECRET } from '../src/api/contract/index.ts';
import type { App } from './app.ts';
import { redisLimitStore } from './limits/redis-store.ts';
import { tokyoBooking } from './test/fixtures.ts';
import { apiError, data, describeOnDatabases } from './test/harness.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describeOnDatabases('app', (get) => {
  it('answers CORS preflight for widget origins with the widget headers', async () => {
    const ctx = get();
    const res = await ctx.app.request('/api/v1/rooms', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://hotel.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-client-session, idempotency-key, authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const h of [
      'x-client-session',
      'x-tracing-id',
      'x-app-version',
      'accept-language',
      'authorization',
      'idempotency-key',
    ]) {
      expect(allowed).toContain(h);
    }
    const restricted = ctx.appWith({ allowedOrigins: ['https://hotel.example'] });
    const ok = await restricted.request('/api/v1/hotels/sakura-tokyo', {
      headers: { Origin: 'https://hotel.example' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://hotel.example');
    const other = await restricted.request('/api/v1/hotels/sakura-tokyo', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses API answers for clients that accept gzip, and only for them', async () => {
    const ctx = get();
    const path = '/api/v1/hotels/sakura-tokyo/settings/booking_widget';
    const zipped = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer()));
    expect(JSON.parse(body.toString()).data.hotel_code).toBe('sakura-tokyo');
    const plain = await ctx.app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(body.length).toBe(Buffer.from(await plain.arrayBuffer()).length);
  });

  it('answers 400 (1000), not 500, to a NUL byte in a path or query', async () => {
    const ctx = get();
    for (const path of [
      '/api/v1/hotels/%00/settings/booking_widget',
      '/api/v1/rooms?code=a%00b&checkin_date=2030-01-01',
    ]) {
      const res = await ctx.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(apiError(res).code, path).toBe(1000);
    }
  });

  it('limits request rates with 429 and Retry-After', async () => {
    const ctx = get();
    // A pinned clock: the windows are aligned to it, so no minute boundary falls inside the test.
    const now = () => new Date('2026-05-01T10:00:10Z');
    const limited = ctx.appWith({ rateLimit: { windowMs: 60_000, max: 3 }, now });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await limited.request('/api/v1/hotels/sakura-tokyo');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(apiError({ status: 429, headers: new Headers(), body: await last?.json() }).code).toBe(
      9429,
    );
  });

  it('shares the request limit between processes through Redis', async () => {
    const ctx = get();
    // Two apps with their own Redis connections stand for two server processes.
    const prefix = `hb-test:${randomUUID()}:`;
    const stores = [1, 2].map(() => redisLimitStore(REDIS_URL, prefix));
    try {
      const now = () => new Date('2026-05-01T10:00:10Z');
      const [a, b] = stores.map((limitStore) =>
        ctx.appWith({ rateLimit: { windowMs: 60_000, max: 3 }, now, limitStore }),
      ) as [App, App];
      const statuses: number[] = [];
      for (const app of [a, b, a, b, a]) {
        statuses.push((await app.request('/api/v1/hotels/sakura-tokyo')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('reports ready until the process drains', async () => {
    const ctx = get();
    let draining = false;
    const app = ctx.appWith({ draining: () => draining });
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(200);
    draining = true;
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, reason: 'shutting_down' });
    // Alive all the same: a balancer must not restart a process that is draining.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('answers 503 while the maintenance switch is on', async () => {
    const ctx = get();
    let on = true;
    const app = ctx.appWith({ maintenance: () => on });
    const res = await ctx.call('GET', '/api/v1/hotels/sakura-tokyo', undefined, {}, app);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(apiError(res).code).toBe(9503);
    on = false;
    expect((await app.request('/api/v1/hotels/sakura-tokyo')).status).toBe(200);
  });

  it('logs one JSON line per request with an id, and never a token, e-mail or card number', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 160);
    const booked = await ctx.call('POST', '/api/v1/reservations', {
      ...tokyoBooking(checkin),
      card_number: '4111111111111111',
    });
    expect(booked.status).toBe(400);
    const ok = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin), {
      'X-Request-Id': 'trace-abc-12345',
    });
    expect(ok.headers.get('x-request-id')).toBe('trace-abc-12345');
    const body = ok.body as { data: { reservation_number: string; bypass_token: string } };
    await ctx.call(
      'GET',
      `/api/v1/reservations/${body.data.reservation_number}?bypass_token=${body.data.bypass_token}&email=hanako@example.com`,
    );
    const line = ctx.logs.find((l) => l.request_id === 'trace-abc-12345');
    expect(line).toMatchObject({ method: 'POST', path: '/api/v1/reservations', status: 201 });
    const all = JSON.stringify(ctx.logs);
    expect(all).not.toContain(body.data.bypass_token);
    expect(all).not.toContain('4111111111111111');
    expect(all).not.toContain('hanako@example.com');
  });

  it('issues client sessions for known widget clients only', async () => {
    const ctx = get();
    const ok = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'sakura',
      secret: 'sakura-widget-public',
    });
    expect(ok.status).toBe(201);
    expect(data(ok, ClientSessionResponseSchema).data.client_session.length).toBeGreaterThan(30);
    const bad = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'sakura',
      secret: 'guess',
    });
    expect(apiError(bad)).toMatchObject({ status: 401, code: 3401 });
  });

  it('issues the embedded widget a session for its hotel code and the public widget secret', async () => {
    const ctx = get();
    for (const key of ['sakura-tokyo', 'SakuraKyoto']) {
      const ok = await ctx.call('POST', '/identity/api/client_sessions', {
        key,
        secret: PUBLIC_WIDGET_SECRET,
      });
      expect(ok.status).toBe(201);
    }
    const unknownHotel = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'no-such-hotel',
      secret: PUBLIC_WIDGET_SECRET,
    });
    expect(apiError(unknownHotel)).toMatchObject({ status: 401, code: 3401 });
    const wrongSecret = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'sakura-tokyo',
      secret: 'x',
    });
    expect(apiError(wrongSecret)).toMatchObject({ status: 401, code: 3401 });
  });

  it('publishes OpenAPI generated from the contract, and JSON 404s under /api', async () => {
    const ctx = get();
    const doc = (await ctx.call('GET', '/api/openapi.json')).body as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/rooms',
        '/api/v1/reservations',
        '/api/v1/reservations/{number}/cancel',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/v1/reservations']?.post)).toContain(
      '"name":"Idempotency-Key","in":"header"',
    );
    const page = await ctx.app.request('/api/docs');
    expect(await page.text()).toContain('/api/v1/reservations');
    const missing = await ctx.call('GET', '/api/v1/nothing-here');
    expect(apiError(missing)).toMatchObject({ status: 404, code: 9404 });
  });

  it('shows sent mail in the dev mailbox', async () => {
    const ctx = get();
    const res = await ctx.call('GET', '/dev/mailbox');
    expect(Array.isArray((res.body as { data: unknown[] }).data)).toBe(true);
  });
});
