import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HOTELS } from '../db/seed/data.ts';
import { fillRoomImages } from '../db/seed/seed.ts';
import { describeOnDatabases } from '../test/harness.ts';
import { ROOM_MEDIA_DIR } from './media.ts';

describeOnDatabases('room media', (get) => {
  it('backfills photos only where never set (a database seeded before migration 004)', async () => {
    const { db } = get().handle;
    const images = async (code: string) =>
      (
        await db
          .selectFrom('room_types')
          .select('images')
          .where('code', '=', code)
          .executeTakeFirst()
      )?.images;
    await sql`UPDATE room_types SET images = NULL WHERE code = 'single'`.execute(db);
    await sql`UPDATE room_types SET images = '[]'::jsonb WHERE code = 'triple'`.execute(db);
    await fillRoomImages(db);
    expect(await images('single')).toEqual([
      { url: '/media/rooms/single-1.svg', alt: 'Single: single bed and desk' },
    ]);
    expect(await images('triple')).toEqual([]);
    await sql`UPDATE room_types SET images = NULL WHERE code = 'triple'`.execute(db);
    await fillRoomImages(db);
    expect((await images('triple'))?.length).toBe(1);
  });

  it('serves a room photo as SVG with cache, CSP, nosniff and cross-origin headers', async () => {
    const res = await get().app.request('/media/rooms/standard-double-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    // The app adds its frame-ancestors (http/security-headers.ts).
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const text = await res.text();
    expect(text).toContain('<svg');
    expect(text).toContain('<title>Standard Double: double bed by the window</title>');
  });

  it('answers 404 (never the hosted page) for traversal, odd names and missing files', async () => {
    const { app } = get();
    for (const path of [
      '/media/rooms/..%2Fapp.ts',
      '/media/rooms/..%2F..%2Fapp.ts',
      '/media/rooms/%2e%2e%2Fmedia.ts',
      '/media/rooms/..',
      '/media/rooms/Standard-Double-1.svg',
      '/media/rooms/standard-double-1.svg.map',
      '/media/rooms/nothing-here.svg',
      '/media/rooms/',
      '/media/other/x.svg',
      '/media/rooms/a/b.svg',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<html');
    }
  });
});

describe('seeded room photos', () => {
  it('gives every demo room type 1–3 photos whose files exist, small, with a title', async () => {
    const files = new Set(await readdir(ROOM_MEDIA_DIR));
    const used = new Set<string>();
    for (const hotel of HOTELS) {
      for (const rt of hotel.room_types) {
        expect(rt.images.length, rt.code).toBeGreaterThanOrEqual(1);
        expect(rt.images.length, rt.code).toBeLessThanOrEqual(3);
        for (const image of rt.images) {
          const name = image.url.replace('/media/rooms/', '');
          expect(name, image.url).toMatch(/^[a-z0-9-]+\.svg$/);
          expect(files.has(name), name).toBe(true);
          expect(image.alt.length).toBeGreaterThan(0);
          const svg = await readFile(join(ROOM_MEDIA_DIR, name), 'utf8');
          expect(Buffer.byteLength(svg), name).toBeLessThan(2048);
          expect(svg).toContain(`<title>${image.alt}</title>`);
          expect(svg).not.toMatch(/<script|href=|@import|url\(/i);
          used.add(name);
        }
      }
    }
    expect([...files].sort()).toEqual([...used].sort());
  });
});
