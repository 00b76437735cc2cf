import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { createMemorySessionStore } from '../../api/session/memory-session-store.ts';
import { getError } from '../../shared/errors/slots.ts';
import { allowedLocalesAtom, localeAtom } from '../../shared/locale/locale-state.ts';
import { authAtom, currentPathAtom, initStateAtom } from '../../shared/startup/init-state.ts';
import { readStartupParams } from '../../shared/startup/startup-params.ts';
import { memberFixture } from '../../shared/testing/member-fixture.ts';
import { settingsFixture } from '../../shared/testing/settings-fixture.ts';
import { currencyAtom } from '../currency-state.ts';
import { noticeAtom } from '../notice.ts';
import { createAppRuntime } from './create-runtime.ts';

/** A real HTTP server standing in for the provider (no mocked fetch). */
let server: ServerType;
let origin = '';
const sessionBodies: unknown[] = [];
const seenHeaders: Record<string, string>[] = [];
const settingsCodes: string[] = [];
const settingsBeforeSession: boolean[] = [];
const signOuts: string[] = [];
/** Access tokens the stand-in server accepts as live member sessions. */
const LIVE = new Set(['member-1', 'fresh-access']);
const expired = (c: { json: (body: unknown, status: 401) => Response }) =>
  c.json(
    { errors: [{ title: 'Session expired', status: 401, code: 1400, details: { base: [] } }] },
    401,
  );

beforeAll(async () => {
  const app = new Hono();
  app.post('/identity/api/client_sessions', async (c) => {
    const body = (await c.req.json()) as { key?: string };
    sessionBodies.push(body);
    // 'sidebyside': the session answers only once the settings were asked for (or after 2 s),
    // so a startup that waits for the session before asking for settings is seen here.
    if (body.key === 'sidebyside') {
      for (let i = 0; i < 100 && !settingsCodes.includes('sidebyside'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      settingsBeforeSession.push(settingsCodes.includes('sidebyside'));
    }
    return c.json({ data: { client_session: 'tok-1', expires_at: '2099-01-01T00:00:00Z' } }, 201);
  });
  app.get('/api/v1/hotels/broken/settings/booking_widget', (c) =>
    c.json({ errors: [{ title: 'Boom', status: 500, details: { base: [] } }] }, 500),
  );
  app.get('/api/v1/hotels/:code/settings/booking_widget', (c) => {
    seenHeaders.push(c.req.header());
    settingsCodes.push(c.req.param('code'));
    return c.json({ data: settingsFixture({ hotel_code: c.req.param('code') }) });
  });
  app.get('/api/v1/user/me', (c) => {
    const token = c.req.header('authorization')?.replace('Bearer ', '') ?? '';
    return LIVE.has(token) ? c.json({ data: memberFixture() }) : expired(c);
  });
  app.post('/api/v1/memberships/tokens', async (c) => {
    const body = (await c.req.json()) as { refresh_token?: string; code?: string };
    const live =
      body.refresh_token === 'refresh-token-live-0001' || body.code === 'custom-code-live-0001';
    if (!live) return expired(c);
    return c.json({
      data: {
        token_type: 'Bearer',
        access_token: 'fresh-access',
        expires_in: 900,
        refresh_token: 'refresh-token-live-0002',
        user: memberFixture(),
      },
    });
  });
  app.post('/api/v1/memberships/sign_out', (c) => {
    signOuts.push(c.req.header('authorization') ?? '');
    return c.json({ data: { status: 'accepted' } });
  });
  app.get('/api/v1/private', (c) => c.json({ errors: [{ title: 'Unauthorized' }] }, 401));
  app.get('/api/v1/down', (c) => c.json({ errors: [{ title: 'Maintenance', code: 'M1' }] }, 503));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function runtimeFor(
  hotelCode: string,
  query = '',
  attributes: Record<string, string> = {},
  locale?: string,
) {
  const navigations: string[] = [];
  const config: WidgetConfig = {
    mode: 'inline',
    hotelCode,
    assetBase: `${origin}/widget/`,
    search: {},
    attributes,
    initialPath: '/booking/result',
    ...(locale ? { locale } : {}),
  };
  const runtime = createAppRuntime({
    config,
    store: createStore(),
    params: readStartupParams(query),
    apiBase: origin,
    sessionStore: createMemorySessionStore(),
    host: { navigate: (to) => navigations.push(to), restart: () => navigations.push('restart') },
  });
  return { runtime, navigations };
}

describe('createAppRuntime', () => {
  it('creates the session, loads init settings, restricts an implicit locale', async () => {
    const { runtime } = runtimeFor('sakuratokyo', 'mcp_currency=usd');
    await runtime.start();
    const state = runtime.store.get(initStateAtom);
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.settings.hotel_code).toBe('sakuratokyo');
    expect(sessionBodies.at(-1)).toEqual({ key: 'sakuratokyo', secret: 'hotel-booking-widget' });
    // The settings are public: asked for beside the new session, so without it.
    expect(seenHeaders.at(-1)?.['x-client-session']).toBeUndefined();
    // No explicit locale in Node (no browser languages, no storage): en, which is allowed.
    expect(runtime.store.get(localeAtom)).toBe('en');
    expect(runtime.store.get(currencyAtom)).toBe('USD');
    expect(runtime.start()).toBe(runtime.start());
  });
  it('asks for the session and the settings side by side, a stored session going along', async () => {
    const { runtime } = runtimeFor('sidebyside');
    await runtime.start();
    expect(runtime.store.get(initStateAtom).status).toBe('ready');
    expect(settingsBeforeSession).toEqual([true]);
    // A later start with the session stored (a second element) sends it with the settings.
    const stored = createMemorySessionStore();
    stored.set('tok-1');
    const second = createAppRuntime({
      config: {
        mode: 'inline',
        hotelCode: 'sidebyside',
        assetBase: `${origin}/widget/`,
        search: {},
        attributes: {},
        initialPath: '/booking/result',
      },
      store: createStore(),
      params: readStartupParams(''),
      apiBase: origin,
      sessionStore: stored,
      host: { navigate() {}, restart() {} },
    });
    await second.start();
    expect(seenHeaders.at(-1)?.['x-client-session']).toBe('tok-1');
  });

  it('honours an explicit locale and keeps offering it beside the facility languages', async () => {
    // The hosted app opened from an Arabic booking's e-mail (`?locale=ar`) and the inline
    // widget the guest booked with (`locale="ar"`) offer the same languages.
    const hosted = runtimeFor('sakuratokyo', 'locale=ar').runtime;
    const inline = runtimeFor('sakuratokyo', '', {}, 'ar').runtime;
    for (const runtime of [hosted, inline]) {
      await runtime.start();
      expect(runtime.store.get(localeAtom)).toBe('ar');
      expect(runtime.store.get(allowedLocalesAtom)).toEqual([
        'en',
        'ja',
        'ko',
        'zh_Hans',
        'zh_Hant',
        'ar',
      ]);
    }
  });
  it('checks a member token from the address with /user/me and signs the member in', async () => {
    const { runtime } = runtimeFor('sakuratokyo', 'accessToken=member-1');
    expect(runtime.store.get(authAtom)).toEqual({ status: 'token', accessToken: 'member-1' });
    await runtime.start();
    expect(runtime.store.get(authAtom)).toMatchObject({
      status: 'member',
      accessToken: 'member-1',
      member: { email: 'hana@example.com' },
    });
    expect(seenHeaders.at(-1)?.authorization).toBe('Bearer member-1');
  });
  it('forgets a member token /user/me refuses', async () => {
    const { runtime } = runtimeFor('sakuratokyo', 'login_token=revoked');
    await runtime.start();
    expect(runtime.store.get(authAtom)).toEqual({ status: 'anonymous' });
  });
  it('exchanges a refresh_token from the address for a session', async () => {
    const { runtime } = runtimeFor('sakuratokyo', 'refresh_token=refresh-token-live-0001');
    await runtime.start();
    expect(runtime.store.get(authAtom)).toMatchObject({
      status: 'member',
      accessToken: 'fresh-access',
      refreshToken: 'refresh-token-live-0002',
    });
  });
  it('shows the error of a refused refresh_token globally', async () => {
    const { runtime } = runtimeFor('sakuratokyo', 'refresh_token=refresh-token-dead-0001');
    await runtime.start();
    expect(runtime.store.get(authAtom)).toEqual({ status: 'anonymous' });
    expect(getError(runtime.store, 'global')?.code).toBe(1400);
  });
  it('exchanges a one-time access token (a chatbot passing a sign-in); a spent one falls back', async () => {
    const ok = runtimeFor('sakuratokyo', 'one_time_access_token=custom-code-live-0001').runtime;
    await ok.start();
    expect(ok.store.get(authAtom)).toMatchObject({ status: 'member', accessToken: 'fresh-access' });
    const spent = runtimeFor('sakuratokyo', 'one_time_access_token=custom-code-dead-0001').runtime;
    await spent.start();
    expect(spent.store.get(authAtom)).toEqual({ status: 'anonymous' });
    expect(getError(spent.store, 'global')).toBeNull();
  });
  it('exchanges a brand custom auth token on the results, and says so when it is refused', async () => {
    const ok = runtimeFor('sakuratokyo', 'brand_custom_auth_token=custom-code-live-0001').runtime;
    await ok.start();
    expect(ok.store.get(authAtom)).toMatchObject({ status: 'member', accessToken: 'fresh-access' });
    const refused = runtimeFor(
      'sakuratokyo',
      'brand_custom_auth_token=custom-code-dead-0001',
    ).runtime;
    await refused.start();
    expect(refused.store.get(authAtom)).toEqual({ status: 'anonymous' });
    expect(getError(refused.store, 'global')?.code).toBe('custom_login_failed');
  });
  it('on 401 1400 refreshes once with the refresh token and retries the call', async () => {
    const { runtime } = runtimeFor('sakuratokyo');
    await runtime.start();
    runtime.store.set(authAtom, {
      status: 'member',
      accessToken: 'stale-access',
      refreshToken: 'refresh-token-live-0001',
      member: memberFixture(),
    });
    await expect(runtime.client.get('user/me', v.unknown())).resolves.toBeTruthy();
    expect(runtime.store.get(authAtom)).toMatchObject({ accessToken: 'fresh-access' });
  });
  it('signs out locally when the refresh is refused too', async () => {
    const { runtime, navigations } = runtimeFor('sakuratokyo');
    await runtime.start();
    runtime.store.set(authAtom, {
      status: 'member',
      accessToken: 'stale-access',
      refreshToken: 'refresh-token-dead-0001',
      member: memberFixture(),
    });
    await expect(runtime.client.get('user/me', v.unknown())).rejects.toMatchObject({
      status: 401,
    });
    expect(runtime.store.get(authAtom)).toEqual({ status: 'anonymous' });
    expect(runtime.store.get(noticeAtom)).toBe('app.signedOut');
    expect(navigations).toEqual(['/booking/result']);
  });
  it('puts an init failure in the init and global slots', async () => {
    const { runtime } = runtimeFor('broken');
    await runtime.start();
    expect(runtime.store.get(initStateAtom).status).toBe('failed');
    expect(getError(runtime.store, 'init')?.title).toBe('Boom');
    expect(getError(runtime.store, 'global')?.title).toBe('Boom');
  });
  it('does nothing without a hotel code', async () => {
    const { runtime } = runtimeFor('');
    await runtime.start();
    expect(runtime.store.get(initStateAtom)).toEqual({ status: 'missingHotelCode' });
  });
  it('on 401 signs out locally, tells the guest and goes to sign-in or search', async () => {
    const { runtime, navigations } = runtimeFor('sakuratokyo', 'accessToken=member-1');
    await runtime.start();
    runtime.store.set(currentPathAtom, '/my-account/profile');
    await expect(runtime.client.get('private', v.unknown())).rejects.toMatchObject({ status: 401 });
    expect(runtime.store.get(authAtom)).toEqual({ status: 'anonymous' });
    expect(runtime.store.get(noticeAtom)).toBe('app.signedOut');
    expect(navigations).toEqual(['/sign-in']);
    // A 401 to a call without a member token (a wrong password) is the screen's to show.
    await expect(runtime.client.get('private', v.unknown())).rejects.toMatchObject({ status: 401 });
    expect(navigations).toEqual(['/sign-in']);
  });
  it('on 503 goes to /503 with the code', async () => {
    const { runtime, navigations } = runtimeFor('sakuratokyo');
    await expect(runtime.client.get('down', v.unknown())).rejects.toMatchObject({ status: 503 });
    expect(navigations).toEqual(['/503?code=M1']);
  });
  it('handles parent commands: logout, and refresh-login without identity', async () => {
    const { runtime, navigations } = runtimeFor('sakuratokyo', 'accessToken=member-1');
    await runtime.start();
    runtime.onParentCommand('logout');
    await vi.waitFor(() => expect(runtime.store.get(authAtom)).toEqual({ status: 'anonymous' }));
    expect(signOuts.at(-1)).toBe('Bearer member-1');
    runtime.onParentCommand('refresh-login-from-chatbot');
    await vi.waitFor(() => expect(navigations).toEqual(['/booking/result']));
  });
});
