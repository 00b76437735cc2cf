import type { Context } from 'hono';
import type { LimitStore } from '../limits/store.ts';
import { clientAddressOf, FailedLookupLimiter, LookupLimited } from './failed-lookup-limit.ts';

/**
 * Password guessing limits (sign-in, and the password checks of e-mail change, password change
 * and account deletion): 5 wrong passwords per account and 20 per client address in 15 minutes,
 * then 429 with Retry-After until the oldest failure leaves the window. The account key is the
 * brand and the lower-cased address whether or not an account exists, so the limit itself tells
 * nothing about registration.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_MAX_PER_ACCOUNT = 5;
export const SIGN_IN_MAX_PER_ADDRESS = 20;

export interface SignInThrottle {
  /**
   * Runs a password check under the limits of the account and the client address: refused
   * with 429 (Retry-After set) while either is over its limit; a wrong password is recorded
   * atomically in every process sharing the limit store (and answered 429 instead once the
   * limit is reached, so a burst of concurrent guesses learns `max` answers); a right password
   * that finished after the limit was reached is refused all the same. Answers the check's
   * result.
   */
  guard(c: Context, account: string, check: () => Promise<boolean>): Promise<boolean>;
}

const throttles = new WeakMap<object, SignInThrottle>();

/** One throttle per app (keyed by its route deps), like the reservation lookup limiter. */
export function signInThrottleFor(deps: {
  now: () => Date;
  limitStore?: LimitStore;
}): SignInThrottle {
  const existing = throttles.get(deps);
  if (existing) return existing;
  const now = () => deps.now().getTime();
  const store = deps.limitStore ? { store: deps.limitStore } : {};
  const accounts = new FailedLookupLimiter({
    max: SIGN_IN_MAX_PER_ACCOUNT,
    windowMs: SIGN_IN_WINDOW_MS,
    now,
    name: 'sign-in-account',
    ...store,
  });
  const addresses = new FailedLookupLimiter({
    max: SIGN_IN_MAX_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
    now,
    name: 'sign-in-address',
    ...store,
  });
  const addressKeys = (c: Context) => {
    const address = clientAddressOf(c);
    return address ? [`ip:${address}`] : [];
  };
  const limited = async (c: Context, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      if (error instanceof LookupLimited) c.header('Retry-After', String(error.retryAfter));
      throw error;
    }
  };
  const checkBoth = (c: Context, account: string) =>
    limited(c, async () => {
      await accounts.check([`account:${account}`]);
      await addresses.check(addressKeys(c));
    });
  const throttle: SignInThrottle = {
    async guard(c, account, check) {
      await checkBoth(c, account);
      const ok = await check();
      if (!ok) {
        await limited(c, async () => {
          await accounts.recordFailure([`account:${account}`]);
          await addresses.recordFailure(addressKeys(c));
        });
        return false;
      }
      await checkBoth(c, account);
      return true;
    },
  };
  throttles.set(deps, throttle);
  return throttle;
}
