import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type AppDeps, createApp } from '../app.ts';
import type { DbHandle } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { silentLogger } from '../http/logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { openSnapshotDb } from '../test/snapshot.ts';
import { HSTS, REFERRER_POLICY } from './security-headers.ts';

/** A built widget in miniature: the manifest, the loader and the hosted app's entry chunk. */
function widgetDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ widget: 'chunks/widget-a.js', hosted: 'chunks/hosted-a.js' }),
  );
  writeFileSync(join(dir, 'hotel-booking.js'), 'export {};');
  writeFileSync(join(dir, 'chunks/hosted-a.js'), 'export {};');
  return dir;
}

const firstScreen = `/widget/first-screen?${new URLSearchParams({
  a: JSON.stringify({ 'hotel-code': 'sakura-tokyo' }),
})}`;

/** Every kind of answer the server gives, by name, with the status each must have. */
const ANSWERS: Record<string, { path: string; status: number }> = {
  'API JSON': { path: '/api/v1/hotels/sakura-tokyo/settings/booking_widget', status: 200 },
  'API error (spec shape)': { path: '/api/v1/no-such-call', status: 404 },
  'hosted page': { path: '/booking/result?code=sakura-tokyo', status: 200 },
  'widget file': { path: '/widget/hotel-booking.js', status: 200 },
  'widget chunk': { path: '/widget/chunks/hosted-a.js', status: 200 },
  'plain 404': { path: '/media/rooms/none.svg', status: 404 },
  'room photo': { path: '/media/rooms/deluxe-twin-1.svg', status: 200 },
  'dev mailbox': { path: '/dev/mailbox', status: 200 },
  'first-screen drawing': { path: firstScreen, status: 200 },
  'OpenAPI docs': { path: '/api/docs', status: 200 },
  'OpenAPI document': { path: '/api/openapi.json', status: 200 },
  'health probe': { path: '/healthz', status: 200 },
};

/** A PostgreSQL that refuses every connection: any query fails, so the call answers 500. */
const unreachable = new Kysely<Database>({
  dialect: new PostgresDialect({
    pool: new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/none', max: 1 }),
  }),
});

describe('security headers on every answer', () => {
  let handle: DbHandle;
  let base: AppDeps;
  let challengePath = '';
  const gateway = createTestGateway(() => 'http://book.test');

  beforeAll(async () => {
    handle = await openSnapshotDb();
    base = {
      db: handle.db,
      mailer: createMailer({ from: 'test@sakura.example' }),
      publicOrigin: 'http://book.test',
      widgetDir: widgetDir(),
      logger: silentLogger,
      rateLimit: false,
      paymentGateway: gateway,
      allowedOrigins: ['https://hotel.example'],
    };
    const { token } = await gateway.createToken('4000000000003220');
    const auth = await gateway.authorize(token, 12000, 'JPY', 'https://hotel.example/back');
    if (auth.status !== 'requires_3ds') throw new Error('expected 3-D Secure');
    challengePath = new URL(auth.challengeUrl).pathname;
  });
  afterAll(async () => {
    await handle?.close();
    await unreachable.destroy();
  });

  /** Every answer of the app, the gateway's challenge page, and a 500 (no database to ask). */
  async function everyAnswer(overrides: Partial<AppDeps>): Promise<Map<string, Response>> {
    const app: App = createApp({ ...base, ...overrides });
    const answers = new Map<string, Response>();
    for (const [name, { path, status }] of Object.entries(ANSWERS)) {
      const res = await app.request(path);
      expect(res.status, `${name}: ${path}`).toBe(status);
      answers.set(name, res);
    }
    const gatewayPage = await app.request(challengePath);
    expect(gatewayPage.status).toBe(200);
    answers.set('gateway page', gatewayPage);
    const broken = createApp({ ...base, ...overrides, db: unreachable });
    // A session header makes the call read the database.
    const failed = await broken.request('/api/v1/hotels/sakura-tokyo', {
      headers: { 'X-Client-Session': 'any' },
    });
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    answers.set('500', failed);
    return answers;
  }

  it('sends nosniff, the referrer rule, denied features and frame protection by default', async () => {
    for (const [name, res] of await everyAnswer({})) {
      const header = (key: string) => res.headers.get(key) ?? '';
      expect(header('x-content-type-options'), name).toBe('nosniff');
      // The gateway's page keeps its own, stricter rule.
      expect(header('referrer-policy'), name).toBe(
        name === 'gateway page' ? 'no-referrer' : REFERRER_POLICY,
      );
      expect(header('permissions-policy'), name).toContain('camera=()');
      expect(header('permissions-policy'), name).toContain('payment=()');
      expect(header('permissions-policy'), name).toContain('geolocation=()');
      // Over plain HTTP a browser ignores HSTS: it is sent only for an https public origin.
      expect(res.headers.has('strict-transport-security'), name).toBe(false);
      const frames = header('content-security-policy').match(/frame-ancestors ([^;]*)/)?.[1];
      // The gateway's page keeps its own list (ALLOWED_ORIGINS: the widget may frame it).
      expect(frames, name).toBe(name === 'gateway page' ? 'https://hotel.example' : "'self'");
    }
  });

  it('keeps what the widget needs across origins and the policies routes set themselves', async () => {
    const answers = await everyAnswer({});
    const chunk = answers.get('widget chunk');
    expect(chunk?.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk?.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const photo = answers.get('room photo')?.headers.get('content-security-policy');
    expect(photo).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    const page = answers.get('hosted page')?.headers.get('content-security-policy') ?? '';
    expect(page).toContain("script-src 'self'");
    expect(page.match(/frame-ancestors/g)).toHaveLength(1);
  });

  it('sends HSTS on every answer when the public origin is https', async () => {
    for (const [name, res] of await everyAnswer({ publicOrigin: 'https://book.test' }))
      expect(res.headers.get('strict-transport-security'), name).toBe(HSTS);
  });

  it('lets the configured sites frame the pages, any site with `*`, and sites added later', async () => {
    const frames = async (frameAncestors: AppDeps['frameAncestors']) => {
      const app = createApp({ ...base, ...(frameAncestors ? { frameAncestors } : {}) });
      const policy = async (path: string) =>
        (await app.request(path)).headers.get('content-security-policy') ?? '';
      return [await policy('/booking/result'), await policy('/api/v1/hotels/sakura-tokyo')].map(
        (p) => p.match(/frame-ancestors ([^;]*)/)?.[1],
      );
    };
    expect(await frames(['https://hotel.example'])).toEqual([
      "'self' https://hotel.example",
      "'self' https://hotel.example",
    ]);
    expect(await frames('*')).toEqual(['*', '*']);
    expect(await frames(undefined)).toEqual(["'self'", "'self'"]);
    // `npm start` and the journeys add their demo sites once these listen.
    const sites: string[] = [];
    const app = createApp({ ...base, frameAncestors: sites });
    sites.push('http://localhost:8788');
    const later = (await app.request('/booking/result')).headers.get('content-security-policy');
    expect(later).toContain("frame-ancestors 'self' http://localhost:8788");
  });
});
