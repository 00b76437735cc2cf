import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';

/** One request as the test server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A running provider stand-in for the client's HTTP behaviour tests. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Every request received, in order. */
  readonly seen: SeenRequest[];
  /** Tokens the server treats as identity-expired. */
  readonly expiredTokens: Set<string>;
  /** Shape of `data.client_session` in the session answer. */
  sessionShape: 'string' | 'object' | 'broken';
  /** Requests seen on one path. */
  count(path: string): number;
  close(): Promise<void>;
}

const error = (title: string, code?: number | string, message?: string) => ({
  errors: [
    {
      title,
      ...(code === undefined ? {} : { code }),
      details: { base: message === undefined ? [] : [message] },
    },
  ],
});

/**
 * Starts a real HTTP server (Hono on Node, port 0) that answers the way the provider can:
 * 429 bursts, 401, 403 IDP_EXPIRED, 503, malformed JSON, an HTML 500. Counters live on the
 * server so tests assert what really crossed the wire, not what a mock recorded.
 */
export async function startTestServer(): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const expiredTokens = new Set<string>();
  const hits = new Map<string, number>();
  let sessions = 0;
  const state = { sessionShape: 'string' as TestServer['sessionShape'] };

  const app = new Hono();
  app.use('*', async (c, next) => {
    const text = await c.req.raw.clone().text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    const path = new URL(c.req.url).pathname;
    seen.push({ method: c.req.method, path, headers: c.req.header(), body });
    hits.set(path, (hits.get(path) ?? 0) + 1);
    await next();
  });

  app.post('/identity/api/client_sessions', (c) => {
    sessions += 1;
    const token = `session-${sessions}`;
    if (state.sessionShape === 'broken') return c.json({ data: {} });
    const client_session = state.sessionShape === 'object' ? { token } : token;
    return c.json({ data: { client_session } }, 201);
  });

  const api = new Hono();
  api.get('/ok', (c) => c.json({ data: { ok: true, query: c.req.query() } }));
  api.all('/echo', (c) => c.json({ data: { ok: true, query: c.req.query() } }));
  api.get('/empty', (c) => c.body(null, 204));
  // 429 for the first `n` hits of each `key`, then 200.
  api.get('/burst/:n', (c) => {
    const key = `burst:${c.req.param('n')}:${c.req.query('key')}`;
    const n = Number(c.req.param('n'));
    const hit = (hits.get(key) ?? 0) + 1;
    hits.set(key, hit);
    if (hit <= n) {
      const retryAfter = c.req.query('retryAfter');
      if (retryAfter !== undefined) c.header('Retry-After', retryAfter);
      return c.json(error('Too many requests'), 429);
    }
    return c.json({ data: { ok: true, hit } });
  });
  api.post('/always-429', (c) => c.json(error('Too many requests'), 429));
  api.get('/unauthorized', (c) => c.json(error('Unauthorized', 1400, 'Please sign in again'), 401));
  api.get('/invalid-session', (c) => c.json(error('Invalid client session'), 401));
  api.get('/unavailable', (c) => c.json(error('Service unavailable', 'maintenance'), 503));
  api.get('/unavailable-bare', (c) => c.text('down', 503));
  api.get('/malformed', (c) =>
    c.body('{"data": {"ok": tru', 200, { 'Content-Type': 'application/json' }),
  );
  api.get('/wrong-shape', (c) => c.json({ data: { ok: 'yes' } }));
  api.get('/html-500', (c) => c.html('<html><body>Internal error</body></html>', 500));
  api.get('/business-error', (c) =>
    c.json(
      {
        errors: [
          {
            title: 'Card declined',
            status: 422,
            code: 3007,
            details: { base: ['No'] },
            payload: { a: 1 },
          },
        ],
      },
      422,
    ),
  );
  // IDP_EXPIRED while the caller's token is in `expiredTokens`; `variant` picks the spelling.
  api.get('/protected', (c) => {
    const token = c.req.header('X-Client-Session') ?? '';
    if (!expiredTokens.has(token)) return c.json({ data: { ok: true, token } });
    const variant = c.req.query('variant');
    if (variant === '4000') return c.json(error('Forbidden', 4000), 403);
    if (variant === 'title') return c.json(error('Identity token expired'), 403);
    return c.json(error('Forbidden', 'IDP_EXPIRED'), 403);
  });
  api.get('/always-expired', (c) => c.json(error('Forbidden', 'IDP_EXPIRED'), 403));
  app.route('/api/v1', api);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${address.port}`,
    seen,
    expiredTokens,
    get sessionShape() {
      return state.sessionShape;
    },
    set sessionShape(shape) {
      state.sessionShape = shape;
    },
    count: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise((resolve, reject) => {
        // Node's fetch keeps sockets alive; without this close() waits for them to time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** An origin on which nothing listens: a port bound once and released. */
export async function closedPortOrigin(): Promise<string> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
