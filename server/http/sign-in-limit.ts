import type { Context } from 'hono';
import type { GuessPolicy } from '../limits/guess-policy.ts';
import type { LimitStore } from '../limits/store.ts';
import { clientAddressOf } from './client-address.ts';
import { GuessLimiter } from './guess-limiter.ts';

/**
 * Password guessing limits (sign-in, and the password checks of e-mail change, password change
 * and account deletion), in 15 minutes: 20 wrong passwords per client address (on any
 * accounts), 5 per account from one address; an account failing more than 5 times from anywhere
 * slows down the addresses that failed on it (1 s doubling per failure, at most 1 min after an
 * address's first failure, 4 after its second, 15 after its third). The owner, from an address
 * that has not failed on the account, signs in while it is under attack (limits/guess-policy.ts).
 * The account key is the brand and the lower-cased e-mail whether or not an account exists, so
 * the limits tell nothing about registration.
 */
export const SIGN_IN_POLICY: GuessPolicy = {
  windowMs: 15 * 60_000,
  perAddress: 20,
  perPair: 5,
  slowAfter: 5,
  firstDelayMs: 1000,
  repeatDelayMs: 60_000,
};

export interface SignInThrottle {
  /**
   * Runs a password check under the limits (GuessLimiter.guard): 429 with Retry-After while it
   * must wait; a wrong password is recorded atomically in every process sharing the limit store;
   * answers the check's result.
   */
  guard(c: Context, account: string, check: () => Promise<boolean>): Promise<boolean>;
  /**
   * Forgets the requesting address's failures on the account, as a right password does: for a
   * completed password reset, which proved the mailbox, so a member who mistyped during an
   * attack is not made to wait at their next sign-in from that address.
   */
  forgive(c: Context, account: string): Promise<void>;
}

const throttles = new WeakMap<object, SignInThrottle>();

/** One throttle per app (keyed by its route deps), like the reservation lookup limiter. */
export function signInThrottleFor(deps: {
  now: () => Date;
  limitStore?: LimitStore;
}): SignInThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) {
    const limiter = new GuessLimiter({
      policy: SIGN_IN_POLICY,
      now: () => deps.now().getTime(),
      ...(deps.limitStore ? { store: deps.limitStore } : {}),
      name: 'sign-in',
    });
    throttle = {
      guard: (c, account, check) => limiter.guard(c, account, check),
      forgive: (c, account) => limiter.succeeded({ account, address: clientAddressOf(c) }),
    };
    throttles.set(deps, throttle);
  }
  return throttle;
}
