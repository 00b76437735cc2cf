import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { errorResponse } from './errors.ts';

export interface RateLimitOptions {
  /** Window length in milliseconds. */
  windowMs: number;
  /** Requests allowed per client per window. */
  max: number;
  /** Who the client is: its limit key (http/client-address.ts, which TRUST_PROXY steers). */
  keyOf: (c: Parameters<MiddlewareHandler>[0]) => string;
  now?: () => number;
  /** Where requests count: this process (default) or Redis, shared by every process. */
  store?: LimitStore;
}

/**
 * Fixed-window limit per client, counted in the {@link LimitStore} (one process's memory, or
 * Redis shared by several). Windows are aligned to the clock, so every process agrees on them.
 * Over the limit the answer is 429 with Retry-After in seconds; the widget retries after a
 * second (doc 2 §7).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryLimitStore();
  return async (c, next) => {
    const t = now();
    const { count, resetAt } = await store.hit(`rate:${options.keyOf(c)}`, options.windowMs, t);
    if (count > options.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - t) / 1000));
      return errorResponse(
        c,
        new DomainError(
          ErrorCode.tooManyRequests,
          429,
          'Too many requests. Please retry shortly.',
          undefined,
          {
            retry_after: retryAfter,
          },
        ),
        { 'Retry-After': String(retryAfter) },
      );
    }
    await next();
  };
}
