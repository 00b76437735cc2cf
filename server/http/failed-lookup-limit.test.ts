import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryLimitStore } from '../limits/memory-store.ts';
import { redisLimitStore } from '../limits/redis-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { FailedLookupLimiter, LookupLimited } from './failed-lookup-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: LimitStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
});

/** A Redis store under a key prefix of its own, so runs never see each other's counts. */
function redisStore(prefix: string): LimitStore {
  const store = redisLimitStore(REDIS_URL, prefix);
  opened.push(store);
  return store;
}

const refusal = async (check: Promise<unknown>) => {
  try {
    await check;
    return null;
  } catch (error) {
    return error;
  }
};

const stores: [string, () => LimitStore][] = [
  ['memory', () => memoryLimitStore()],
  ['redis', () => redisStore(`hb-test:${randomUUID()}:`)],
];

describe.each(stores)('FailedLookupLimiter (%s)', (_name, makeStore) => {
  it('refuses after max failures per key, for the rest of the sliding window', async () => {
    let t = 1_000_000;
    const limiter = new FailedLookupLimiter({
      max: 3,
      windowMs: 60_000,
      now: () => t,
      store: makeStore(),
    });
    for (let i = 0; i < 3; i++) {
      await limiter.check(['ip:a']);
      await limiter.fail(['ip:a']);
      t += 10_000;
    }
    const refused = await refusal(limiter.check(['ip:a', 'number:X']));
    expect(refused).toBeInstanceOf(LookupLimited);
    // The first failure was 30 s ago: it leaves the window in 30 s.
    expect((refused as LookupLimited).retryAfter).toBe(30);
    await expect(limiter.check(['ip:b'])).resolves.toBeUndefined();
    t += 30_000;
    await expect(limiter.check(['ip:a'])).resolves.toBeUndefined();
  });

  it('records a failure only while under the limit', async () => {
    const limiter = new FailedLookupLimiter({
      max: 2,
      windowMs: 60_000,
      now: () => 9_000,
      store: makeStore(),
    });
    await limiter.recordFailure(['ip:a', 'number:X']);
    await limiter.recordFailure(['ip:a']);
    expect(await refusal(limiter.recordFailure(['ip:a']))).toBeInstanceOf(LookupLimited);
    // The refused one was not recorded: number:X still has room for one more.
    await expect(limiter.recordFailure(['number:X'])).resolves.toBeUndefined();
    expect(await refusal(limiter.check(['number:X']))).toBeInstanceOf(LookupLimited);
  });

  it('keeps limiters of one store apart by name', async () => {
    const store = makeStore();
    const options = { max: 1, windowMs: 60_000, now: () => 5_000, store };
    const lookups = new FailedLookupLimiter({ ...options, name: 'lookup' });
    const signIns = new FailedLookupLimiter({ ...options, name: 'sign-in' });
    await lookups.fail(['ip:a']);
    expect(await refusal(lookups.check(['ip:a']))).toBeInstanceOf(LookupLimited);
    await expect(signIns.check(['ip:a'])).resolves.toBeUndefined();
  });
});

describe('the memory store', () => {
  it('forgets the least recently failing keys beyond maxKeys', async () => {
    const limiter = new FailedLookupLimiter({
      max: 1,
      windowMs: 60_000,
      now: () => 0,
      store: memoryLimitStore(2),
    });
    await limiter.fail(['a']);
    await limiter.fail(['b']);
    await limiter.fail(['c']);
    await expect(limiter.check(['a'])).resolves.toBeUndefined();
    expect(await refusal(limiter.check(['c']))).toBeInstanceOf(LookupLimited);
  });
});

describe('the Redis store across processes', () => {
  it('limits 30 failures spread over 3 processes as one', async () => {
    // Three stores with their own connections stand for three server processes.
    const prefix = `hb-test:${randomUUID()}:`;
    const processes = [1, 2, 3].map(
      () =>
        new FailedLookupLimiter({
          max: 5,
          windowMs: 600_000,
          now: () => 1_000_000,
          store: redisStore(prefix),
        }),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const limiter = processes[i % 3] as FailedLookupLimiter;
        // Every lookup fails (a wrong number): its failure is recorded while under the limit.
        await limiter.check(['number:R1']).catch(() => {});
        return (await refusal(limiter.recordFailure(['number:R1']))) === null;
      }),
    );
    // Recorded atomically: exactly 5 answered as failures, not 5 per process.
    expect(outcomes.filter(Boolean).length).toBe(5);
    for (const limiter of processes) {
      expect(await refusal(limiter.check(['number:R1']))).toBeInstanceOf(LookupLimited);
    }
  });
});
