import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type Logger, redact } from './logger.ts';

export type RequestLogEnv = { Variables: { requestId: string; errorCode?: number } };

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A pay-by-link payment number is its link's secret: logged with its first 4 characters only. */
export const maskPaymentNumbers = (path: string): string =>
  path.replace(/\bPL([0-9A-Z]{4})[0-9A-Z]{16}\b/g, 'PL$1…');

/**
 * Gives every request an id (kept from `X-Request-Id` if sane, echoed back) and writes one JSON
 * line when it ends. Only the path is logged, never the query string: queries carry e-mails and
 * bypass tokens (and payment numbers in paths are masked).
 */
export function requestLog(logger: Logger): MiddlewareHandler<RequestLogEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logger(
      redact({
        level: c.res.status >= 500 ? 'error' : 'info',
        msg: 'request',
        request_id: requestId,
        method: c.req.method,
        path: maskPaymentNumbers(c.req.path),
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        error_code: c.get('errorCode'),
        tracing_id: safeHeader(c.req.header('x-tracing-id')),
        app_version: safeHeader(c.req.header('x-app-version')),
      }),
    );
  };
}

function safeHeader(value: string | undefined): string | undefined {
  return value && SAFE_ID.test(value) ? value : undefined;
}
