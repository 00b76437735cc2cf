import { GuessLimiter } from '../../http/guess-limiter.ts';
import { SIGN_IN_POLICY } from '../../http/sign-in-limit.ts';
import type { LimitStore } from '../../limits/store.ts';

/**
 * The console's guess limits, under the members' sign-in policy (http/sign-in-limit.ts: per
 * address, per account and address, a slow-down per account that never locks the owner out),
 * in the app's limit store (memory, or Redis shared by every process). Accounts are the
 * lower-cased e-mail (password, reset) or the staff id (second factor), whether or not an
 * account exists, so a limit tells nothing about who is staff.
 */
export interface ConsoleLimiters {
  /** Passwords at sign-in. */
  password: GuessLimiter;
  /** Authenticator and recovery codes (at sign-in and when turning the app off). */
  secondFactor: GuessLimiter;
  /** Password-reset requests: each counts, so nobody floods a mailbox or probes addresses. */
  reset: GuessLimiter;
}

export function consoleLimiters(deps: {
  now: () => Date;
  limitStore: LimitStore;
}): ConsoleLimiters {
  const make = (name: string) =>
    new GuessLimiter({
      policy: SIGN_IN_POLICY,
      now: () => deps.now().getTime(),
      store: deps.limitStore,
      name,
    });
  return {
    password: make('console-password'),
    secondFactor: make('console-2fa'),
    reset: make('console-reset'),
  };
}
