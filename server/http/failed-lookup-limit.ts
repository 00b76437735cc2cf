import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import type { LimitStore } from '../limits/store.ts';

export interface FailedLookupOptions {
  /** Failures allowed per key inside the window; the next lookup is refused. */
  max: number;
  windowMs: number;
  /** Milliseconds; the route deps' clock, so tests move time. */
  now: () => number;
  /** Where failures count: this process (default) or Redis, shared by every process. */
  store?: LimitStore;
  /** Namespace of this limiter's keys in the store (several limiters share one store). */
  name?: string;
}

/** A refused lookup: 429 in the catalogue shape with the seconds to wait. */
export class LookupLimited extends DomainError {
  constructor(readonly retryAfter: number) {
    super(
      ErrorCode.tooManyRequests,
      429,
      'Too many unsuccessful attempts. Please wait and try again.',
      undefined,
      { retry_after: retryAfter },
    );
  }
}

/**
 * Counts failed reservation lookups (wrong e-mail or token, unknown number) per key — the client
 * address and the reservation number, so neither one client trying many numbers nor many
 * clients trying one number gets far. Sliding window, in the given {@link LimitStore}.
 */
export class FailedLookupLimiter {
  readonly #options: FailedLookupOptions;
  readonly #store: LimitStore;
  readonly #name: string;

  constructor(options: FailedLookupOptions) {
    this.#options = options;
    this.#store = options.store ?? memoryLimitStore();
    this.#name = options.name ?? 'lookup';
  }

  /** Throws `LookupLimited` when any key has used up its failures. */
  async check(keys: readonly string[]): Promise<void> {
    const t = this.#options.now();
    const { max, windowMs } = this.#options;
    let wait = 0;
    for (const key of keys) {
      const list = await this.#store.failures(`${this.#name}:${key}`, windowMs, t);
      if (list.length >= max) {
        const oldest = list[list.length - max] ?? t;
        wait = Math.max(wait, oldest + windowMs - t);
      }
    }
    if (wait > 0) throw new LookupLimited(Math.max(1, Math.ceil(wait / 1000)));
  }

  async fail(keys: readonly string[]): Promise<void> {
    const t = this.#options.now();
    for (const key of keys) {
      await this.#store.addFailure(`${this.#name}:${key}`, this.#options.windowMs, t);
    }
  }

  /**
   * Records a failure of every key in one atomic step (in every process sharing the store), or,
   * when a key already has `max` failures, records nothing and throws `LookupLimited`: of any
   * number of concurrent wrong guesses exactly `max` are answered as such, the rest are refused.
   */
  async recordFailure(keys: readonly string[]): Promise<void> {
    const outcome = await this.#store.tryAddFailure(
      keys.map((key) => `${this.#name}:${key}`),
      { max: this.#options.max, windowMs: this.#options.windowMs, now: this.#options.now() },
    );
    if ('waitMs' in outcome) throw new LookupLimited(Math.max(1, Math.ceil(outcome.waitMs / 1000)));
  }
}

/**
 * Failed lookups allowed per 10 minutes: 5 per reservation number (guessing one booking's
 * e-mail or token), 30 per client address (guessing many numbers; higher, because a hotel
 * lobby, an office or a mobile carrier puts many guests behind one address).
 */
export const LOOKUP_FAILURES = { perNumber: 5, perAddress: 30, windowMs: 10 * 60_000 } as const;

/** The two limiters of reservation lookups. */
export interface LookupLimits {
  byNumber: FailedLookupLimiter;
  byAddress: FailedLookupLimiter;
}

const limiters = new WeakMap<object, LookupLimits>();

/**
 * The limiters of one app: keyed by its route deps object, so the brand lookup and the
 * reservation routes of the same app share counts (and tests with their own app start clean).
 */
export function lookupLimiterFor(deps: { now: () => Date; limitStore?: LimitStore }): LookupLimits {
  let limits = limiters.get(deps);
  if (!limits) {
    const common = {
      windowMs: LOOKUP_FAILURES.windowMs,
      now: () => deps.now().getTime(),
      // One store for both: a store of their own each would not be shared with other apps.
      store: deps.limitStore ?? memoryLimitStore(),
    };
    limits = {
      byNumber: new FailedLookupLimiter({
        ...common,
        max: LOOKUP_FAILURES.perNumber,
        name: 'lookup',
      }),
      byAddress: new FailedLookupLimiter({
        ...common,
        max: LOOKUP_FAILURES.perAddress,
        name: 'lookup',
      }),
    };
    limiters.set(deps, limits);
  }
  return limits;
}

/**
 * The socket address (as the global rate limit uses). Undefined without a socket — only in
 * `app.request()` tests, which then count per reservation number alone (a shared "local"
 * bucket would let one test's wrong guesses lock out the next test).
 */
export function clientAddressOf(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * Runs a reservation lookup under the limiter: refused with 429 + Retry-After while the client
 * or the number is over its failures; a 404 (unknown number, wrong proof — one identical answer)
 * counts as a failure and is rethrown. The header is set on the context, which the app's error
 * handler answers through.
 */
export async function limitedLookup<T>(
  c: Context,
  limits: LookupLimits,
  number: string,
  lookup: () => Promise<T>,
): Promise<T> {
  const address = clientAddressOf(c);
  const addressKeys = address ? [`ip:${address}`] : [];
  const numberKeys = [`number:${number.trim().toUpperCase().slice(0, 40)}`];
  const limited = async (step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      if (error instanceof LookupLimited) c.header('Retry-After', String(error.retryAfter));
      throw error;
    }
  };
  const checkBoth = () =>
    limited(async () => {
      await limits.byAddress.check(addressKeys);
      await limits.byNumber.check(numberKeys);
    });
  // Over a limit: refused before any work.
  await checkBoth();
  let found: T;
  try {
    found = await lookup();
  } catch (error) {
    // A 404 (unknown number or wrong proof) is a guess: recorded atomically, and answered as a
    // 404 only while under the limits, so a burst of concurrent guesses learns `max` answers.
    if (error instanceof DomainError && error.code === ErrorCode.notFound) {
      await limited(async () => {
        await limits.byNumber.recordFailure(numberKeys);
        await limits.byAddress.recordFailure(addressKeys);
      });
    }
    throw error;
  }
  // A right guess that finished after a limit was reached is refused all the same.
  await checkBoth();
  return found;
}
