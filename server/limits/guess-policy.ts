/**
 * How wrong guesses at a secret (a password, a reservation's e-mail or token) are limited, as
 * identity systems do it: never by locking the account, which would let anyone lock its owner
 * out, but by counting per client address, per (account, address) and per account.
 *
 * - An address that failed `perAddress` times in the window (on any accounts) is refused.
 * - An address that failed `perPair` times on one account is refused for that account only.
 * - Once an account has more than `slowAfter` failures in the window (from any addresses), an
 *   address that has already failed on it waits before its next guess: `firstDelayMs`, doubling
 *   with each further failure of the account, but at most `repeatDelayMs × 4^(p−1)` for the
 *   address's own p-th failure (so a member who mistyped during an attack waits a minute, not
 *   the window).
 * - An address with no failures on the account is never slowed: the owner, from their own
 *   address, gets in while the account is under attack. An attacker needs a fresh address for
 *   each guess beyond a few.
 *
 * The stores (memory, Redis) apply this in one atomic step; the Redis store's Lua script mirrors
 * {@link guessWaitMs} line for line.
 */
export interface GuessPolicy {
  windowMs: number;
  perAddress: number;
  perPair: number;
  slowAfter: number;
  firstDelayMs: number;
  repeatDelayMs: number;
}

/** The store keys of one guess: its address (absent without one), its pair, its account. */
export interface GuessKeys {
  address?: string;
  pair: string;
  account: string;
}

/** The failures inside the window: times (ms, oldest first) per address and pair; a count per account. */
export interface GuessCounts {
  address: readonly number[];
  pair: readonly number[];
  account: number;
}

/** Until the oldest of the last `max` failures leaves the window, when there are `max`. */
function fullFor(times: readonly number[], max: number, windowMs: number, now: number): number {
  const oldest = times[times.length - max];
  return times.length >= max && oldest !== undefined ? oldest + windowMs - now : 0;
}

/** The wait of an address that failed `pairFailures` times on an account failing `accountFailures` times. */
export function slowDownMs(accountFailures: number, pairFailures: number, policy: GuessPolicy) {
  if (pairFailures < 1 || accountFailures <= policy.slowAfter) return 0;
  const byAccount = policy.firstDelayMs * 2 ** (accountFailures - policy.slowAfter - 1);
  const byPair = policy.repeatDelayMs * 4 ** (pairFailures - 1);
  return Math.min(byAccount, byPair, policy.windowMs);
}

/** Milliseconds before this guess may be tried; 0: now. */
export function guessWaitMs(counts: GuessCounts, policy: GuessPolicy, now: number): number {
  const { windowMs } = policy;
  let wait = Math.max(
    fullFor(counts.address, policy.perAddress, windowMs, now),
    fullFor(counts.pair, policy.perPair, windowMs, now),
  );
  const last = counts.pair[counts.pair.length - 1];
  if (last !== undefined)
    wait = Math.max(wait, last + slowDownMs(counts.account, counts.pair.length, policy) - now);
  return Math.max(0, Math.ceil(wait));
}
