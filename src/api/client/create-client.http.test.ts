import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { LOCAL_CODES } from '../errors/local-codes.ts';
import { messageIdFor } from '../errors/message-id.ts';
import { createMemorySessionStore } from '../session/memory-session-store.ts';
import type { SessionStore } from '../session/session-store.ts';
import { createApiClient } from './create-client.ts';
import { closedPortOrigin, startTestServer, type TestServer } from './testing/test-server.ts';
import type { ApiClient, ApiClientOptions } from './types.ts';

const Ok = v.object({ data: v.object({ ok: v.literal(true) }) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  server.sessionShape = 'string';
});

interface Harness {
  client: ApiClient;
  store: SessionStore;
  hooks: {
    onUnauthorized: ReturnType<typeof vi.fn>;
    onServiceUnavailable: ReturnType<typeof vi.fn>;
    onInvalidSession: ReturnType<typeof vi.fn>;
  };
  delays: Array<[number, number | undefined]>;
}

/** `token: null` starts without a stored session. */
function harness(
  overrides: Partial<ApiClientOptions> = {},
  token: string | null = 'tok-1',
): Harness {
  const store = createMemorySessionStore(token ?? undefined);
  const hooks = {
    onUnauthorized: vi.fn(),
    onServiceUnavailable: vi.fn(),
    onInvalidSession: vi.fn(),
  };
  const delays: Array<[number, number | undefined]> = [];
  const client = createApiClient({
    apiBase: server.origin,
    hotelCode: 'sakuratokyo',
    getLocale: () => 'zh_Hans',
    sessionStore: store,
    onUnauthorized: () => hooks.onUnauthorized(),
    onServiceUnavailable: (code) => hooks.onServiceUnavailable(code),
    onInvalidSession: () => hooks.onInvalidSession(),
    retryDelayMs: (attempt, retryAfterMs) => {
      delays.push([attempt, retryAfterMs]);
      return 5;
    },
    ...overrides,
  });
  return { client, store, hooks, delays };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to reject');
}

describe('headers', () => {
  it('sends the spec headers on every request', async () => {
    const { client } = harness({ getAccessToken: () => 'member-jwt', appVersion: '9.9.9' });
    await client.get('/ok', Ok, { searchParams: { adults: 2, skip: undefined } });
    const seen = server.seen.at(-1);
    expect(seen?.path).toBe('/api/v1/ok');
    expect(seen?.headers).toMatchObject({
      'x-app-version': '9.9.9',
      'accept-language': 'zh-Hans',
      'x-locale': 'zh_Hans',
      'x-client-session': 'tok-1',
      authorization: 'Bearer member-jwt',
    });
    expect(seen?.headers['x-tracing-id']).toMatch(UUID);
    expect(seen?.headers['idempotency-key']).toBeUndefined();
  });

  it('defaults the app version, omits Authorization when signed out, sends Idempotency-Key', async () => {
    const { client } = harness({ getAccessToken: () => undefined });
    await client.post(
      'echo',
      Ok,
      { a: 1 },
      { idempotencyKey: 'idem-42', headers: { 'X-Tier': 'gold' } },
    );
    const seen = server.seen.at(-1);
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toEqual({ a: 1 });
    expect(seen?.headers['x-app-version']).toBe('1.196.0');
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers['idempotency-key']).toBe('idem-42');
    expect(seen?.headers['x-tier']).toBe('gold');
    expect(seen?.headers['content-type']).toContain('application/json');
  });

  it('uses a fresh tracing id per request', async () => {
    const { client } = harness();
    await client.get('ok', Ok);
    await client.get('ok', Ok);
    const [a, b] = server.seen.slice(-2).map((s) => s.headers['x-tracing-id']);
    expect(a).not.toBe(b);
  });

  it('supports put, patch and delete', async () => {
    const { client } = harness();
    await client.put('echo', Ok, { x: 1 });
    await client.patch('echo', Ok, { x: 2 });
    await client.delete('echo', Ok, { body: { x: 3 } });
    expect(server.seen.slice(-3).map((s) => [s.method, s.body])).toEqual([
      ['PUT', { x: 1 }],
      ['PATCH', { x: 2 }],
      ['DELETE', { x: 3 }],
    ]);
  });
});

describe('client session', () => {
  it('creates a session lazily when none is stored, once for parallel calls', async () => {
    const { client, store } = harness({}, null);
    const before = server.count('/identity/api/client_sessions');
    await Promise.all([client.get('ok', Ok), client.get('ok', Ok), client.get('ok', Ok)]);
    expect(server.count('/identity/api/client_sessions')).toBe(before + 1);
    const create = server.seen.find((s) => s.path === '/identity/api/client_sessions');
    expect(create?.body).toEqual({ key: 'sakuratokyo', secret: 'hotel-booking-widget' });
    expect(create?.headers['x-client-session']).toBeUndefined();
    const token = store.get();
    expect(token).toMatch(/^session-\d+$/);
    for (const s of server.seen.filter((r) => r.path === '/api/v1/ok')) {
      expect(s.headers['x-client-session']).toBe(token);
    }
  });
});

describe('429', () => {
  it('retries after the delay and succeeds', async () => {
    const { client, delays } = harness();
    const answer = await client.get('burst/2', v.object({ data: v.object({ hit: v.number() }) }), {
      searchParams: { key: 'a' },
    });
    expect(answer.data.hit).toBe(3);
    expect(server.seen.filter((s) => s.path === '/api/v1/burst/2')).toHaveLength(3);
    expect(delays).toEqual([
      [1, undefined],
      [2, undefined],
    ]);
  });

  it('hands Retry-After to the delay function in milliseconds', async () => {
    const { client, delays } = harness();
    await client.get('burst/1', v.unknown(), { searchParams: { key: 'b', retryAfter: '3' } });
    expect(delays).toEqual([[1, 3000]]);
  });

  it('does not sit through a lockout: a Retry-After over 10 s is answered at once', async () => {
    const { client, delays } = harness();
    const error = await rejection(
      client.get('burst/1', v.unknown(), { searchParams: { key: 'lockout', retryAfter: '600' } }),
    );
    expect(server.seen.filter((s) => s.path === '/api/v1/burst/1')).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(error).toMatchObject({ status: 429, title: 'Too many requests' });
  });

  it('gives up after 5 tries with the generic processing error (POST too)', async () => {
    const { client } = harness();
    const error = await rejection(client.post('always-429', Ok, { x: 1 }));
    expect(server.seen.filter((s) => s.path === '/api/v1/always-429')).toHaveLength(5);
    expect(error).toMatchObject({ status: 429, code: LOCAL_CODES.tooManyRequests });
    expect(messageIdFor(error)).toBe('error.generic.processing');
  });

  it('waits one second by default', async () => {
    const client = createApiClient({
      apiBase: server.origin,
      hotelCode: 'sakuratokyo',
      getLocale: () => 'en',
      sessionStore: createMemorySessionStore('tok-1'),
    });
    const started = Date.now();
    await client.get('burst/1', v.unknown(), { searchParams: { key: 'c' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('401', () => {
  it('calls onUnauthorized and rejects with the server error', async () => {
    const { client, hooks } = harness();
    const error = await rejection(client.get('unauthorized', Ok));
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, code: 1400, local: false });
    expect(error.message).toBe('Please sign in again');
  });
});

describe('IDP_EXPIRED', () => {
  for (const variant of ['IDP_EXPIRED', '4000', 'title']) {
    it(`renews the session once and retries once (${variant})`, async () => {
      const { client, store } = harness({}, `stale-${variant}`);
      server.expiredTokens.add(`stale-${variant}`);
      const sessionsBefore = server.count('/identity/api/client_sessions');
      const answer = await client.get(
        'protected',
        v.object({ data: v.object({ token: v.string() }) }),
        {
          searchParams: { variant },
        },
      );
      expect(server.count('/identity/api/client_sessions')).toBe(sessionsBefore + 1);
      const tries = server.seen.filter((s) => s.path === '/api/v1/protected');
      expect(tries.map((s) => s.headers['x-client-session'])).toEqual([
        `stale-${variant}`,
        store.get(),
      ]);
      expect(answer.data.token).toBe(store.get());
    });
  }

  it('creates one session when parallel requests all meet IDP_EXPIRED', async () => {
    const { client, store } = harness({}, 'stale-parallel');
    server.expiredTokens.add('stale-parallel');
    const sessionsBefore = server.count('/identity/api/client_sessions');
    await Promise.all([1, 2, 3].map(() => client.get('protected', v.unknown())));
    expect(server.count('/identity/api/client_sessions')).toBe(sessionsBefore + 1);
    const retried = server.seen.filter(
      (s) => s.path === '/api/v1/protected' && s.headers['x-client-session'] === store.get(),
    );
    expect(retried).toHaveLength(3);
  });

  it('retries exactly once when the server keeps saying IDP_EXPIRED', async () => {
    const { client } = harness();
    const sessionsBefore = server.count('/identity/api/client_sessions');
    const error = await rejection(client.get('always-expired', Ok));
    expect(server.count('/identity/api/client_sessions')).toBe(sessionsBefore + 1);
    expect(server.seen.filter((s) => s.path === '/api/v1/always-expired')).toHaveLength(2);
    expect(error).toMatchObject({ status: 403, code: 'IDP_EXPIRED' });
  });

  it('accepts a session answer of the form { token }', async () => {
    server.sessionShape = 'object';
    const { client, store } = harness({}, 'stale-object');
    server.expiredTokens.add('stale-object');
    await client.get('protected', v.unknown());
    expect(store.get()).toMatch(/^session-\d+$/);
  });

  it('rejects with invalid_response when the session answer is unusable', async () => {
    server.sessionShape = 'broken';
    const { client, store } = harness({}, null);
    const error = await rejection(client.get('ok', Ok));
    expect(error).toMatchObject({ code: LOCAL_CODES.invalidResponse, local: true });
    expect(store.get()).toBeUndefined();
  });
});

describe('invalid client session', () => {
  it('clears the session and asks the app to reload instead of signing out', async () => {
    const { client, store, hooks } = harness();
    const error = await rejection(client.get('invalid-session', Ok));
    expect(store.get()).toBeUndefined();
    expect(hooks.onInvalidSession).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(messageIdFor(error)).toBe('error.generic.sessionExpired');
  });
});

describe('503', () => {
  it('calls onServiceUnavailable with the error code', async () => {
    const { client, hooks } = harness();
    const error = await rejection(client.get('unavailable', Ok));
    expect(hooks.onServiceUnavailable).toHaveBeenCalledWith('maintenance');
    expect(error.status).toBe(503);
  });

  it('calls it without a code when the body is not JSON', async () => {
    const { client, hooks } = harness();
    const error = await rejection(client.get('unavailable-bare', Ok));
    expect(hooks.onServiceUnavailable).toHaveBeenCalledWith(LOCAL_CODES.noErrorBody);
    expect(error.local).toBe(true);
  });
});

describe('answers the client cannot use', () => {
  it('turns malformed JSON into a local invalid_response error', async () => {
    const { client } = harness();
    const error = await rejection(client.get('malformed', Ok));
    expect(error).toMatchObject({ status: 200, code: LOCAL_CODES.invalidResponse, local: true });
    expect(messageIdFor(error)).toBe('error.invalidResponse');
  });

  it('turns a schema mismatch into a local invalid_response error with the issues', async () => {
    const { client } = harness();
    const error = await rejection(client.get('wrong-shape', Ok));
    expect(error).toMatchObject({ code: LOCAL_CODES.invalidResponse, local: true });
    expect(error.payload).toMatchObject({ nested: { 'data.ok': expect.any(Array) } });
  });

  it('marks a non-JSON 500 as local', async () => {
    const { client } = harness();
    const error = await rejection(client.get('html-500', Ok));
    expect(error).toMatchObject({ status: 500, local: true, code: LOCAL_CODES.noErrorBody });
    expect(messageIdFor(error)).toBe('error.generic.system');
  });

  it('keeps the fields of a business error', async () => {
    const { client } = harness();
    const error = await rejection(client.get('business-error', Ok));
    expect(error).toMatchObject({ status: 422, code: 3007, title: 'Card declined', local: false });
    expect(error.message).toBe('No');
    expect(error.payload).toEqual({ a: 1 });
    expect(messageIdFor(error)).toBe('error.code.3007');
  });

  it('accepts an empty 204 when the schema allows it', async () => {
    const { client } = harness();
    await expect(client.get('empty', v.undefined())).resolves.toBeUndefined();
  });
});

describe('network failure', () => {
  it('rejects a refused connection with the local network error', async () => {
    const { client } = harness({ apiBase: await closedPortOrigin() });
    const error = await rejection(client.get('ok', Ok));
    expect(error).toMatchObject({ status: 0, code: LOCAL_CODES.network, local: true });
    expect(messageIdFor(error)).toBe('error.generic.network');
  });

  it('reports an abort as aborted, also during a 429 wait', async () => {
    const { client } = harness({ retryDelayMs: () => 10_000 });
    const controller = new AbortController();
    const pending = client.get('burst/3', Ok, {
      searchParams: { key: 'abort' },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error.code).toBe(LOCAL_CODES.aborted);
  });
});
