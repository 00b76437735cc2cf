import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

const VARIES_ON_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Hono's `compress` (gzip for clients that accept it, from 1 KB), with `Vary: Accept-Encoding`
 * put on compressible answers before it looks. `compress` adds that header itself through
 * `c.header()`, which on a finished answer makes Hono rebuild it with its body as a stream, every
 * time, compressed or not; node-server then reads the stream chunk by chunk instead of sending the
 * string it was given (see api-cors.ts for the same rebuild, and what avoiding both saved).
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const type = c.res.headers.get('Content-Type');
      const vary = c.res.headers.get('Vary');
      if (
        !type ||
        !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
        VARIES_ON_ENCODING.test(vary ?? '')
      )
        return;
      try {
        c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      } catch (error) {
        // Headers that cannot change (`Response.redirect()`): `compress` adds it its own way.
        if (!(error instanceof TypeError)) throw error;
      }
    });
}
