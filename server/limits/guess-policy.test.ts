import { describe, expect, it } from 'vitest';
import { type GuessPolicy, guessWaitMs, slowDownMs } from './guess-policy.ts';

const policy: GuessPolicy = {
  windowMs: 600_000,
  perAddress: 30,
  perPair: 5,
  slowAfter: 5,
  firstDelayMs: 1000,
  repeatDelayMs: 60_000,
};
const NOW = 10_000_000;

describe('the guess policy', () => {
  it('never slows an address that has not failed on the account, however attacked it is', () => {
    expect(slowDownMs(10_000, 0, policy)).toBe(0);
    expect(guessWaitMs({ address: [], pair: [], account: 10_000 }, policy, NOW)).toBe(0);
  });

  it('slows repeat guessers once the account has more than slowAfter failures, doubling', () => {
    expect([5, 6, 7, 8, 10].map((n) => slowDownMs(n, 1, policy))).toEqual([
      0, 1000, 2000, 4000, 16_000,
    ]);
    // Capped by the address's own failures: 1 min after its first, 4 after its second …
    expect([1, 2, 3].map((p) => slowDownMs(1000, p, policy))).toEqual([60_000, 240_000, 600_000]);
    // … and never beyond the window.
    expect(slowDownMs(1000, 4, policy)).toBe(600_000);
  });

  it('waits from the address’s last failure on the account', () => {
    const pair = [NOW - 5000];
    expect(guessWaitMs({ address: pair, pair, account: 8 }, policy, NOW)).toBe(0);
    expect(guessWaitMs({ address: pair, pair, account: 10 }, policy, NOW)).toBe(11_000);
  });

  it('refuses a full pair or address until its oldest counted failure leaves the window', () => {
    const times = [1, 2, 3, 4, 5].map((i) => NOW - 600_000 + i * 60_000);
    expect(guessWaitMs({ address: times, pair: times, account: 5 }, policy, NOW)).toBe(60_000);
    const many = Array.from({ length: 31 }, (_, i) => NOW - 500_000 + i);
    // The 30 newest count: the oldest of them leaves in 100 s + 1 ms.
    expect(guessWaitMs({ address: many, pair: [], account: 0 }, policy, NOW)).toBe(100_001);
  });
});
