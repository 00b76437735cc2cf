/**
 * Where the API's request limits count: in this process's memory (the embedded default, one
 * process) or in Redis (`REDIS_URL`), so that several server processes behind a load balancer
 * share one count and N processes do not allow N times the requests or guesses.
 *
 * Two kinds of count, both keyed by a string the caller builds (`ip:…`, `number:…`):
 * - a fixed window of requests (the API rate limit);
 * - a sliding window of failures (reservation lookups, password guesses): the times of the
 *   failures still inside the window, so a refusal can say when the oldest one leaves it.
 */
export interface LimitStore {
  /** Counts one request of `key` in the fixed window containing `now`. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The times (ms, oldest first) of `key`'s failures inside `(now - windowMs, now]`. */
  failures(key: string, windowMs: number, now: number): Promise<number[]>;
  /** Records a failure of `key` at `now`, whatever the count. */
  addFailure(key: string, windowMs: number, now: number): Promise<void>;
  /**
   * In one atomic step for all `keys`: when every key has fewer than `max` failures in the
   * window, records a failure on each; otherwise records nothing and answers how long until the
   * fullest key has room. Concurrent failures in any number of processes are therefore recorded
   * exactly `max` times, never more.
   */
  tryAddFailure(keys: readonly string[], limit: FailureLimit): Promise<TryAddOutcome>;
  /** Releases connections (Redis); the memory store has none. */
  close(): Promise<void>;
}

/** The limit an attempt is checked against. */
export interface FailureLimit {
  max: number;
  windowMs: number;
  now: number;
}

/** The failure was recorded, or refused with the milliseconds to wait. */
export type TryAddOutcome = { readonly recorded: true } | { readonly waitMs: number };

/** A fixed window's count after this request, and when the window ends (ms). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** The fixed window containing `now`: windows are aligned to the epoch, the same in every process. */
export function windowOf(now: number, windowMs: number): { index: number; resetAt: number } {
  const index = Math.floor(now / windowMs);
  return { index, resetAt: (index + 1) * windowMs };
}
