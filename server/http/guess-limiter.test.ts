import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { GuessPolicy } from '../limits/guess-policy.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import { redisLimitStore } from '../limits/redis-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { type Guesser, GuessLimiter, TooManyGuesses } from './guess-limiter.ts';

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

/** The seconds a refused step was told to wait, or null when it went through. */
const waited = async (step: Promise<unknown>): Promise<number | null> => {
  try {
    await step;
    return null;
  } catch (error) {
    if (error instanceof TooManyGuesses) return error.retryAfter;
    throw error;
  }
};

const POLICY: GuessPolicy = {
  windowMs: 600_000,
  perAddress: 30,
  perPair: 5,
  slowAfter: 5,
  firstDelayMs: 1000,
  repeatDelayMs: 60_000,
};

const stores: [string, () => LimitStore][] = [
  ['memory', () => memoryLimitStore()],
  ['redis', () => redisStore(`hb-test:${randomUUID()}:`)],
];

describe.each(stores)('GuessLimiter (%s store)', (_name, makeStore) => {
  const setup = (store = makeStore()) => {
    const clock = { t: 1_000_000_000 };
    const limiter = new GuessLimiter({ policy: POLICY, now: () => clock.t, store, name: 'test' });
    /** A wrong guess, recorded: the seconds it was told to wait instead, or null. */
    const fail = (guesser: Guesser) => waited(limiter.recordFailure(guesser));
    const check = (guesser: Guesser) => waited(limiter.check(guesser));
    return { clock, limiter, fail, check };
  };
  const from = (address: string, account = 'R1'): Guesser => ({ account, address });

  it('one address: 5 wrong guesses at an account, then refused there until the oldest leaves', async () => {
    const { clock, fail, check } = setup();
    for (let i = 0; i < 5; i++) {
      expect(await fail(from('203.0.113.9'))).toBeNull();
      clock.t += 60_000;
    }
    // The first failure was 5 minutes ago: it leaves the 10-minute window in 5 minutes.
    expect(await check(from('203.0.113.9'))).toBe(300);
    expect(await fail(from('203.0.113.9'))).toBe(300);
    // The owner, from their own address, is not refused; nor is the attacker elsewhere.
    expect(await check(from('198.51.100.7'))).toBeNull();
    expect(await check(from('203.0.113.9', 'R2'))).toBeNull();
    clock.t += 300_000;
    expect(await check(from('203.0.113.9'))).toBeNull();
  });

  it('one address: 30 wrong guesses over many accounts, then refused on any account', async () => {
    const { fail, check } = setup();
    for (let i = 0; i < 30; i++) expect(await fail(from('203.0.113.9', `N${i}`))).toBeNull();
    expect(await check(from('203.0.113.9', 'fresh'))).toBe(600);
    expect(await fail(from('203.0.113.9', 'fresh'))).toBe(600);
    expect(await check(from('198.51.100.7', 'fresh'))).toBeNull();
  });

  it('many addresses at one account: each is slowed after its guess, more with every failure', async () => {
    const { clock, fail, check } = setup();
    const bots = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 1}`);
    const waits: (number | null)[] = [];
    for (const bot of bots) {
      expect(await fail(from(bot))).toBeNull();
      // The same address's next guess right after its failure.
      waits.push(await check(from(bot)));
    }
    // No slow-down for the first 5 failures of the account, then 1, 2, 4 … s, and at most a
    // minute after an address's first failure.
    expect(waits).toEqual([null, null, null, null, null, 1, 2, 4, 8, 16, 32, 60]);
    // A second guess from a bot must wait; recording it early is refused.
    expect(await fail(from(bots[0] as string))).toBe(60);
    clock.t += 60_000;
    expect(await fail(from(bots[0] as string))).toBeNull();
    // Its third: 2^7 s, the account having 13 failures (under the 4 minutes of its own cap).
    expect(await check(from(bots[0] as string))).toBe(128);
  });

  it('the owner gets in from a clean address while the account is under attack', async () => {
    const { limiter, fail, check } = setup();
    for (let i = 0; i < 40; i++) await fail(from(`192.0.2.${i}`));
    expect(await check(from('198.51.100.7'))).toBeNull();
    // A typo during the attack costs a minute from that address, not the window.
    expect(await fail(from('198.51.100.7'))).toBeNull();
    expect(await check(from('198.51.100.7'))).toBe(60);
    // A right answer later forgives the address's failures on the account.
    await limiter.succeeded(from('198.51.100.7'));
    expect(await check(from('198.51.100.7'))).toBeNull();
  });

  it('counts an IPv6 client by its /64, and without an address per account alone', async () => {
    const { fail, check } = setup();
    for (let i = 1; i <= 5; i++) expect(await fail(from(`2001:db8:1:2::${i}`))).toBeNull();
    expect(await check(from('2001:db8:1:2:ffff::1'))).toBeGreaterThan(0);
    expect(await check(from('2001:db8:1:3::1'))).toBeNull();
    const none = { account: 'R9', address: undefined };
    for (let i = 0; i < 5; i++) expect(await fail(none)).toBeNull();
    expect(await check(none)).toBe(600);
  });

  it('keeps limiters of one store apart by name', async () => {
    const store = makeStore();
    const options = { policy: { ...POLICY, perPair: 1 }, now: () => 5_000, store };
    const lookups = new GuessLimiter({ ...options, name: 'lookup' });
    const signIns = new GuessLimiter({ ...options, name: 'sign-in' });
    await lookups.recordFailure(from('203.0.113.9'));
    expect(await waited(lookups.check(from('203.0.113.9')))).toBeGreaterThan(0);
    expect(await waited(signIns.check(from('203.0.113.9')))).toBeNull();
  });
});

describe('the memory store', () => {
  it('forgets the least recently failing keys beyond maxKeys', async () => {
    const limiter = new GuessLimiter({
      policy: { ...POLICY, perPair: 1 },
      now: () => 0,
      store: memoryLimitStore(3),
      name: 'test',
    });
    const a = { account: 'a', address: undefined };
    await limiter.recordFailure(a);
    await limiter.recordFailure({ account: 'b', address: undefined });
    expect(await waited(limiter.check(a))).toBeNull();
  });
});

describe('the Redis store across processes', () => {
  // Three stores with their own connections stand for three server processes.
  const processes = () => {
    const prefix = `hb-test:${randomUUID()}:`;
    return [1, 2, 3].map(
      () =>
        new GuessLimiter({
          policy: POLICY,
          now: () => 1_000_000,
          store: redisStore(prefix),
          name: 'lookup',
        }),
    );
  };

  it('records 30 concurrent wrong guesses from one address at one account exactly 5 times', async () => {
    const limiters = processes();
    const guesser = { account: 'number:R1', address: '203.0.113.9' };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const limiter = limiters[i % 3] as GuessLimiter;
        await limiter.check(guesser).catch(() => {});
        return (await waited(limiter.recordFailure(guesser))) === null;
      }),
    );
    // Recorded atomically: exactly 5 answered as failures, not 5 per process.
    expect(outcomes.filter(Boolean).length).toBe(5);
    for (const limiter of limiters) expect(await waited(limiter.check(guesser))).toBe(600);
  });

  it('slows an address at an attacked account in every process', async () => {
    const limiters = processes();
    for (let i = 0; i < 8; i++)
      await limiters[i % 3]?.recordFailure({ account: 'number:R2', address: `192.0.2.${i}` });
    for (const limiter of limiters) {
      expect(await waited(limiter.check({ account: 'number:R2', address: '192.0.2.7' }))).toBe(4);
      expect(await waited(limiter.check({ account: 'number:R2', address: '198.51.100.1' }))).toBe(
        null,
      );
    }
  });
});
