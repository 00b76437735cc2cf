import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';

export interface FailedLookupOptions {
  /** Failures allowed per key inside the window; the next lookup is refused. */
  max: number;
  windowMs: number;
  /** Milliseconds; the route deps' clock, so tests move time. */
  now: () => number;
  /** Keys remembered at most (oldest forgotten first), so a flood cannot fill memory. */
  maxKeys?: number;
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
 * clients trying one number gets far. In memory, sliding window, one process.
 */
export class FailedLookupLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #options: Required<FailedLookupOptions>;

  constructor(options: FailedLookupOptions) {
    this.#options = { maxKeys: 50_000, ...options };
  }

  #recent(key: string, t: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((at) => at > t - this.#options.windowMs);
    if (list.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, list);
    return list;
  }

  /** Throws `LookupLimited` when any key has used up its failures. */
  check(keys: readonly string[]): void {
    const t = this.#options.now();
    let wait = 0;
    for (const key of keys) {
      const list = this.#recent(key, t);
      if (list.length >= this.#options.max) {
        const oldest = list[list.length - this.#options.max] ?? t;
        wait = Math.max(wait, oldest + this.#options.windowMs - t);
      }
    }
    if (wait > 0) throw new LookupLimited(Math.max(1, Math.ceil(wait / 1000)));
  }

  fail(keys: readonly string[]): void {
    const t = this.#options.now();
    for (const key of keys) {
      const list = this.#recent(key, t);
      list.push(t);
      this.#failures.delete(key); // re-insert: the Map's order is "least recently failed first"
      this.#failures.set(key, list);
    }
    while (this.#failures.size > this.#options.maxKeys) {
      const first = this.#failures.keys().next();
      if (first.done) break;
      this.#failures.delete(first.value);
    }
  }
}

/** 5 failures per 10 minutes per client address and per reservation number. */
export const LOOKUP_FAILURES = { max: 5, windowMs: 10 * 60_000 } as const;

const limiters = new WeakMap<object, FailedLookupLimiter>();

/**
 * The limiter of one app: keyed by its route deps object, so the brand lookup and the
 * reservation routes of the same app share counts (and tests with their own app start clean).
 */
export function lookupLimiterFor(deps: { now: () => Date }): FailedLookupLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new FailedLookupLimiter({ ...LOOKUP_FAILURES, now: () => deps.now().getTime() });
    limiters.set(deps, limiter);
  }
  return limiter;
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
  limiter: FailedLookupLimiter,
  number: string,
  lookup: () => Promise<T>,
): Promise<T> {
  const address = clientAddressOf(c);
  const keys = [
    ...(address ? [`ip:${address}`] : []),
    `number:${number.trim().toUpperCase().slice(0, 40)}`,
  ];
  try {
    limiter.check(keys);
  } catch (error) {
    if (error instanceof LookupLimited) c.header('Retry-After', String(error.retryAfter));
    throw error;
  }
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.notFound) limiter.fail(keys);
    throw error;
  }
}
