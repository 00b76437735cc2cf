import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface ApiCorsOptions {
  /** `'*'`, or the only origins whose pages may read the answers. */
  origins: '*' | readonly string[];
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

/**
 * Cross-origin access to the API. Preflights (OPTIONS) are hono's `cors`; on every other answer
 * the same headers go on after the handler has answered. Hono's `cors` sets them on `c.res` before
 * the handler runs, and an existing `c.res` makes Hono rebuild the handler's answer with its body
 * as a stream (the `Context#res` setter reads `body`), which node-server then reads chunk by chunk
 * instead of sending the string it was given. With compress-answers.ts, this took the room
 * search's CPU per request from 0.64 to 0.60 ms (bench/inventory.ts, before and after).
 */
export function apiCors(options: ApiCorsOptions): MiddlewareHandler {
  const { origins } = options;
  const allowOrigin = (origin: string): string | null =>
    origins === '*' ? '*' : origins.includes(origin) ? origin : null;
  const preflight = cors({
    origin: origins === '*' ? '*' : (origin) => allowOrigin(origin),
    allowMethods: options.allowMethods,
    allowHeaders: options.allowHeaders,
    exposeHeaders: options.exposeHeaders,
    maxAge: options.maxAge,
  });
  const expose = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const allowed = allowOrigin(c.req.header('origin') ?? '');
    const set = (headers: Headers) => {
      if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
      if (expose) headers.set('Access-Control-Expose-Headers', expose);
      // A list of origins answers each differently: caches must keep them apart.
      if (origins !== '*') headers.append('Vary', 'Origin');
    };
    try {
      set(c.res.headers);
    } catch (error) {
      // A Response made by `Response.redirect()` or `fetch()` has headers that cannot change.
      if (!(error instanceof TypeError)) throw error;
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
