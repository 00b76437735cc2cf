/** Wait before retrying a 429 without Retry-After (doc 2 §9: "429 retry: 1 second"). */
export const RATE_LIMIT_DELAY_MS = 1000;

/** Longest wait a server's Retry-After may impose; beyond it the widget would look frozen. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** Tries of one request that keeps answering 429 (the spec sets no limit; we must). */
export const MAX_RATE_LIMIT_TRIES = 5;

/**
 * Parses a `Retry-After` header (delay-seconds or an HTTP date) into milliseconds.
 * Returns undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  // Only an HTTP date (it has a month name and GMT); V8 would also "parse" things like "-1".
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Default delay before try `attempt + 1`: Retry-After when the server gave one, capped at
 * {@link MAX_RETRY_AFTER_MS}, otherwise one second.
 */
export function defaultRetryDelayMs(_attempt: number, retryAfterMs?: number): number {
  return retryAfterMs === undefined
    ? RATE_LIMIT_DELAY_MS
    : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
}
