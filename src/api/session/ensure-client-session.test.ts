import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { startTestServer, type TestServer } from '../client/testing/test-server.ts';
import { ensureClientSession } from './ensure-client-session.ts';
import { createMemorySessionStore } from './memory-session-store.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const clientWith = (token?: string, identityBase?: string) =>
  createApiClient({
    apiBase: 'http://127.0.0.1:9', // never used: only the identity server is called
    identityBase: identityBase ?? server.origin,
    hotelCode: 'sakuratokyo',
    getLocale: () => 'ja',
    sessionStore: createMemorySessionStore(token),
  });

describe('ensureClientSession', () => {
  it('reuses a stored token without calling the identity server', async () => {
    const before = server.count('/identity/api/client_sessions');
    await expect(ensureClientSession(clientWith('kept'))).resolves.toBe('kept');
    expect(server.count('/identity/api/client_sessions')).toBe(before);
  });

  it('creates and stores a session with { key: hotel code, secret } otherwise', async () => {
    const client = clientWith();
    const token = await ensureClientSession(client);
    expect(token).toMatch(/^session-\d+$/);
    expect(client.sessionStore.get()).toBe(token);
    const call = server.seen.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ key: 'sakuratokyo', secret: 'hotel-booking-widget' });
    expect(call?.headers['x-locale']).toBe('ja');
    expect(call?.headers['x-tracing-id']).toBeTruthy();
  });

  it('goes to identityBase when given, apiBase otherwise', async () => {
    const client = createApiClient({
      apiBase: server.origin,
      hotelCode: 'h',
      getLocale: () => 'en',
      sessionStore: createMemorySessionStore(),
    });
    await ensureClientSession(client);
    expect(server.seen.at(-1)?.path).toBe('/identity/api/client_sessions');
  });

  it('lets the app pass the identity client key and secret the server knows', async () => {
    const client = createApiClient({
      apiBase: server.origin,
      hotelCode: 'sakuratokyo',
      clientSessionKey: 'sakura',
      clientSessionSecret: 'sakura-widget-public',
      getLocale: () => 'en',
      sessionStore: createMemorySessionStore(),
    });
    await ensureClientSession(client);
    expect(server.seen.at(-1)?.body).toEqual({ key: 'sakura', secret: 'sakura-widget-public' });
  });
});
