import type { GuessKeys, GuessPolicy } from './guess-policy.ts';

/**
 * Where the API's request limits count: in this process's memory (the embedded default, one
 * process) or in Redis (`REDIS_URL`), so that several server processes behind a load balancer
 * share one count and N processes do not allow N times the requests or guesses.
 *
 * Two kinds of count, both keyed by strings the caller builds:
 * - a fixed window of requests (the API rate limit);
 * - sliding windows of wrong guesses (reservation lookups, passwords) per address, per
 *   (account, address) and per account, judged by the {@link GuessPolicy}.
 */
export interface LimitStore {
  /** Counts one request of `key` in the fixed window containing `now`. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** Milliseconds before a guess with these keys may be tried under the policy (0: now). */
  guessWait(keys: GuessKeys, policy: GuessPolicy, now: number): Promise<number>;
  /**
   * In one atomic step: when the guess may be tried now (as {@link guessWait} would say),
   * records its failure on every key; otherwise records nothing and answers the wait. Concurrent
   * failures in any number of processes are therefore recorded exactly up to each limit.
   */
  recordGuessFailure(keys: GuessKeys, policy: GuessPolicy, now: number): Promise<TryAddOutcome>;
  /** Forgets the failures of one key (a pair whose address has just guessed right). */
  forget(key: string): Promise<void>;
  /** Releases connections (Redis); the memory store has none. */
  close(): Promise<void>;
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
