import type { Context } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { GuessPolicy } from '../limits/guess-policy.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { GuessLimiter } from './guess-limiter.ts';

/**
 * Wrong reservation lookups (unknown number, wrong e-mail or token) in 10 minutes: 30 per client
 * address (guessing many numbers; higher than for one number, because a hotel lobby, an office
 * or a mobile carrier puts many guests behind one address), 5 per number from one address; a
 * number failing more than 5 times from anywhere slows down the addresses that failed on it
 * (1 s doubling per failure, at most 1 min after an address's first failure, 4 after its
 * second, 10 after its third). A guest from an address that has not failed on their number
 * always gets in (limits/guess-policy.ts).
 */
export const LOOKUP_POLICY: GuessPolicy = {
  windowMs: 10 * 60_000,
  perAddress: 30,
  perPair: 5,
  slowAfter: 5,
  firstDelayMs: 1000,
  repeatDelayMs: 60_000,
};

const limiters = new WeakMap<object, GuessLimiter>();

/**
 * The limiter of one app: keyed by its route deps object, so the brand lookup and the
 * reservation routes of the same app share counts (and tests with their own app start clean).
 */
export function lookupLimiterFor(deps: { now: () => Date; limitStore?: LimitStore }): GuessLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new GuessLimiter({
      policy: LOOKUP_POLICY,
      now: () => deps.now().getTime(),
      store: deps.limitStore ?? memoryLimitStore(),
      name: 'lookup',
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Runs a reservation lookup under the limiter (GuessLimiter.guard): the account is the
 * reservation number; a 404 (unknown number, wrong proof — one identical answer) is a wrong
 * guess, counted and rethrown; 429 + Retry-After while the lookup must wait.
 */
export async function limitedLookup<T>(
  c: Context,
  limiter: GuessLimiter,
  number: string,
  lookup: () => Promise<T>,
): Promise<T> {
  let found: { value: T } | undefined;
  let wrong: unknown;
  const account = `number:${number.trim().toUpperCase().slice(0, 40)}`;
  const right = await limiter.guard(c, account, async () => {
    try {
      found = { value: await lookup() };
      return true;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === ErrorCode.notFound)) throw error;
      wrong = error;
      return false;
    }
  });
  if (!right || !found) throw wrong;
  return found.value;
}
