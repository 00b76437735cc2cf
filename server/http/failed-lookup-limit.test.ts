import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import type { App } from '../app.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import { redisLimitStore } from '../limits/redis-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { LOOKUP_POLICY } from './failed-lookup-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function book(ctx: TestContext, offset: number) {
  const checkin = await ctx.freeDate('standard-double', 1, offset);
  const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin));
  return data(res, CreateReservationResponseSchema).data;
}

/** A request from `peer` (the socket's address, as the Node adapter hands it over). */
const from = (app: App, peer: string, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } });

const stores: [string, () => LimitStore][] = [
  ['memory', () => memoryLimitStore()],
  ['redis', () => redisLimitStore(REDIS_URL, `hb-test:${randomUUID()}:`)],
];

describeOnDatabases('reservation lookups under attack', (get) => {
  for (const [name, makeStore] of stores) {
    it(`the guest gets in with the right e-mail while the number is guessed at (${name} store)`, async () => {
      const ctx = get();
      const store = makeStore();
      try {
        const r = await book(ctx, 40 + (name === 'redis' ? 5 : 0));
        const app = ctx.appWith({ limitStore: store });
        const path = `/api/v1/hotel_brands/sakura/reservations/${r.reservation_number}`;
        const guess = (peer: string, email: string) => from(app, peer, `${path}?email=${email}`);
        const guest = (peer: string) => guess(peer, 'hanako@example.com');

        // One address: five wrong e-mails, then refused for this number, even the right e-mail.
        for (let i = 0; i < LOOKUP_POLICY.perPair; i++)
          expect((await guess('203.0.113.9', `guess${i}@example.com`)).status).toBe(404);
        expect((await guest('203.0.113.9')).status).toBe(429);
        // The guest, from their own address, is not locked out (they were, before issue 36).
        expect((await guest('198.51.100.7')).status).toBe(200);

        // Many addresses: each is slowed after its wrong guess, longer and longer.
        const waits: number[] = [];
        for (let i = 1; i <= 7; i++) {
          expect((await guess(`192.0.2.${i}`, 'x@example.com')).status).toBe(404);
          const again = await guess(`192.0.2.${i}`, 'y@example.com');
          expect(again.status).toBe(429);
          waits.push(Number(again.headers.get('retry-after')));
        }
        expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
        // The guest still gets in, from a clean address too, and by the booking's token.
        expect((await guest('198.51.100.7')).status).toBe(200);
        expect((await guest('198.51.100.8')).status).toBe(200);
        expect(
          (
            await from(
              app,
              '198.51.100.9',
              `/api/v1/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`,
            )
          ).status,
        ).toBe(200);
      } finally {
        await store.close();
      }
    });
  }

  it('behind a trusted proxy, one client guessing many numbers does not refuse another', async () => {
    const ctx = get();
    const r = await book(ctx, 50);
    const app = ctx.appWith({ trustProxy: ['10.0.0.0/8'] });
    const viaProxy = (client: string, path: string) =>
      from(app, '10.0.0.2', path, { 'x-forwarded-for': client });
    for (let i = 0; i < LOOKUP_POLICY.perAddress; i++) {
      const res = await viaProxy(
        '203.0.113.9',
        `/api/v1/hotel_brands/sakura/reservations/S${String(i).padStart(9, '0')}?email=a@example.com`,
      );
      expect(res.status).toBe(404);
    }
    const own = `/api/v1/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`;
    expect((await viaProxy('203.0.113.9', own)).status).toBe(429);
    expect((await viaProxy('198.51.100.7', own)).status).toBe(200);
  });
});
