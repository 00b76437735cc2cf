import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const NAME = /^[a-f0-9]{24}\.(?:png|jpg|gif|webp)$/;

/**
 * `/media/uploads/<name>`: the images the console uploaded (a hotel's logo and favicon), from the
 * database, so every process serves them. A name is never reused, so the answer may be cached
 * for good; hotels' pages show them from another origin.
 */
export function uploadedMediaRoutes(db: Kysely<Database>): Hono {
  const app = new Hono();
  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    if (!NAME.test(name)) return c.notFound();
    const row = await db
      .selectFrom('hotel_media')
      .select(['content_type', 'bytes'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return c.notFound();
    return c.body(new Uint8Array(row.bytes), 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
