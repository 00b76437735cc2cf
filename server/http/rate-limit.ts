import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { errorResponse } from './errors.ts';

export interface RateLimitOptions {
  /** Window length in milliseconds. */
  windowMs: number;
  /** Requests allowed per client per window. */
  max: number;
  /** Who the client is; the socket address by default. */
  keyOf: (c: Parameters<MiddlewareHandler>[0]) => string;
  now?: () => number;
}

/**
 * Fixed-window limit per client, in memory (one process). Over the limit the answer is 429 with
 * Retry-After in seconds; the widget retries after a second (doc 2 §7).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  let windowStart = now();
  let counts = new Map<string, number>();
  return async (c, next) => {
    const t = now();
    if (t - windowStart >= options.windowMs) {
      windowStart = t;
      counts = new Map();
    }
    const key = options.keyOf(c);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > options.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + options.windowMs - t) / 1000));
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
